/**
 * The file the app's build writes beside its shell: for each route (as contract/app-routes.ts
 * names it), the files its page loads beyond the app's entry, and the catalogues of the words
 * they draw by locale (`zh-CN`, `en`). The server names them in the page's document.
 */
export const PAGE_FILES_NAME = 'page-files.json';

export type PageFiles = Record<string, { files: string[]; catalogues: Record<string, string[]> }>;
