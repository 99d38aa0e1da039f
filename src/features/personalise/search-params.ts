/** The search parameters of /personalizedList: the page of pieces, 1 when left out. */
export interface PersonalisedListSearch {
  page?: number;
}

/** The search parameters of /personalizedList/detail; `goods_id` is 0 when missing or invalid. */
export interface PersonalisedDetailSearch {
  goods_id: number;
}

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 1000;

function wholeNumber(value: unknown, max: number): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= max
    ? number
    : 0;
}

export function validatePersonalisedListSearch(
  search: Record<string, unknown>,
): PersonalisedListSearch {
  const page = wholeNumber(search.page, MAX_PAGE);
  // Said even when undefined: the router keeps the address's own value of a key left out.
  return { page: page > 1 ? page : undefined };
}

export function validatePersonalisedDetailSearch(
  search: Record<string, unknown>,
): PersonalisedDetailSearch {
  return { goods_id: wholeNumber(search.goods_id, MAX_ID) };
}
