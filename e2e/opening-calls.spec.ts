import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api } from './cart-support';
import { giveAddress, plentifulPiece } from './checkout-support';
import { isCall, registerMember, signInAs, type TestMember } from './support';
import { firstStoryId } from './topics-support';

/** The calls the page asks the server for, by name, from the moment this is called. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api') calls.push(url.searchParams.get('r') ?? '');
  });
  return calls;
}

// The pages that open with public calls find their replies in their document: the page draws
// its text and pictures without asking the server, in the shopper's language.
test.describe('a page that opens with the replies its document carries', () => {
  const pages: [string, (page: Page) => Promise<string>, string, RegExp][] = [
    ['a policy', async () => '/otherPages/returnPolicy', 'api/kc/document/show', /退换货政策/],
    ['the boutiques', async () => '/otherPages/boutique', 'api/store/list', /精品店/],
    [
      'the pieces to personalise',
      async () => '/personalizedList',
      'api/goods/get-custom-goods',
      /./,
    ],
    ['the stories', async () => '/advertising/waterfallList', 'api/kc/topic-news/list', /./],
    [
      'a story',
      async (page) => `/advertising/details?id=${await firstStoryId(page.request)}`,
      'api/kc/topic-news/show',
      /./,
    ],
    [
      'a search’s results',
      async () => `/productList/resultsList?keyword=${encodeURIComponent('大衣')}`,
      'api/default/goods-list',
      /大衣/,
    ],
  ];
  for (const [name, pathOf, call, heading] of pages) {
    test(`draws ${name} without asking for it`, async ({ page }) => {
      const path = await pathOf(page);
      const calls = callsOf(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(calls).not.toContain(call);
    });
  }

  test('draws a policy in English for a shopper who reads English', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
    const calls = callsOf(page);
    await page.goto('/otherPages/returnPolicy');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Return/i);
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain('api/kc/document/show');
  });
});

/** A piece in the member's bag: the bag's line id. */
async function lineInBag(page: Page, member: TestMember, nth: number): Promise<number> {
  const piece = await plentifulPiece(page, nth);
  await api(page.request, 'api/cart/add', { sku_id: String(piece.skuId), quantity: '1' }, member);
  const bag = await api<{ list: { id: number }[] }>(
    page.request,
    'api/cart/list',
    {},
    member,
    'GET',
  );
  const line = bag.list[0];
  if (!line) throw new Error('the bag holds nothing');
  return line.id;
}

// A signed-in member's overview, order list and bag open with the member's own replies, which
// their page's document carried for their session.
test.describe('a member’s own page that opens with the replies its document carries', () => {
  test('draws the user center without asking for the overview', async ({ page }) => {
    const member = await registerMember(page.request);
    await signInAs(page, member, SHOP_URL);
    const calls = callsOf(page);
    await page.goto('/personal');
    await expect(page.getByRole('heading', { level: 1, name: /好，/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain('api/user/user-center');
  });

  test('draws the order list without asking for its first page', async ({ page }) => {
    const member = await registerMember(page.request);
    await signInAs(page, member, SHOP_URL);
    const calls = callsOf(page);
    await page.goto('/personal/orders');
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await expect(tabs.getByRole('link', { name: '全部 0' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain('api/order/list');
    expect(calls).not.toContain('api/user/user-center');
  });

  test('draws the bag without asking for its lines', async ({ page }) => {
    const member = await registerMember(page.request);
    await lineInBag(page, member, 2);
    await signInAs(page, member, SHOP_URL);
    const calls = callsOf(page);
    await page.goto('/cart');
    await expect(
      page.getByRole('list', { name: '购物袋中的商品' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain('api/cart/list');
  });
});

/**
 * Holds back the files matching `file` until the page asks for `call` (or 10 s have passed);
 * whether each was held until the call was asked for.
 */
async function holdUntilCalled(page: Page, file: RegExp, call: string): Promise<boolean[]> {
  let calledNow = () => {};
  const called = new Promise<void>((resolve) => (calledNow = resolve));
  page.on('request', (request) => {
    if (isCall(request.url(), call)) calledNow();
  });
  const heldUntilCalled: boolean[] = [];
  await page.route(file, async (route) => {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    heldUntilCalled.push(await Promise.race([called.then(() => true), timeout]));
    await route.continue();
  });
  return heldUntilCalled;
}

// An empty bag's suggestions are asked for beside their code, rather than once it has drawn them;
// once.
test('an empty bag asks for its suggestions while their code is on its way, and once', async ({
  page,
}) => {
  const held = await holdUntilCalled(
    page,
    /\/assets\/HotSaleGoods-[^/]*\.js$/,
    'api/cart/hot-sale-goods',
  );
  const calls = callsOf(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: '热销推荐' })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  expect(held.every(Boolean)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call === 'api/cart/hot-sale-goods')).toHaveLength(1);
});

// The order page cannot be carried (what it is about to buy is on the device): its first preview
// is asked for beside the page's code, rather than once that code has drawn the page; once.
test('a member’s order page asks for its preview while its code is on its way, and once', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  const line = await lineInBag(page, member, 3);
  await signInAs(page, member, SHOP_URL);
  const items = JSON.stringify([{ cart_id: line }]);
  await page.addInitScript((saved) => localStorage.setItem('createOrderSkuList', saved), items);
  // The page's code is held back until the preview has been asked for.
  const heldUntilAsked = await holdUntilCalled(
    page,
    /\/assets\/OrderPage-[^/]*\.js$/,
    'api/order/preview',
  );
  const calls = callsOf(page);
  await page.goto('/productList/order');
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(heldUntilAsked.length).toBeGreaterThan(0);
  expect(heldUntilAsked.every(Boolean)).toBe(true);
  expect(calls.filter((call) => call === 'api/order/preview')).toHaveLength(1);
});
