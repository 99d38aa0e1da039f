// The app's addresses, which the browser app and the server decide by together: the app's loaders
// show the not-found page for a parameter outside its closed set, and the server answers such an
// address, or one that names no route at all, with HTTP 404. Plain values, no imports, so the
// app's first download carries only the lists it uses.

/** A route's optional first segment `{-$set}`: a page set of spec §2 (absent: shared). */
export const PAGE_SETS = ['pc', 'mobile'] as const;
export type PageSet = (typeof PAGE_SETS)[number];

/** The documents' pages under /otherPages, each a route of its own (the console previews them). */
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
  '/washing/': {},
  '/washing/washingDetail': {},
  '/washing/washingList': {},
  '/washing/washingStore': {},
  '/washing/washingSuccess': {},
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
  '/{-$set}/advertising/advertisingDetails': { set: PAGE_SETS },
  '/{-$set}/advertising/advertisingHome': { set: PAGE_SETS },
  '/{-$set}/advertising/advertisingWaterfall': { set: PAGE_SETS },
  '/{-$set}/advertising/details': { set: PAGE_SETS },
  '/{-$set}/advertising/homePage': { set: PAGE_SETS },
  '/{-$set}/advertising/waterfallList': { set: PAGE_SETS },
  '/{-$set}/otherPages/commonProblem': { set: PAGE_SETS },
  '/{-$set}/otherPages/deliveryInsurance': { set: PAGE_SETS },
  '/{-$set}/otherPages/docx': { set: PAGE_SETS },
  '/{-$set}/otherPages/paymentMethod': { set: PAGE_SETS },
  '/{-$set}/otherPages/privacyPolicy': { set: PAGE_SETS },
  '/{-$set}/otherPages/returnPolicy': { set: PAGE_SETS },
  '/{-$set}/otherPages/richText': { set: PAGE_SETS },
  '/{-$set}/otherPages/termsOfSale': { set: PAGE_SETS },
  '/{-$set}/otherPages/webMap': { set: PAGE_SETS },
  '/{-$set}/otherPages/websiteMap': { set: PAGE_SETS },
  '/{-$set}/otherPages/washing/': { set: PAGE_SETS },
  '/{-$set}/otherPages/washing/washingDetail': { set: PAGE_SETS },
  '/{-$set}/otherPages/washing/washingList': { set: PAGE_SETS },
  '/{-$set}/otherPages/washing/washingStore': { set: PAGE_SETS },
  '/{-$set}/otherPages/washing/washingSuccess': { set: PAGE_SETS },
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
