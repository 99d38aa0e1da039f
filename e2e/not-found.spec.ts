import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './offline-support';
import { CN, closeHomePopup } from './support';

// The document of an address that names no page comes with HTTP 404, so that search engines and
// monitors do not take it for a page; the app in it shows its not-found page all the same.

test('an unknown address shows the 404 page with a working link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
  await expect(page.getByText('网址可能有误，或该页面已被移动。')).toBeVisible();
  // The shop's frame stays around the message.
  await expect(page.getByRole('banner').getByRole('link', { name: CN.home })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: CN.backHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toHaveCount(0);
  await closeHomePopup(page);
  await expect(page.getByRole('main').getByRole('heading', { name: '新品上市' })).toBeVisible();
});

// A language check, on the desktop's page set: once.
test(
  'an unknown address in English says so in English',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
    expect((await page.goto('/pc/no-such-screen'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the home page' }),
    ).toBeVisible();
  },
);

// Each page set in the viewport of its own (as routes.spec.ts opens them); the shared one in both.
for (const [path, tag] of [
  ['/productList/detail', []],
  ['/pc/productList/detail', ['@desktop']],
  ['/mobile/productList/detail', ['@mobile']],
] as const) {
  test(`a product that does not exist: ${path}`, { tag: [...tag] }, async ({ page }) => {
    // The product page exists: it says there that the piece is gone.
    expect((await page.goto(`${path}?id=987654`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
    await expect(page.getByText('您查找的商品已下架或不存在。')).toBeVisible();
    await expect(page.getByRole('button', { name: CN.addToBag })).toHaveCount(0);
    const onward = page.getByRole('main').getByRole('link', { name: '继续选购' });
    await expect(onward).toBeVisible();
    await onward.click();
    await expect(page).toHaveURL(path.replace('/detail', ''));
    await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible();
  });
}

// How the address is read does not depend on the screen: checked once.
test(
  'a product address without an id shows the not-found message',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/productList/detail?id=abc');
    await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
  },
);

// What the server answers does not depend on the screen: checked once.
test(
  'a page set, document, campaign or washing step that does not exist is a 404 too',
  { tag: '@desktop' },
  async ({ page }) => {
    for (const address of [
      '/tablet/otherPages/docx',
      '/pc/otherPages/noSuchDocument',
      '/mobile/advertising/noSuchCampaign',
      '/washing/noSuchStep',
      '/otherPages/returnPolicy/more',
    ]) {
      expect((await page.goto(address))?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
    }
    // The same pages, spelt as the router reads them, are pages.
    for (const address of ['/pc/otherPages/returnPolicy/', '/OTHERPAGES/returnPolicy']) {
      expect((await page.goto(address))?.status(), address).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toHaveCount(0);
    }
  },
);

test('the shell’s own file opens the home page', { tag: '@desktop' }, async ({ page }) => {
  expect((await page.goto('/index.html'))?.status()).toBe(200);
  await expect(page).toHaveURL('/');
  await closeHomePopup(page);
  await expect(page.getByRole('main').getByRole('heading', { name: '新品上市' })).toBeVisible();
});

test.describe('with the service worker installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an unknown address still shows the 404 page', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // The worker answers every page with the shell it keeps; the app then finds no page.
    const response = await page.goto('/no-such-page/after-install');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: CN.backHome }).click();
    await expect(page).toHaveURL('/');
  });
});
