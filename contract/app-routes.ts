// The app's addresses, which the browser app and the server decide by together: the app's loaders
// show the not-found page for a parameter outside its closed set, and the server answers such an
// address, or one that names no route at all, with HTTP 404. Plain values, no imports, so the
// app's first download carries only the lists it uses.

/** A route's optional first segment `{-$set}`: a page set of spec §2 (absent: shared). */
export const PAGE_SETS = ['pc', 'mobile'] as const;
export type PageSet = (typeof PAGE_SETS)[number];

/** The washing routes' `{-$step}` (absent: the washing home). */
export const WASHING_STEPS = [
  'washingList',
  'washingDetail',
  'washingStore',
  'washingSuccess',
] as const;

/** The campaigns' `/advertising/$page`: each page set has its own names, all valid in each. */
export const TOPIC_PAGE_NAMES = [
  'homePage',
  'advertisingHome',
  'waterfallList',
  'advertisingWaterfall',
  'details',
  'advertisingDetails',
] as const;
export type TopicPageName = (typeof TOPIC_PAGE_NAMES)[number];

/** The documents' `/otherPages/$page` (the boutiques have a route of their own). */
export const DOCUMENT_PAGE_NAMES = [
  'docx',
  'returnPolicy',
  'privacyPolicy',
  'termsOfSale',
  'paymentMethod',
  'deliveryInsurance',
  'commonProblem',
  'richText',
  'webMap',
  'websiteMap',
] as const;
export type DocumentPageName = (typeof DOCUMENT_PAGE_NAMES)[number];

/** Whether a route parameter's value is one of its closed set. */
export function isOneOf<T extends string>(
  values: readonly T[],
  value: string | undefined,
): value is T {
  return (values as readonly (string | undefined)[]).includes(value);
}

/**
 * Every route of the app by its full path, as the file routes write it (`src/routeTree.gen.ts`
 * lists the same), with the values each of its parameters may take. A test fails when a route
 * file is added, moved or removed without this list.
 */
export const APP_ROUTES = {
  '/': {},
  '/index.html': {},
  '/test': {},
  '/washing/{-$step}': { step: WASHING_STEPS },
  '/{-$set}/cart': { set: PAGE_SETS },
  '/{-$set}/otherPages/boutique': { set: PAGE_SETS },
  '/{-$set}/personal': { set: ['mobile'] },
  '/{-$set}/personal/': { set: ['mobile'] },
  '/{-$set}/personal/orders/': { set: ['mobile'] },
  '/{-$set}/personal/orders/$id': { set: ['mobile'] },
  '/{-$set}/personal/refund/$id': { set: ['mobile'] },
  '/{-$set}/personal/appointments': { set: ['mobile'] },
  '/{-$set}/personal/profile': { set: ['mobile'] },
  '/{-$set}/personal/addresses': { set: ['mobile'] },
  '/{-$set}/personal/membership': { set: ['mobile'] },
  '/{-$set}/personal/points': { set: ['mobile'] },
  '/{-$set}/personal/balance': { set: ['mobile'] },
  '/{-$set}/personal/coupons': { set: ['mobile'] },
  '/{-$set}/personal/wish-list': { set: ['mobile'] },
  '/{-$set}/personal/footprints': { set: ['mobile'] },
  '/{-$set}/personal/password': { set: ['mobile'] },
  '/{-$set}/productList/': { set: PAGE_SETS },
  '/{-$set}/productList/detail': { set: PAGE_SETS },
  '/{-$set}/productList/order': { set: PAGE_SETS },
  '/{-$set}/productList/resultsList': { set: PAGE_SETS },
  '/{-$set}/advertising/$page': { set: PAGE_SETS, page: TOPIC_PAGE_NAMES },
  '/{-$set}/otherPages/$page': { set: PAGE_SETS, page: DOCUMENT_PAGE_NAMES },
  '/{-$set}/otherPages/washing/{-$step}': { set: PAGE_SETS, step: WASHING_STEPS },
  '/{-$set}/personalizedList/': { set: PAGE_SETS },
  '/{-$set}/personalizedList/detail': { set: PAGE_SETS },
  '/mobile/login/': {},
  '/mobile/login/forgotPwd': {},
  '/mobile/login/register': {},
  '/mobile/login/wxbind/': {},
  '/mobile/login/wxbind/wxAuth': {},
  '/mobile/payResult/fail': {},
  '/mobile/payResult/success': {},
  '/pc/personal/my': {},
  '/pc/personal/my/': {},
  '/pc/personal/my/orders/': {},
  '/pc/personal/my/orders/$id': {},
  '/pc/personal/my/refund/$id': {},
  '/pc/personal/my/appointments': {},
  '/pc/personal/my/profile': {},
  '/pc/personal/my/addresses': {},
  '/pc/personal/my/membership': {},
  '/pc/personal/my/points': {},
  '/pc/personal/my/balance': {},
  '/pc/personal/my/coupons': {},
  '/pc/personal/my/wish-list': {},
  '/pc/personal/my/footprints': {},
  '/pc/personal/my/password': {},
  '/pc/productList/order/pay-failed': {},
  '/pc/productList/order/pay-success': {},
  '/pc/productList/order/wx-pay': {},
} as const satisfies Record<string, Readonly<Record<string, readonly string[]>>>;
export type AppRoutePath = keyof typeof APP_ROUTES;
