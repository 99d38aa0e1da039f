import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api } from './cart-support';
import {
  CN,
  EN,
  openHome,
  productCards,
  registerMember,
  seriousAxeViolations,
  signInAs,
  type TestMember,
} from './support';

const SEARCH = '/productList/resultsList';

/** The names on the result cards (each card's link reads: series, name, price). */
async function resultNames(page: Page): Promise<string[]> {
  return productCards(page).getByRole('link').allInnerTexts();
}

async function searchFor(page: Page, word: string, field: string = CN.searchField): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(word);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(word);
}

test('the search screen offers the popular searches and suggestions as you type', async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('link', { name: '搜索' }).click();
  await expect(page).toHaveURL(SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: '搜索' })).toBeVisible();
  const hot = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: CN.popularSearches }) });
  await expect(hot.getByRole('link')).not.toHaveCount(0);
  await expect(hot.getByRole('link', { name: '丝巾', exact: true })).toBeVisible();

  const box = page.getByRole('combobox', { name: CN.searchField });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('丝巾');
  const suggestions = page.getByRole('listbox', { name: CN.suggestions });
  await expect(suggestions).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = suggestions.getByRole('option');
  await expect(options).not.toHaveCount(0);
  await expect(options.first()).toContainText('丝巾');

  // A popular word opens its results.
  await box.fill('');
  await hot.getByRole('link', { name: '连衣裙', exact: true }).click();
  await expect(page).toHaveURL(`${SEARCH}?keyword=${encodeURIComponent('连衣裙')}`);
  await expect(page.getByRole('heading', { level: 1, name: '“连衣裙”的搜索结果' })).toBeVisible();
  await expect(productCards(page)).not.toHaveCount(0);
});

test('a suggestion leads to its category or straight to the piece', async ({ page }) => {
  await page.goto(SEARCH);
  const box = page.getByRole('combobox', { name: CN.searchField });
  const suggestions = page.getByRole('listbox', { name: CN.suggestions });

  // The keyboard: the first suggestion of 丝巾 is the scarves category.
  await box.fill('丝巾');
  await expect(suggestions.getByRole('option').first()).toContainText('类别');
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productList\?category_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '丝巾' })).toBeVisible();
  await expect(productCards(page)).not.toHaveCount(0);

  // A piece: its detail screen.
  await page.goto(SEARCH);
  await box.fill('连衣');
  const piece = suggestions
    .getByRole('option')
    .filter({ hasNotText: /类别|系列|搜索/ })
    .first();
  await expect(piece).toBeVisible();
  const name = (await piece.innerText()).trim();
  await piece.click();
  await expect(page).toHaveURL(/\/productList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

// What a word finds is the server's answer, the same on any screen: checked once (the results
// screen itself is checked in both viewports above and in the accessibility suite).
for (const word of ['丝巾', '连衣']) {
  test(
    `a Chinese word inside product names finds them: ${word}`,
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(SEARCH);
      await searchFor(page, word);
      await expect(
        page.getByRole('heading', { level: 1, name: `“${word}”的搜索结果` }),
      ).toBeVisible();
      await expect(productCards(page)).not.toHaveCount(0);
      const names = await resultNames(page);
      const matching = names.filter((name) => name.includes(word));
      // Pieces of a matching category may come along, but most results carry the word.
      expect(matching.length, names.join(' | ')).toBeGreaterThan(names.length / 2);
    },
  );
}

test(
  'an English word finds English product names',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
    await page.goto(SEARCH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const box = page.getByRole('combobox', { name: EN.searchField });
    await box.fill('dres');
    await expect(
      page.getByRole('listbox', { name: EN.suggestions }).getByRole('option').first(),
    ).toContainText(/dres/i);
    await searchFor(page, 'dress', EN.searchField);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “dress”' }),
    ).toBeVisible();
    await expect(productCards(page)).not.toHaveCount(0);
    const names = await resultNames(page);
    const matching = names.filter((name) => /dress/i.test(name));
    expect(matching.length, names.join(' | ')).toBeGreaterThan(names.length / 2);
  },
);

test('a word that matches nothing says so', async ({ page }) => {
  await page.goto(SEARCH);
  const word = 'qzxwvq';
  await searchFor(page, word);
  const empty = page.getByRole('status').filter({ hasText: `未找到与“${word}”相关的商品` });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('heading', { name: `未找到与“${word}”相关的商品` })).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看全部商品' })).toBeVisible();
});

/** A member signed in whose searches `words` (the latest last) are on their history. */
async function memberWhoSearched(page: Page, words: string[]): Promise<TestMember> {
  const member = await registerMember(page.request);
  for (const keyword of words) {
    await api(page.request, 'api/default/goods-list', { keyword }, member, 'GET');
    // Recording runs beside the reply: the next search waits for it, to keep their order.
    await expect.poll(() => recentOf(page, member)).toContain(keyword);
  }
  await signInAs(page, member, SHOP_URL);
  return member;
}

async function recentOf(page: Page, member: TestMember): Promise<string[]> {
  const data = await api<{ list: string[] }>(
    page.request,
    'api/kc/search-data/get-user-search-data',
    {},
    member,
    'GET',
  );
  return data.list;
}

const recentSection = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });

test('a member clears their recent searches, and the next search is kept again', async ({
  page,
}) => {
  const member = await memberWhoSearched(page, ['丝巾', '连衣裙']);
  await page.goto(SEARCH);
  const recent = recentSection(page, CN.recentSearches);
  await expect(recent.getByRole('link')).toHaveText(['连衣裙', '丝巾']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await recent.getByRole('button', { name: CN.clearRecent }).click();
  await expect(recent).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '最近搜索已清除。' })).toBeAttached();
  // The popular searches stay.
  await expect(recentSection(page, CN.popularSearches).getByRole('link')).not.toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: CN.popularSearches })).toBeVisible();
  await expect(recent).toHaveCount(0);

  await searchFor(page, '大衣');
  await expect(page.getByRole('heading', { level: 1, name: '“大衣”的搜索结果' })).toBeVisible();
  await expect.poll(() => recentOf(page, member)).toEqual(['大衣']);
  await page.goto(SEARCH);
  await expect(recent.getByRole('link')).toHaveText(['大衣']);
});

test('a member removes one recent search', async ({ page }) => {
  await memberWhoSearched(page, ['丝巾', '连衣裙']);
  await page.goto(SEARCH);
  const recent = recentSection(page, CN.recentSearches);
  await recent.getByRole('button', { name: '从最近搜索中移除“连衣裙”' }).click();
  await expect(recent.getByRole('link')).toHaveText(['丝巾']);
  // The focus stays among the recent searches rather than falling to the page.
  await expect(recent.getByRole('button', { name: '从最近搜索中移除“丝巾”' })).toBeFocused();
  await page.reload();
  await expect(recent.getByRole('link')).toHaveText(['丝巾']);
});

test('recent searches are cleared in English too', { tag: '@desktop' }, async ({ page }) => {
  await memberWhoSearched(page, ['dress']);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto(SEARCH);
  const recent = recentSection(page, 'Recent searches');
  await expect(recent.getByRole('link')).toHaveText(['dress']);
  const clear = recent.getByRole('button', { name: 'Clear recent searches' });
  await expect(clear).toHaveText('Clear');
  await clear.click();
  await expect(recent).toHaveCount(0);
});
