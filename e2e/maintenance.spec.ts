import { expect, test, type Page } from '@playwright/test';
import { MAINTENANCE_BYPASS, MAINTENANCE_SHOP_URL } from '../playwright.config';
import { CN, isCall } from './support';

const MAINTAIN_KEY = 'maintain';

function maintenanceScreen(page: Page) {
  return page.getByRole('heading', { level: 1, name: CN.maintenanceTitle });
}

/** The shop itself: its header with the wordmark's home link. */
function shopHeader(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: CN.home });
}

function bypassUrl(path: string, pass: string): string {
  const query = new URLSearchParams({ admin_user: MAINTENANCE_BYPASS.user, admin_pass: pass });
  return `${MAINTENANCE_SHOP_URL}${path}?${query.toString()}`;
}

test('maintenance hides the shop unless the admin pair opens it for the session', async ({
  page,
  browser,
}) => {
  // Everyone sees the maintenance screen, in Chinese by default.
  await page.goto(`${MAINTENANCE_SHOP_URL}/`);
  await expect(maintenanceScreen(page)).toBeVisible();
  await expect(
    page.getByText('线上精品店正在进行例行维护，稍后将重新开放。感谢您的耐心等待。'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(shopHeader(page)).toHaveCount(0);

  // A wrong pair changes nothing.
  await page.goto(bypassUrl('/', 'wrong'));
  await expect(maintenanceScreen(page)).toBeVisible();
  await expect(shopHeader(page)).toHaveCount(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), MAINTAIN_KEY)).toBeNull();

  // The right pair opens the shop and is kept for the session.
  await page.goto(bypassUrl('/', MAINTENANCE_BYPASS.pass));
  await expect(shopHeader(page)).toBeVisible();
  await expect(maintenanceScreen(page)).toHaveCount(0);
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), MAINTAIN_KEY))
    .not.toBeNull();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), MAINTAIN_KEY);
  expect(JSON.parse(stored ?? 'null')).toEqual({
    admin_user: MAINTENANCE_BYPASS.user,
    admin_pass: MAINTENANCE_BYPASS.pass,
  });

  // Another page of the same session, opened without the parameters: still the shop.
  await page.goto(`${MAINTENANCE_SHOP_URL}/productList?category_id=1`);
  await expect(page.getByRole('heading', { level: 1, name: CN.women })).toBeVisible();
  await expect(shopHeader(page)).toBeVisible();
  await expect(maintenanceScreen(page)).toHaveCount(0);

  // A new session sees the maintenance screen again.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(`${MAINTENANCE_SHOP_URL}/productList?category_id=1`);
    await expect(maintenanceScreen(fresh)).toBeVisible();
    await expect(shopHeader(fresh)).toHaveCount(0);
    expect(await fresh.evaluate((key) => sessionStorage.getItem(key), MAINTAIN_KEY)).toBeNull();
  } finally {
    await other.close();
  }
});

// The screen itself is checked in both viewports above; its language and the order in which it
// comes are the same on any screen, and checked once.
test(
  'the maintenance screen follows the language switch',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto(`${MAINTENANCE_SHOP_URL}/`);
    await expect(maintenanceScreen(page)).toBeVisible();
    await page
      .getByRole('group', { name: CN.language })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The boutique is being refreshed' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test(
  'the shop stays hidden while the maintenance check is still on its way',
  { tag: '@desktop' },
  async ({ page }) => {
    // Remember whether the shop's header was ever put on the page.
    await page.addInitScript(() => {
      const seen = { header: false };
      (window as unknown as { shopSeen: typeof seen }).shopSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('header')) seen.header = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // A slow network: the status answer arrives a second late.
    await page.route(
      (url) => isCall(url.href, 'api/default/judge-publish-status'),
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.fulfill({ response });
      },
    );
    await page.goto(`${MAINTENANCE_SHOP_URL}/productList?category_id=1`);
    await expect(maintenanceScreen(page)).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { shopSeen: { header: boolean } }).shopSeen.header,
    );
    expect(seen, 'the shop (its header) was shown before the maintenance screen').toBe(false);
  },
);
