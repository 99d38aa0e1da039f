import { isReturnable, RETURN_PAGE_KEY, type PageRef, type SmallStore } from './return-page';

// Reading the stored page back happens only on the sign-in screens, which load on demand.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored page, if any and if it is a page of this site; it is removed once taken. */
export function takeReturnPage(store: SmallStore): PageRef | null {
  const raw = store.getItem(RETURN_PAGE_KEY);
  store.removeItem(RETURN_PAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.path !== 'string' || !isReturnable(value.path)) {
      return null;
    }
    const query = isRecord(value.query) ? value.query : {};
    const params = isRecord(value.params)
      ? (Object.fromEntries(
          Object.entries(value.params).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>)
      : {};
    return { path: value.path, query, params };
  } catch {
    return null;
  }
}

/** The address of a page, with its query written by the router's own serializer. */
export function hrefOf(
  page: PageRef,
  stringifySearch: (search: Record<string, unknown>) => string,
): string {
  return `${page.path}${stringifySearch(page.query)}`;
}
