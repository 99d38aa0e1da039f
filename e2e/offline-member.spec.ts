import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, bagLink, BAG, isDesktop, lineOf } from './cart-support';
import {
  everythingStored,
  holding,
  lastSeenText,
  waitForServiceWorker,
  type Stored,
} from './offline-support';
import { addAddress, callAs, goodsInStock, placeOrder, type Placed } from './orders-support';
import { MEMBER, registerMember, signInAs, type TestMember } from './support';

// A signed-in member who goes offline sees their bag, orders and account as they last saw them,
// marked as such and read-only, instead of load errors, and the header keeps their bag's count;
// back online the pages are live again. Signing out, online or not, leaves nothing of theirs on
// the device. These pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

const LAST_SEEN = {
  cn: {
    offline: '离线中',
    bag: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的购物袋，恢复网络后即可修改。$/,
    orders: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的订单，恢复网络后即可办理。$/,
    order: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的订单详情，恢复网络后即可办理。$/,
    center: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的账户概览，恢复网络后即会更新。$/,
    count: (num: number) => `购物袋（最后查看时为 ${num} 件）`,
  },
  en: {
    bag: /^This is your bag as you last saw it on [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}\. It can be changed once you are back online\.$/,
    center:
      /^This is your account as you last saw it on [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}\. It is brought up to date once you are back online\.$/,
    count: (num: number) => `Shopping bag (${num} when you last saw it)`,
  },
} as const;
const ORDERS = { pay: '立即支付', cancel: '取消订单' } as const;
const BAG_LOAD_FAILED = '购物袋加载失败，请检查网络连接后重试。';

/** The mark over a page shown from its last-seen copy. */
const notice = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: LAST_SEEN.cn.offline });

/** A member with one piece in the bag and one unpaid order, signed in on the page. */
async function memberWithBagAndOrder(page: Page) {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const inBag = await goodsInStock(page.request, member);
  const ordered = await goodsInStock(page.request, member, 1);
  await api(page.request, 'api/cart/add', { sku_id: String(inBag.skuId), quantity: '1' }, member);
  const order = await placeOrder(page.request, member, addressId, ordered.skuId);
  await signInAs(page, member, SHOP_URL);
  return { member, bagName: inBag.goods.name, bagSku: inBag.skuId, order };
}

/** Opens the bag, the orders and the order online, as a member does before leaving the network. */
async function seeBagAndOrders(page: Page, bagName: string, order: Placed) {
  // Each copy is written once its reply is in: the next page waits for it.
  const kept = async () => (await lastSeenText(page)).join('\n');
  await page.goto('/cart');
  await expect(lineOf(page, bagName)).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(kept).toContain(bagName);
  await page.goto('/personal?tab=orders');
  await expect(page.getByRole('listitem', { name: `订单 ${order.order_no}` })).toBeVisible();
  await expect.poll(kept).toContain(order.order_no);
  await page.goto(`/personal?tab=order&id=${order.order_id}`);
  await expect(page.getByText(`订单号 ${order.order_no}`)).toBeVisible();
  await expect(page.getByRole('button', { name: ORDERS.cancel })).toBeVisible();
  await expect.poll(kept).toContain('"receiver"');
  // Online there is no mark.
  await expect(notice(page)).toHaveCount(0);
}

