/**
 * The request header the app sends, as "1", with a keyword search the shopper has just
 * submitted: its first page is logged (anonymously) and its reply carries a search_token. Pages,
 * filters and a results page opened from its address do not send it.
 */
export const NEW_SEARCH_HEADER = 'x-new-search';
