/** The members search, as the address keeps it: the words typed and the page. */
export interface MembersSearch {
  q?: string;
  page?: number;
}

/** What of the address's search is the words or the page; anything else, or malformed, is left out. */
export function validateMembersSearch(search: Record<string, unknown>): MembersSearch {
  const result: MembersSearch = {};
  // The router reads digits-only text (a mobile, a member number) as a number.
  const q = typeof search.q === 'number' ? String(search.q) : search.q;
  if (typeof q === 'string' && q.trim() && q.trim().length <= 64 && !/[\r\n\t]/.test(q)) {
    result.q = q.trim();
  }
  const page = Number(search.page);
  if (search.page !== undefined && Number.isSafeInteger(page) && page > 1) result.page = page;
  return result;
}
