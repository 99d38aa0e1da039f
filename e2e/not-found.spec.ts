import { expect, test } from '@playwright/test';
import { CN, closeHomePopup } from './support';

test('an unknown address shows the 404 page with a working link home', async ({ page }) => {
  await page.goto('/no-such-page/at-all?x=1');
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
    await page.goto('/pc/no-such-screen');
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
    await page.goto(`${path}?id=987654`);
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
