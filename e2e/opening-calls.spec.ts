import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { registerMember, signInAs } from './support';
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

// A signed-in member's overview and order list open with the member's own replies, which their
// page's document carried for their session.
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
});
