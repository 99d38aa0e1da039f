import { expect, test, type Page } from '@playwright/test';
import { api, newestStory, WECHAT_USER_AGENT } from './topics-support';

/** The first product of the list, as the server names it in a language. */
async function firstProduct(page: Page, lang: 'cn' | 'en') {
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    page.request,
    'api/default/goods-list',
    { page_size: 1 },
    lang,
  );
  return list[0] as { id: number; name: string };
}

test.describe('sharing outside WeChat', () => {
  test('copies a product’s link, or opens the phone’s own share sheet', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A phone's system share sheet, as a browser that has one offers it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const product = await firstProduct(page, 'en');
    await page.goto(`/productList/detail?id=${product.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const share = main.getByRole('button', { name: 'Share' });

    if (phone) {
      await share.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
        .toEqual({ title: product.name, url: page.url() });
      await expect(share).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    // A computer shows the link as a QR code too, for a phone to open or share the page.
    await expect(main.getByRole('img', { name: 'QR code of this page’s link' })).toBeVisible();
    await expect(main.getByText('Scan with your phone to open this page there')).toBeVisible();
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(main.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/productList/detail?id=${product.id}`);
    const weibo = main.getByRole('link', { name: /Weibo/ });
    const href = new URL((await weibo.getAttribute('href')) ?? '');
    expect(href.host).toBe('service.weibo.com');
    expect(href.searchParams.get('url')).toBe(copied);
  });

  test('says so when the browser cannot copy, and shows the link to copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    const story = await newestStory(page.request, 'cn');
    await page.goto(`/advertising/details?id=${story.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await main.getByRole('button', { name: '分享' }).click();
    await main.getByRole('button', { name: '复制链接' }).click();
    await expect(main.getByRole('alert')).toContainText('浏览器无法复制到剪贴板');
    await expect(main.getByRole('textbox', { name: '请手动复制此链接：' })).toHaveValue(
      new RegExp(`/advertising/details\\?id=${story.id}$`),
    );
  });
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_USER_AGENT });

  test('the page tells the JS-SDK what a share shows', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
    // This visit already has its openid from WeChat (the in-app sign-in has suites of its own).
    await page.addInitScript(() => sessionStorage.setItem('openid', 'o-e2e-sharing'));
    const story = await newestStory(page.request, 'en');
    await page.goto(`/advertising/details?id=${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();

    type Sandbox = {
      status: string;
      errors: string[];
      appMessage: { title: string; link: string; imgUrl: string } | null;
      timeline: { title: string } | null;
    };
    const sandbox = () =>
      page.evaluate(() => (window as unknown as { wx?: { __sandbox: Sandbox } }).wx?.__sandbox);
    await expect.poll(async () => (await sandbox())?.appMessage?.title).toBe(story.title);
    const state = (await sandbox()) as Sandbox;
    expect(state.status).toBe('ready');
    expect(state.errors).toEqual([]);
    expect(state.timeline?.title).toBe(story.title);
    expect(state.appMessage?.link).toBe(`${baseURL}/advertising/details?id=${story.id}`);
    expect(state.appMessage?.imgUrl).toMatch(new RegExp(`^${baseURL}/media/topics/news/`));
    await expect(page.locator('script[src="/sandbox/wechat/jweixin.js"]')).toHaveCount(1);

    await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Tap ··· at the top right')).toBeVisible();
  });
});
