/**
 * The file the app's build writes beside its shell: for each route (as contract/app-routes.ts
 * names it), the files its page loads beyond the app's entry. The server names them in the page's
 * document.
 */
export const PAGE_FILES_NAME = 'page-files.json';
