/** The pieces search, as the address keeps it: the words typed and the page. */
export interface PiecesSearch {
  q?: string;
  page?: number;
}

/** What of the address's search is the words or the page; anything else, or malformed, is left out. */
export function validatePiecesSearch(search: Record<string, unknown>): PiecesSearch {
  const result: PiecesSearch = {};
  // The router reads digits-only text (a piece's number) as a number.
  const q = typeof search.q === 'number' ? String(search.q) : search.q;
  if (typeof q === 'string' && q.trim() && q.trim().length <= 64 && !/[\r\n\t]/.test(q)) {
    result.q = q.trim();
  }
  const page = Number(search.page);
  if (search.page !== undefined && Number.isSafeInteger(page) && page > 1) result.page = page;
  return result;
}
