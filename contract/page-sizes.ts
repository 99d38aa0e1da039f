/**
 * How many items a page of each list holds, as the app asks for them. The server reads them too:
 * a page's document carries the first page the app is about to ask for (`opening-calls.ts`).
 */
export const GOODS_PAGE_SIZE = 24;
export const CUSTOM_PAGE_SIZE = 24;
export const NEWS_PAGE_SIZE = 6;
export const ORDERS_PAGE_SIZE = 10;
