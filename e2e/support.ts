import { expect, type Locator, type Page } from '@playwright/test';

/** The shop's words the suites look for, in Chinese (the default) and English. */
export const CN = {
  main: '主导航',
  menu: '菜单',
  close: '关闭',
  women: '女士',
  men: '男士',
  viewAll: '查看全部',
  colour: '颜色',
  size: '尺码',
  filter: '筛选',
  apply: '应用',
  sortBy: '排序方式',
  priceAsc: '价格从低到高',
  loadMore: '加载更多',
  addToBag: '加入购物袋',
  sizeRequired: '请选择尺码',
  notFound: '页面不存在',
  backHome: '返回首页',
  searchField: '搜索商品',
  suggestions: '搜索建议',
  popularSearches: '热门搜索',
  language: '语言',
  maintenanceTitle: '精品店正在焕新',
  home: 'MAISON，首页',
} as const;

export const EN = {
  main: 'Main',
  women: 'Women',
  men: 'Men',
  close: 'Close',
  language: 'Language',
  searchField: 'Search the collection',
  suggestions: 'Suggestions',
  home: 'MAISON, home page',
} as const;

/** The popup the demo data shows on the home page (spec: once per session). */
export const HOME_POPUP = { cn: '会员私享现已开启', en: 'The Private Sale Is Open' } as const;

/** The list page's "N pieces" line, read as a number. */
export function countLine(page: Page): Locator {
  return page.getByRole('main').getByText(/^\d+\s*(件商品|pieces?)$/);
}

export async function readCount(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The product cards of the list on screen. */
export function productCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The first price of a card's text (the price paid; a struck-through original follows it). */
export function firstPrice(text: string): number {
  const match = /¥\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Waits for the home page's activity popup (shown about 1.2 s after the home page opens, once per
 * session) and closes it with its close button.
 */
export async function closeHomePopup(page: Page, lang: 'cn' | 'en' = 'cn'): Promise<void> {
  const popup = page.getByRole('dialog', { name: HOME_POPUP[lang] });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: lang === 'cn' ? CN.close : EN.close }).click();
  await expect(popup).toBeHidden();
}

/** Opens the home page in a fresh session and gets the activity popup out of the way. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: CN.home })).toBeVisible();
  await closeHomePopup(page);
}

/** The phone's menu drawer, opened from the header. */
export async function openMenuDrawer(page: Page, lang: 'cn' | 'en' = 'cn'): Promise<Locator> {
  await page.getByRole('button', { name: lang === 'cn' ? CN.menu : 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: lang === 'cn' ? CN.menu : 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A unique email address for this run, project and test. */
export function uniqueEmail(tag: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${Date.now()}-${random}@example.com`;
}

/** Whether a request address is the API call `r` (the entry path carries it as a parameter). */
export function isCall(url: string, call: string): boolean {
  const parsed = new URL(url);
  return parsed.pathname === '/api' && parsed.searchParams.get('r') === call;
}

/** The footer, which renders once the shopper scrolls near the end of the page. */
export async function revealFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return footer;
}
