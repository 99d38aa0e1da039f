import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { TestMember } from './support';

// What the checkout suite (checkout.spec.ts) does through the API and the sandbox cashier.

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 769;

export const CN = {
  buyNow: '立即购买',
  size: '尺码',
  coupon: /注册礼券/,
  points: /使用积分/,
  consent: /我同意为处理本订单/,
  consentRequired: '提交订单前请同意个人信息跨境传输',
  submit: '提交订单',
  qr: '微信支付二维码',
  cashierLink: '打开沙箱收银台',
  paid: '感谢您的订购',
  failed: '支付失败，请重试',
  payAgain: '重新支付',
  viewOrder: '查看订单',
} as const;
export const CASHIER = { pay: '支付', fail: '失败', back: '返回商城' } as const;
export const CASHIER_SAYS = { pay: '已支付', fail: '支付失败' } as const;

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

export async function call<T>(
  request: APIRequestContext,
  member: TestMember,
  r: string,
  fields: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const options = {
    params: { _mall_id: '2', r, ...(method === 'GET' ? fields : {}) },
    headers: { 'X-Access-Token': member.token, language: 'cn' },
  };
  const response =
    method === 'GET'
      ? await request.get('/api', options)
      : await request.post('/api', { ...options, multipart: fields });
  const reply = (await response.json()) as Reply<T>;
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/**
 * Submits the order from the top of the page without the cross-border consent: the box and its
 * message come into sight, clear of the header and (on a phone) of the sticky total bar, and the
 * box takes the focus, described by the message.
 */
export async function expectConsentAsked(
  page: Page,
  words: { consent: RegExp; consentRequired: string; submit: string },
): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const submit = page.getByRole('button', { name: words.submit });
  await submit.click();
  const box = page.getByRole('checkbox', { name: words.consent });
  const message = page.getByText(words.consentRequired);
  await expect(message).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(words.consentRequired);
  const inSight = async () => {
    const [header, bar, ...parts] = await Promise.all([
      page.getByRole('banner').boundingBox(),
      // The button's bar: stuck to the bottom of a phone's screen, the summary beside the order on
      // a desktop (where the box is in it).
      submit.locator('xpath=..').boundingBox(),
      box.boundingBox(),
      message.boundingBox(),
    ]);
    const screen = page.viewportSize();
    if (!header || !bar || !screen || parts.some((part) => !part)) return false;
    const clearBottom = isDesktop(page) ? screen.height : bar.y;
    return parts.every(
      (part) => part && part.y >= header.y + header.height && part.y + part.height <= clearBottom,
    );
  };
  await expect.poll(inSight).toBe(true);
}

/** Saves the member's default address through the API, as the member area does. */
export async function giveAddress(request: APIRequestContext, member: TestMember): Promise<void> {
  const first = async (parent?: string) => {
    const list = await call<{ list: { code: string }[] }>(
      request,
      member,
      'api/default/district',
      parent ? { parent_code: parent } : {},
      'GET',
    );
    return list.list[0]?.code ?? '';
  };
  const province = await first();
  const city = await first(province);
  const area = await first(city);
  await call(request, member, 'api/user/address-save', {
    name: '王芳',
    mobile: '13912345678',
    province_code: province,
    city_code: city,
    area_code: area,
    address: '南京西路 1266 号',
    is_default: '1',
  });
}

export interface Piece {
  goodsId: number;
  skuId: number;
  size: string;
}

/**
 * Goods without a promotion whose first colour has a size with plenty in stock: one per project
 * and test, so that the suites running side by side never buy the last piece of one another.
 */
export async function plentifulPiece(page: Page, nth: number): Promise<Piece> {
  const offset = (isDesktop(page) ? 0 : 6) + nth;
  const list = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/default/goods-list', page_size: '40' },
  });
  const goods = ((await list.json()) as Reply<{ list: { id: number }[] }>).data.list;
  const found: Piece[] = [];
  for (const { id } of goods) {
    const reply = await page.request.get('/api', {
      params: { _mall_id: '2', r: 'api/goods/detail', id: String(id) },
    });
    const detail = ((await reply.json()) as Reply<GoodsDetailData>).data;
    const colorId = detail.color_list[0]?.color_id;
    const sku = detail.sku_list.find((item) => item.color_id === colorId && item.stock >= 6);
    if (!detail.promotion && detail.sizes.length > 1 && sku) {
      found.push({ goodsId: id, skuId: sku.id, size: sku.size });
      if (found.length > offset) return found[offset] as Piece;
    }
  }
  throw new Error('no goods in stock to buy');
}

export interface GoodsDetailData {
  promotion: unknown;
  sizes: string[];
  color_list: { color_id: number }[];
  sku_list: { id: number; color_id: number; size: string; stock: number }[];
}

