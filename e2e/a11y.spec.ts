import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  CN,
  closeHomePopup,
  HOME_POPUP,
  openMenuDrawer,
  productCards,
  revealFooter,
} from './support';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Violations that matter here: serious or critical, with where they are, for the report. */
function seriousViolations(result: Result) {
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: node.failureSummary?.split('\n').slice(0, 3).join(' '),
      })),
    }));
}

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const found = seriousViolations(result);
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(found, null, 2),
    contentType: 'application/json',
  });
  expect.soft(found, `serious or critical axe violations on ${name}`).toEqual([]);
}

// Each page is scanned once it has settled; the home page's activity popup is closed first
// (and scanned on its own in a test of its own).
test.describe('no serious or critical axe violations', () => {
  test('home', async ({ page }, testInfo) => {
    await page.goto('/');
    await closeHomePopup(page);
    await expect(page.getByRole('main').getByRole('heading', { name: '新品上市' })).toBeVisible();
    // The footer renders once the page is scrolled near it.
    await revealFooter(page);
    await scan(page, testInfo, 'home');
  });

  test('home, activity popup open', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: HOME_POPUP.cn })).toBeVisible();
    await scan(page, testInfo, 'home-popup');
  });

  test('product list', async ({ page }, testInfo) => {
    await page.goto('/productList?category_id=1');
    await expect(page.getByRole('heading', { level: 1, name: CN.women })).toBeVisible();
    await expect(productCards(page)).toHaveCount(24);
    await scan(page, testInfo, 'product-list');
  });

  test('menu open: the mega-menu panel, or the phone drawer', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/productList?category_id=2');
    await expect(page.getByRole('heading', { level: 1, name: '连衣裙' })).toBeVisible();
    if (isMobile) {
      const drawer = await openMenuDrawer(page);
      await drawer.getByRole('button', { name: CN.women }).click();
      const viewAll = drawer.getByRole('link', { name: CN.viewAll });
      await expect(viewAll).toBeVisible();
      // The department's list fades in: its colours are measured once it is there in full.
      await expect
        .poll(() =>
          viewAll.evaluate((link) => {
            for (let node: Element | null = link; node; node = node.parentElement) {
              if (node.getAnimations().some((a) => a.playState === 'running')) return false;
            }
            return true;
          }),
        )
        .toBe(true);
    } else {
      const nav = page.getByRole('navigation', { name: CN.main });
      await nav.getByRole('link', { name: CN.women, exact: true }).hover();
      await expect(nav.getByRole('link', { name: CN.viewAll })).toBeVisible();
    }
    await scan(page, testInfo, 'menu-open');
  });

  test('filters open', async ({ page, isMobile }, testInfo) => {
    await page.goto('/productList?category_id=1&color=1');
    await expect(productCards(page).first()).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: /^筛选/ }).click();
      await expect(page.getByRole('dialog', { name: CN.filter })).toBeVisible();
    } else {
      await expect(page.getByRole('list', { name: '已选筛选条件' })).toBeVisible();
    }
    await scan(page, testInfo, 'filters');
  });

  test('search', async ({ page }, testInfo) => {
    await page.goto('/productList/resultsList');
    await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();
    await scan(page, testInfo, 'search');
    await page.getByRole('combobox', { name: CN.searchField }).fill('丝巾');
    await expect(page.getByRole('listbox', { name: CN.suggestions })).toBeVisible();
    await scan(page, testInfo, 'search-suggestions');
  });

  test('search results', async ({ page }, testInfo) => {
    await page.goto('/productList/resultsList?keyword=丝巾');
    await expect(productCards(page).first()).toBeVisible();
    await scan(page, testInfo, 'search-results');
  });

  test('product detail', async ({ page }, testInfo) => {
    await page.goto('/productList/detail?id=25');
    await expect(page.getByRole('heading', { level: 1, name: '棉质T恤' })).toBeVisible();
    await expect(page.getByRole('button', { name: CN.addToBag })).toBeVisible();
    await scan(page, testInfo, 'detail');
  });

  test('404', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
    await revealFooter(page);
    await scan(page, testInfo, '404');
  });
});