test('offline, the bag and the orders show as last seen, read-only, and come back to life online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { bagName, order } = await memberWithBagAndOrder(page);
  await seeBagAndOrders(page, bagName, order);

  await context.setOffline(true);
  await page.goto('/cart');
  await expect(notice(page)).toContainText(LAST_SEEN.cn.offline);
  await expect(notice(page).locator('span').last()).toHaveText(LAST_SEEN.cn.bag);
  const line = lineOf(page, bagName);
  await expect(line).toBeVisible();
  // Nothing that would change the bag can be used: quantities, ticks, removal, checkout.
  await expect(line.getByRole('button', { name: BAG.more })).toBeDisabled();
  await expect(line.getByRole('button', { name: BAG.remove })).toBeDisabled();
  for (const box of await page.getByRole('main').getByRole('checkbox').all()) {
    await expect(box).toBeDisabled();
  }
  const checkout = page.getByRole('button', { name: BAG.checkout });
  await expect(checkout.first()).toBeDisabled();
  await expect(page.getByText(BAG_LOAD_FAILED)).toHaveCount(0);

  await page.goto('/personal?tab=orders');
  await expect(notice(page).locator('span').last()).toHaveText(LAST_SEEN.cn.orders);
  const card = page.getByRole('listitem', { name: `订单 ${order.order_no}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: ORDERS.pay })).toHaveCount(0);
  await expect(card.getByRole('button', { name: ORDERS.cancel })).toHaveCount(0);

  await page.goto(`/personal?tab=order&id=${order.order_id}`);
  await expect(notice(page).locator('span').last()).toHaveText(LAST_SEEN.cn.order);
  await expect(page.getByText(`订单号 ${order.order_no}`)).toBeVisible();
  await expect(page.getByRole('link', { name: ORDERS.pay })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ORDERS.cancel })).toHaveCount(0);

  // Back online, the order reads again by itself and its actions return.
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: ORDERS.cancel })).toBeVisible();
  await expect(page.getByRole('link', { name: ORDERS.pay })).toBeVisible();

  // And the bag, left offline, becomes the live bag when the network returns.
  await context.setOffline(true);
  await page.goto('/cart');
  await expect(lineOf(page, bagName).getByRole('button', { name: BAG.more })).toBeDisabled();
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  await expect(lineOf(page, bagName).getByRole('button', { name: BAG.more })).toBeEnabled();
  await expect(page.getByRole('button', { name: BAG.checkout }).first()).toBeEnabled();
});

test("a member never sees another member's bag from this device", async ({ page, context }) => {
  test.setTimeout(120_000);
  const first = await memberWithBagAndOrder(page);
  await page.goto('/cart');
  await expect(lineOf(page, first.bagName)).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(async () => (await lastSeenText(page)).join('\n')).toContain(first.bagName);

  // Another member's session on the device, then no network.
  const other: TestMember = await registerMember(page.request, { lastName: '王', firstName: '芳' });
  await signInAs(page, other, SHOP_URL);
  await context.setOffline(true);
  await page.goto('/cart');
  await expect(page.getByText(BAG_LOAD_FAILED)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: first.bagName })).toHaveCount(0);
});

/** The header's way to sign in, which a signed-out shopper sees. */
const signInButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: MEMBER.signIn, exact: true });

/** Whether the server still takes the member's session (0) or has ended it (-1). */
const sessionCode = async (request: APIRequestContext, member: TestMember) =>
  (await callAs(request, member, 'api/user/user-center', {}, 'GET')).code;

/** A catalogue page, seen once online, on which the header is checked offline. */
const LIST_PAGE = '/productList?category_id=1';

/**
 * The member's visit, online, and what it leaves on the device: the bag (and the way to the
 * order page, which keeps the pieces about to be ordered), the orders, an order, the account
 * and a catalogue page; then the proof that the bag's line and count, the order and this
 * member's account overview (their name, their unpaid order) are kept, not an empty member.
 */
async function seeEverythingKept(page: Page, bagName: string, order: Placed) {
  await seeBagAndOrders(page, bagName, order);
  await page.goto('/cart');
  await page.getByRole('button', { name: BAG.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/李女士$/);
  await page.goto(LIST_PAGE);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

  const kept = async () => (await lastSeenText(page)).join('\n');
  for (const piece of [
    bagName,
    order.order_no,
    '"display_name":"李女士"',
    '"to_pay":1',
    '"num":1',
  ]) {
    await expect.poll(kept).toContain(piece);
  }
  const keys = (await everythingStored(page)).map(({ where, key }) => `${where} ${key}`);
  expect(keys).toContain('localStorage createOrderSkuList');
  expect(keys).toContain('cookie userInfo');
}

/** What a member's visit leaves that is theirs, whatever it holds. */
const MEMBER_KEYS = ['localStorage createOrderSkuList', 'cookie userInfo'];

/** Nothing of the member on the device: none of `secrets`, no copy, none of their keys. */
async function expectNothingLeft(page: Page, secrets: string[], stored: Stored[]) {
  expect(holding(stored, secrets)).toEqual([]);
  expect(await lastSeenText(page)).toEqual([]);
  const keys = stored.map(({ where, key }) => `${where} ${key}`);
  for (const key of MEMBER_KEYS) expect(keys).not.toContain(key);
  for (const { text } of stored) expect(text).not.toContain('"queryKey":["me"');
}

test('signing out leaves nothing of the member on the device, and the server ends the session at once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { member, bagName, order } = await memberWithBagAndOrder(page);
  await seeEverythingKept(page, bagName, order);
  const secrets = [member.mobile, member.token, order.order_no, '李女士'];

  await page.goto('/personal');
  await page.getByRole('button', { name: MEMBER.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionCode(request, member)).toBe(-1);
  await expect.poll(async () => holding(await everythingStored(page), secrets)).toEqual([]);
  const stored = await everythingStored(page);
  await expectNothingLeft(page, secrets, stored);
  expect(stored.map(({ key }) => key)).not.toContain('pendingLogout');
  // The worker and the catalogue's database still keep the shop's public pages.
  const cached = stored.filter(({ where }) => where === 'Cache Storage');
  expect(cached.length).toBeGreaterThan(0);
  for (const { key } of cached)
    expect(key).not.toMatch(/r=api%2F(cart|order|payment|user|passport)%2F/);
  expect(stored.some(({ where, text }) => where === 'IndexedDB' && text.includes('goods'))).toBe(
    true,
  );

  await page.goto('/personal');
  if (isDesktop(page)) {
    await expect(page.getByRole('heading', { name: MEMBER.signInNeeded })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/mobile\/login/);
  }
});

test('offline, the account opens as last seen and the header keeps the count; signing out there leaves nothing, and the session ends when the network returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { member, bagName, bagSku, order } = await memberWithBagAndOrder(page);
  await seeEverythingKept(page, bagName, order);
  const secrets = [member.mobile, member.token, order.order_no, '李女士'];

  // Another page than the bag's: the header keeps the count as last seen, and says so.
  await context.setOffline(true);
  await page.goto(LIST_PAGE);
  await expect(bagLink(page)).toHaveAccessibleName(LAST_SEEN.cn.count(1));
  await expect(bagLink(page)).toHaveAttribute('title', LAST_SEEN.cn.count(1));
  // Back online it is the live count again: a piece added meanwhile on another device counts.
  await api(request, 'api/cart/add', { sku_id: String(bagSku), quantity: '1' }, member);
  const { num } = await api<{ num: number }>(request, 'api/cart/get-cart-num', {}, member, 'GET');
  expect(num).toBeGreaterThan(1);
  await context.setOffline(false);
  await expect(bagLink(page)).toHaveAccessibleName(`购物袋（${num}）`);
  await expect(bagLink(page)).not.toHaveAttribute('title');

  await context.setOffline(true);
  await page.goto('/personal');
  await expect(notice(page).locator('span').last()).toHaveText(LAST_SEEN.cn.center);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/李女士$/);
  const orders = page.getByRole('region', { name: '我的订单' });
  await expect(orders.getByRole('link', { name: /^1\s*待付款$/ })).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName(LAST_SEEN.cn.count(num));
  // The member area, which the device holds, turns into its signed-out state where it stands.
  await page.getByRole('button', { name: MEMBER.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: MEMBER.signInNeeded })).toBeVisible();
  await expect(page.getByText('李女士')).toHaveCount(0);
  await expect(signInButton(page)).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');

  // Wiped at once, without the network: only the token waits, to end the session on the server.
  const stored = await everythingStored(page);
  const waiting = stored.filter(({ key }) => key === 'pendingLogout');
  expect(waiting.map(({ where }) => where)).toEqual(['localStorage']);
  expect(waiting[0]?.text).toMatch(
    new RegExp(`^pendingLogout=\\[\\{"token":"${member.token}","at":\\d+\\}\\]$`),
  );
  expect(holding(stored, secrets)).toEqual(waiting);
  await expectNothingLeft(
    page,
    secrets,
    stored.filter((entry) => !waiting.includes(entry)),
  );
  expect(await sessionCode(request, member)).toBe(0);

  // The shop opened again, still offline, then the network returns: the session is ended.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: MEMBER.signInNeeded })).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
  expect(await sessionCode(request, member)).toBe(0);
  await context.setOffline(false);
  await expect.poll(() => sessionCode(request, member)).toBe(-1);
  await expect.poll(async () => holding(await everythingStored(page), secrets)).toEqual([]);
});

test('offline, the bag, its count and the account speak English', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { bagSku } = await memberWithBagAndOrder(page);
  await context.addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Shopping bag' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), /,
  );
  const kept = async () => (await lastSeenText(page)).join('\n');
  for (const piece of [`"sku_id":${bagSku}`, '"display_name"', '"num":1']) {
    await expect.poll(kept).toContain(piece);
  }

  await context.setOffline(true);
  await page.goto('/cart');
  const mark = page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' });
  await expect(mark.locator('span').last()).toHaveText(LAST_SEEN.en.bag);
  await expect(page.getByRole('button', { name: 'Checkout' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove' }).first()).toBeDisabled();
  await expect(
    page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(bagLink(page)).toHaveAccessibleName(LAST_SEEN.en.count(1));

  await page.goto('/personal');
  await expect(mark.locator('span').last()).toHaveText(LAST_SEEN.en.center);
  await expect(bagLink(page)).toHaveAttribute('title', LAST_SEEN.en.count(1));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();
});
