const TABS = ['home', 'popups', 'menus', 'footer', 'documents', 'topics'] as const;
export type ContentTab = (typeof TABS)[number];

/** The content page's tab in its address: none for the home page. */
export function validateContentSearch(search: Record<string, unknown>): { tab?: ContentTab } {
  const tab = TABS.find((name) => name === search.tab);
  return tab && tab !== 'home' ? { tab } : {};
}