/** Opens the piece's detail, chooses its size and presses "Buy now": the order page opens. */
export async function buyNow(
  page: Page,
  piece: Piece,
  words: { buyNow: string; size: string } = { buyNow: CN.buyNow, size: CN.size },
) {
  await page.goto(`/productList/detail?id=${piece.goodsId}`);
  await page
    .getByRole('group', { name: words.size })
    .getByRole('button', { name: piece.size, exact: true })
    .click();
  await page.getByRole('button', { name: words.buyNow }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
}

/**
 * Pays (or fails) the payment on screen in the sandbox cashier: on a desktop through the link
 * beside the QR code (a new tab, while the QR page keeps asking), on a phone on the cashier page
 * the shop sent the shopper to, then back to the shop. Answers the address the cashier offers
 * back to the shop, as a provider sends the shopper there.
 */
export async function settleInCashier(page: Page, outcome: 'pay' | 'fail'): Promise<string> {
  let wayBack: string;
  if (isDesktop(page)) {
    await expect(page).toHaveURL(/\/pc\/productList\/order\/wx-pay\?order_id=\d+&payment_no=/);
    await expect(page.getByRole('img', { name: CN.qr })).toBeVisible();
    const [cashier] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: CN.cashierLink }).click(),
    ]);
    await cashier.getByRole('button', { name: CASHIER[outcome], exact: true }).click();
    // Closed once it has settled: a tab closed in the middle of its navigation may hang.
    await expect(cashier.getByText(CASHIER_SAYS[outcome]).first()).toBeVisible();
    wayBack = (await cashier.getByRole('link', { name: CASHIER.back }).getAttribute('href')) ?? '';
    await cashier.close();
  } else {
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: CASHIER[outcome], exact: true }).click();
    const back = page.getByRole('link', { name: CASHIER.back });
    wayBack = (await back.getAttribute('href')) ?? '';
    await back.click();
  }
  const result =
    outcome === 'pay' ? /(pay-success|payResult\/success)\?/ : /(pay-failed|payResult\/fail)\?/;
  await expect(page).toHaveURL(result);
  return wayBack;
}

/** A browser of the page's size that has never been to the shop: no session, no tab storage. */
export async function freshBrowser(browser: Browser, page: Page, testInfo: TestInfo) {
  const { isMobile = false, hasTouch = false, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile,
    hasTouch,
    ...(userAgent ? { userAgent } : {}),
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

/**
 * Signs in with the member's password in the sign-in a page opened for them: the dialog on a
 * wide screen, /mobile/login on a phone.
 */
export async function signInWithPassword(
  page: Page,
  member: TestMember,
  words: { signIn: string; passwordWay: string; account: string; password: string },
): Promise<void> {
  const panels = isDesktop(page)
    ? page.getByRole('dialog', { name: words.signIn })
    : page.getByRole('main');
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/mobile\/login$/);
  await panels.getByRole('tab', { name: words.passwordWay }).click();
  const field = (label: string) => panels.getByRole('tabpanel').getByLabel(label, { exact: true });
  await field(words.account).fill(member.mobile);
  await field(words.password).fill(member.password);
  await panels.getByRole('button', { name: words.signIn, exact: true }).click();
  if (isDesktop(page)) await expect(panels).toBeHidden();
}

/** Places and pays an order through the API: the member earns points (1 a yuan) with it. */
export async function earnPoints(page: Page, member: TestMember, piece: Piece): Promise<void> {
  const { list } = await call<{ list: { id: number }[] }>(
    page.request,
    member,
    'api/user/address',
    {},
    'GET',
  );
  const placed = await call<{ order_id: number }>(page.request, member, 'api/order/submit', {
    sku_list: JSON.stringify([{ sku_id: piece.skuId, quantity: 1 }]),
    address_id: String(list[0]?.id),
    pay_method: 'wechat',
    cross_border: '1',
    idempotency_key: `points${Date.now()}`,
  });
  const start = await call<{ payment_no: string }>(page.request, member, 'api/payment/pay-data', {
    order_id: String(placed.order_id),
    pay_method: 'wechat',
    scene: 'qr',
  });
  await page.request.post(`/sandbox/pay/${start.payment_no}/approve`, { maxRedirects: 0 });
  await expect
    .poll(async () => {
      const state = await call<{ paid: boolean }>(page.request, member, 'api/order/is-pay', {
        order_id: String(placed.order_id),
      });
      return state.paid;
    })
    .toBe(true);
}

/**
 * Places an order through the API and starts paying it with WeChat Pay, which the sandbox
 * cashier then fails: the order and the refused attempt.
 */
export async function failedAttempt(page: Page, member: TestMember, piece: Piece) {
  const { list } = await call<{ list: { id: number }[] }>(
    page.request,
    member,
    'api/user/address',
    {},
    'GET',
  );
  const placed = await call<{ order_id: number; order_no: string }>(
    page.request,
    member,
    'api/order/submit',
    {
      sku_list: JSON.stringify([{ sku_id: piece.skuId, quantity: 1 }]),
      address_id: String(list[0]?.id),
      pay_method: 'wechat',
      cross_border: '1',
      idempotency_key: `failed${Date.now()}`,
    },
  );
  const start = await call<{ payment_no: string }>(page.request, member, 'api/payment/pay-data', {
    order_id: String(placed.order_id),
    pay_method: 'wechat',
    scene: 'qr',
  });
  await page.request.post(`/sandbox/pay/${start.payment_no}/fail`, { maxRedirects: 0 });
  return { ...placed, paymentNo: start.payment_no };
}

/** No serious or critical accessibility problem on the page as it is now. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect.soft(serious, `axe on ${name}`).toEqual([]);
}

/** The amount beside a label of the order summary. */
export function amountRow(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}
