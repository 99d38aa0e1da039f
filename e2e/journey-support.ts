import { expect, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { isDesktop, settleInCashier, type Piece } from './checkout-support';

// What the journey suite (journey.spec.ts) needs besides the other suites' helpers: the words of
// every screen it passes through in both languages, the pieces it browses to, and the sandbox
// cashier in English.

/** The desktop project shops in Chinese, the phone project in English. */
export type Lang = 'cn' | 'en';

export const langOf = (page: Page): Lang => (isDesktop(page) ? 'cn' : 'en');

/** Makes the browser speak the project's language (Chinese is the shop's default). */
export async function speakProjectLanguage(page: Page): Promise<Lang> {
  const lang = langOf(page);
  if (lang === 'en') {
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  }
  return lang;
}

/** Each word of the screens the journeys read: [Chinese, English]. */
const PAIRS = {
  menu: ['菜单', 'Menu'],
  main: ['主导航', 'Main'],
  women: ['女士', 'Women'],
  viewAll: ['查看全部', 'View all'],
  size: ['尺码', 'Size'],
  addToBag: ['加入购物袋', 'Add to bag'],
  buyNow: ['立即购买', 'Buy now'],
  added: ['已加入购物袋', 'Added to your bag'],
  viewBag: ['查看购物袋', 'View bag'],
  bagLines: ['购物袋中的商品', 'Pieces in your bag'],
  quantityOf: [(name: string) => `${name} 的数量`, (name: string) => `Quantity of ${name}`],
  oneMore: ['增加一件', 'One more'],
  checkout: ['去结算', 'Checkout'],
  bagWith: [(count: number) => `购物袋（${count}）`, (count: number) => `Shopping bag (${count})`],
  totalToPay: ['应付金额', 'Amount to pay'],
  deliveryAddress: ['收货地址', 'Delivery address'],
  change: ['更换', 'Change'],
  chooseAddress: ['选择收货地址', 'Choose a delivery address'],
  addAddress: ['新增地址', 'Add a new address'],
  name: ['姓名', 'Name'],
  mobile: ['手机号码', 'Mobile number'],
  district: [
    ['省份', '城市', '区县'],
    ['Province', 'City', 'Area'],
  ],
  detailedAddress: ['详细地址', 'Detailed address'],
  saveAddress: ['保存地址', 'Save address'],
  newAddressName: ['陈静', 'Jing Chen'],
  newAddressLine: ['淮海中路 999 号', '999 Middle Huaihai Road'],
  coupon: [/注册礼券/, /Welcome gift certificate/],
  couponRow: ['优惠券', 'Coupon'],
  usePoints: ['使用积分', 'Use my points'],
  pointsRow: [/^积分抵扣（[\d,]+ 积分）$/, /^Points redeemed \([\d,]+\)$/],
  consent: [/我同意为处理本订单/, /I agree that my personal information/],
  submit: ['提交订单', 'Submit order'],
  paid: ['感谢您的订购', 'Thank you for your order'],
  failed: ['支付失败，请重试', 'Payment failed, please try again'],
  payAgain: ['重新支付', 'Pay again'],
  viewOrder: ['查看订单', 'View the order'],
  orderNumber: ['订单号', 'Order number'],
  orderStatus: ['订单状态', 'Order status'],
  toShip: ['待发货', 'To be shipped'],
  toReceive: ['待收货', 'Pending receipt'],
  completed: ['已完成', 'Completed'],
  track: ['查看物流', 'Track package'],
  sfExpress: ['顺丰速运', 'SF Express'],
  packageEvents: ['物流动态', 'Package events'],
  close: ['关闭', 'Close'],
  confirmReceipt: ['确认收货', 'Confirm receipt'],
  receivedQuestion: ['确认已收到该订单？', 'Have you received this order?'],
  received: ['已确认收货，感谢您的惠顾。', 'Receipt confirmed. Thank you.'],
  afterSales: ['申请售后', 'Apply for after-sales'],
  returnAndRefund: ['退货退款', 'Return and refund'],
  reason: ['原因', 'Reason'],
  sizeDoesNotFit: ['尺码不合适', 'The size does not fit'],
  sendRequest: ['提交申请', 'Send the request'],
  refundHeading: ['售后申请', 'After-sales request'],
  refundNo: [/^售后单号 (\S+)$/, /^Request no\. (\S+)$/],
  requestStatus: ['申请状态', 'Request status'],
  requested: ['已提交申请', 'Requested'],
  agreed: ['商家已同意', 'Seller agreed'],
  returnAddress: ['退货地址', 'Return address'],
  returnsCentre: ['MAISON 退货中心', 'MAISON Returns Centre'],
  returnLogistics: ['退货物流', 'Return logistics'],
  expressCompany: ['快递公司', 'Carrier'],
  trackingNumber: ['快递单号', 'Tracking number'],
  sendLogistics: ['提交退货物流', 'Send the logistics'],
  logisticsSent: ['退货物流已提交。', "The return's logistics have been sent."],
  returning: ['退货已寄出', 'Return logistics uploaded'],
  sellerRefunded: ['商家已退款', 'Seller refunded'],
  refundedNote: [/已于 .+ 退款/, /was refunded on/],
  orderDetails: ['订单详情', 'Order details'],
  refunded: ['已退款', 'Refunded'],
  myOrders: ['我的订单', 'My orders'],
  toPay: ['待付款', 'To be paid'],
  orderCard: [/^订单 /, /^Order /],
  orderStates: ['订单状态', 'Order states'],
  cancelOrder: ['取消订单', 'Cancel order'],
  cancelQuestion: ['确定取消该订单？', 'Cancel this order?'],
  cancelTheOrder: ['取消订单', 'Cancel the order'],
  orderCancelled: ['订单已取消。', 'The order has been cancelled.'],
  cancelledTab: ['已取消 1', 'Cancelled 1'],
  cancelledStatus: ['已取消', 'Cancelled'],
  requestInvoice: ['申请开票', 'Request an invoice'],
  generalInvoice: ['增值税普通电子发票', 'General e-invoice'],
  personal: ['个人', 'Personal'],
  invoiceTitle: ['发票抬头', 'Invoice title'],
  email: ['电子邮箱', 'Email'],
  sendInvoice: ['提交开票申请', 'Request the invoice'],
  invoiceSent: [
    '发票申请已提交，开具后将发送至您的邮箱',
    'Your invoice request has been received: the invoice will be emailed to you',
  ],
  invoice: ['发票', 'Invoice'],
  invoiceRequested: ['已申请，开具后将发送至您的邮箱', 'Requested: it will be emailed once issued'],
} as const satisfies Record<string, readonly [unknown, unknown]>;

type Pairs = typeof PAIRS;
export type Words = { [K in keyof Pairs]: Pairs[K][0] | Pairs[K][1] };

function wordsIn(index: 0 | 1): Words {
  const entries = Object.entries(PAIRS).map(([key, pair]) => [key, pair[index]]);
  return Object.fromEntries(entries) as Words;
}

export const WORDS: Record<Lang, Words> = { cn: wordsIn(0), en: wordsIn(1) };

/** The women's department, the list the journeys browse. */
export const WOMEN_CATEGORY_ID = 1;

export interface BrowsedPiece extends Piece {
  /** Its name in the shopper's language, as its card and the bag show it. */
  name: string;
}

interface Reply<T> {
  code: number;
  data: T;
}

interface Detail {
  name: string;
  promotion: unknown;
  sizes: string[];
  color_list: { color_id: number }[];
  sku_list: { id: number; color_id: number; size: string; stock: number }[];
}

/**
 * A piece of the women's first page without a promotion (the coupon and points apply), in
 * several sizes, its first colour's best-stocked size with plenty left. Counted from the end of
 * the page, so as to stay clear of the other suites (which take the first goods of the shop),
 * and one per project and `nth`, so that tests running side by side never buy the last piece of
 * one another.
 */
export async function pieceToBrowse(page: Page, nth: number): Promise<BrowsedPiece> {
  const headers = { language: langOf(page) };
  const get = async <T>(r: string, params: Record<string, string>) => {
    const response = await page.request.get('/api', {
      params: { _mall_id: '2', r, ...params },
      headers,
    });
    const reply = (await response.json()) as Reply<T>;
    expect(reply.code).toBe(0);
    return reply.data;
  };
  const wanted = (isDesktop(page) ? 0 : 1) + 2 * nth;
  const { list } = await get<{ list: { id: number }[] }>('api/default/goods-list', {
    category_id: String(WOMEN_CATEGORY_ID),
    page_size: '24',
  });
  let found = 0;
  for (const { id } of [...list].reverse()) {
    const detail = await get<Detail>('api/goods/detail', { id: String(id) });
    const colorId = detail.color_list[0]?.color_id;
    const [sku] = detail.sku_list
      .filter((item) => item.color_id === colorId)
      .sort((a, b) => b.stock - a.stock);
    if (detail.promotion || detail.sizes.length < 2 || !sku || sku.stock < 6) continue;
    if (found++ === wanted) {
      return { goodsId: id, skuId: sku.id, size: sku.size, name: detail.name };
    }
  }
  throw new Error('no piece of the women’s department to buy');
}

/** The English sandbox cashier's words (its page follows the lang cookie). */
const CASHIER_EN = { pay: 'Pay', fail: 'Fail', back: 'return to the shop' } as const;

/**
 * Pays (or fails) the payment on screen: through settleInCashier on the Chinese desktop (the QR
 * page's cashier link), on the English cashier page a phone is sent to otherwise. `method` is what
 * the phone's cashier should say the payment is made with.
 */
export async function payInCashier(
  page: Page,
  outcome: 'pay' | 'fail',
  method = 'WeChat Pay',
): Promise<void> {
  if (isDesktop(page)) {
    await settleInCashier(page, outcome);
    return;
  }
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.locator('dd').filter({ hasText: method })).toBeVisible();
  await page.getByRole('button', { name: CASHIER_EN[outcome], exact: true }).click();
  await page.getByRole('link', { name: CASHIER_EN.back }).click();
  await expect(page).toHaveURL(outcome === 'pay' ? /payResult\/success\?/ : /payResult\/fail\?/);
}
