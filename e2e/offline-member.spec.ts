import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, BAG, lineOf } from './cart-support';
import { lastSeenText, waitForServiceWorker } from './offline-support';
import { addAddress, goodsInStock, placeOrder, type Placed } from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// A signed-in member who goes offline sees their bag and orders as they last saw them, marked
// as such and read-only, instead of load errors; back online the pages are live again. These
// pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

const LAST_SEEN = {
  cn: {
    offline: '离线中',
    bag: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的购物袋，恢复网络后即可修改。$/,
    orders: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的订单，恢复网络后即可办理。$/,
    order: /^以下为您于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 最后查看的订单详情，恢复网络后即可办理。$/,
  },
  en: {
    bag: /^This is your bag as you last saw it on [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}\. It can be changed once you are back online\.$/,
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
  return { member, bagName: inBag.goods.name, order };
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

test('the offline bag speaks English', { tag: '@desktop' }, async ({ page, context }) => {
  test.setTimeout(120_000);
  await memberWithBagAndOrder(page);
  await context.addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping bag' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(async () => (await lastSeenText(page)).length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/cart');
  const mark = page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' });
  await expect(mark.locator('span').last()).toHaveText(LAST_SEEN.en.bag);
  await expect(page.getByRole('button', { name: 'Checkout' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove' }).first()).toBeDisabled();
  await expect(
    page.getByRole('list', { name: 'Pieces in your bag' }).getByRole('listitem'),
  ).toHaveCount(1);
});
