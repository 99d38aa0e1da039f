/** Ids of real records, for the pages that show one thing. */
export interface RouteIds {
  goodsId: number;
  customGoodsId: number;
  careId: number;
  topicId: number;
  newsId: number;
  groupId: number;
}

export interface SpecRoute {
  set: 'shared' | 'pc' | 'mobile';
  url: (ids: RouteIds) => string;
}

const plain = (set: SpecRoute['set'], paths: string[]): SpecRoute[] =>
  paths.map((path) => ({ set, url: () => path }));

const detail = (set: SpecRoute['set'], path: string): SpecRoute => ({
  set,
  url: (ids) => `${path}?id=${ids.goodsId}`,
});

const customDetail = (set: SpecRoute['set'], path: string): SpecRoute => ({
  set,
  url: (ids) => `${path}?goods_id=${ids.customGoodsId}`,
});

const withId = (
  set: SpecRoute['set'],
  path: string,
  pick: (ids: RouteIds) => number,
  name = 'id',
) => ({
  set,
  url: (ids: RouteIds) => `${path}?${name}=${pick(ids)}`,
});
const care = (ids: RouteIds) => ids.careId;
const topic = (ids: RouteIds) => ids.topicId;
const news = (ids: RouteIds) => ids.newsId;
const group = (ids: RouteIds) => ids.groupId;

/** Spec §2, path by path. */
export const SPEC_ROUTES: SpecRoute[] = [
  ...plain('shared', [
    '/',
    '/personal',
    '/personalizedList',
    '/productList',
    '/test',
    '/washing',
    '/otherPages/boutique',
    '/otherPages/docx',
    '/otherPages/returnPolicy',
    '/otherPages/webMap',
    '/productList/order',
    '/productList/resultsList',
    '/washing/washingList',
    '/washing/washingSuccess',
  ]),
  detail('shared', '/productList/detail'),
  withId('shared', '/advertising/details', news),
  withId('shared', '/advertising/homePage', topic),
  withId('shared', '/advertising/waterfallList', group, 'group_id'),
  { set: 'shared', url: () => '/otherPages/richText?code=returnPolicy' },
  withId('shared', '/washing/washingDetail', care),
  withId('shared', '/washing/washingStore', care),
  ...plain('mobile', [
    '/mobile/login',
    '/mobile/login/forgotPwd',
    '/mobile/login/register',
    '/mobile/login/wxbind',
    '/mobile/login/wxbind/wxAuth',
    '/mobile/personal',
    '/mobile/personalizedList',
    '/mobile/productList',
    '/mobile/productList/order',
    '/mobile/productList/resultsList',
    '/mobile/otherPages/boutique',
    '/mobile/otherPages/commonProblem',
    '/mobile/otherPages/washing',
    '/mobile/otherPages/webMap',
    '/mobile/otherPages/washing/washingList',
    '/mobile/otherPages/washing/washingSuccess',
    '/mobile/payResult/fail',
    '/mobile/payResult/success',
  ]),
  detail('mobile', '/mobile/productList/detail'),
  withId('mobile', '/mobile/advertising/advertisingDetails', news),
  withId('mobile', '/mobile/advertising/advertisingHome', topic),
  withId('mobile', '/mobile/advertising/advertisingWaterfall', group, 'group_id'),
  { set: 'mobile', url: () => '/mobile/otherPages/richText?code=commonProblem' },
  withId('mobile', '/mobile/otherPages/washing/washingDetail', care),
  withId('mobile', '/mobile/otherPages/washing/washingStore', care),
  customDetail('mobile', '/mobile/personalizedList/detail'),
  ...plain('pc', [
    '/pc/personalizedList',
    '/pc/productList',
    '/pc/productList/order',
    '/pc/productList/resultsList',
    '/pc/productList/order/pay-failed',
    '/pc/productList/order/pay-success',
    '/pc/productList/order/wx-pay',
    '/pc/personal/my',
    '/pc/otherPages/boutique',
    '/pc/otherPages/deliveryInsurance',
    '/pc/otherPages/docx',
    '/pc/otherPages/paymentMethod',
    '/pc/otherPages/privacyPolicy',
    '/pc/otherPages/returnPolicy',
    '/pc/otherPages/termsOfSale',
    '/pc/otherPages/washing',
    '/pc/otherPages/websiteMap',
    '/pc/otherPages/washing/washingList',
    '/pc/otherPages/washing/washingSuccess',
  ]),
  detail('pc', '/pc/productList/detail'),
  withId('pc', '/pc/advertising/advertisingDetails', news),
  withId('pc', '/pc/advertising/homePage', topic),
  withId('pc', '/pc/advertising/waterfallList', group, 'group_id'),
  { set: 'pc', url: () => '/pc/otherPages/richText?code=privacyPolicy' },
  withId('pc', '/pc/otherPages/washing/washingDetail', care),
  withId('pc', '/pc/otherPages/washing/washingStore', care),
  customDetail('pc', '/pc/personalizedList/detail'),
];
