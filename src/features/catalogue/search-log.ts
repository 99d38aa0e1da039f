import type { Lang } from '../../lib/lang';
import type { GoodsListFilters } from './search-params';

// What the shop's anonymous search log needs from this device, in memory only: never in the
// query cache, which is stored on the device.

/** The search the shopper submitted last, until its first page is asked for. */
let submitted: string | null = null;
/** The tokens of logged searches, by language and keyword, the latest last. */
const tokens = new Map<string, string>();
const TOKENS_KEPT = 20;

const keyOf = (keyword: string, lang: Lang) => `${lang}|${keyword.trim()}`;

/** The shopper submitted a search (the search box): its first page is a new search. */
export function noteSubmittedSearch(keyword: string, lang: Lang): void {
  submitted = keyword.trim() ? keyOf(keyword, lang) : null;
}

const isBareSearch = (filters: GoodsListFilters) =>
  filters.keyword.trim() !== '' &&
  filters.category_id === null &&
  filters.sort === 'default' &&
  [filters.series, filters.color, filters.size, filters.season, filters.promotion].every(
    (list) => list.length === 0,
  );

/**
 * Whether this page of a list is the first of the search the shopper just submitted, which the
 * shop then logs; it is so once. A results page opened from its address, paged or filtered is
 * not a new search.
 */
export function takeSubmittedSearch(filters: GoodsListFilters, page: number, lang: Lang): boolean {
  if (page !== 1 || !isBareSearch(filters) || submitted !== keyOf(filters.keyword, lang)) {
    return false;
  }
  submitted = null;
  return true;
}

/** The reply without its search token, which is kept here for when a result is opened. */
export function withoutSearchToken<T extends { search_token?: string }>(
  reply: T,
  keyword: string,
  lang: Lang,
): Omit<T, 'search_token'> {
  const { search_token: token, ...rest } = reply;
  if (token) {
    const key = keyOf(keyword, lang);
    tokens.delete(key);
    tokens.set(key, token);
    for (const oldest of tokens.keys()) {
      if (tokens.size <= TOKENS_KEPT) break;
      tokens.delete(oldest);
    }
  }
  return rest;
}

/** The token of a logged search, handed out once. */
export function takeSearchToken(keyword: string, lang: Lang): string | undefined {
  const key = keyOf(keyword, lang);
  const token = tokens.get(key);
  tokens.delete(key);
  return token;
}
