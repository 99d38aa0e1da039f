import { expect, test, type Page } from '@playwright/test';
import { CN, HOME_POPUP, isCall } from './support';

const POPUPS_CALL = 'api/popups/list';

function popupsReply(page: Page) {
  return page.waitForResponse(
    (response) =>
      isCall(response.url(), POPUPS_CALL) &&
      new URL(response.url()).searchParams.get('keyword') === 'home',
  );
}

// Once a session is the page's rule whatever the screen: checked on the desktop only (the phone
// sees the popup in the next test and in the accessibility suite).
test(
  'the home page activity popup shows once per session, not again after a reload',
  { tag: '@desktop' },
  async ({ page }) => {
    // A controllable clock: the popup waits about 3 s, then for an idle moment, before it shows.
    await page.clock.install();

    let reply = popupsReply(page);
    await page.goto('/');
    await reply;
    const popup = page.getByRole('dialog', { name: HOME_POPUP.cn });
    await page.clock.runFor(2_500);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(popup).toBeVisible();
    await expect(
      popup.getByText('精选往季作品限时七折。登录会员账户，即可优先选购。'),
    ).toBeVisible();
    await expect(popup.getByRole('link', { name: '立即选购' })).toBeVisible();
    await popup.getByRole('button', { name: CN.close }).click();
    await expect(popup).toBeHidden();
    const seen = await page.evaluate(() => sessionStorage.getItem('seenPopups'));
    expect(JSON.parse(seen ?? '[]')).toHaveLength(1);

    // Same session: the reloaded home page does not show it again, however long one waits.
    reply = popupsReply(page);
    await page.reload();
    // The server still offers the popup; the page is what must not show it again.
    const offered = (await (await reply).json()) as { data: { list: { title: string }[] } };
    expect(offered.data.list.map((item) => item.title)).toContain(HOME_POPUP.cn);
    await expect(page.getByRole('main').getByRole('heading', { name: '新品上市' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test('the activity popup can be closed with Escape and its button leads to the offer', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: HOME_POPUP.cn });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // A new session (a context of the same screen) sees it again; its button opens the sale.
  const other = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile ?? false,
    serviceWorkers: 'block',
  });
  try {
    const fresh = await other.newPage();
    await fresh.goto(page.url());
    const again = fresh.getByRole('dialog', { name: HOME_POPUP.cn });
    await expect(again).toBeVisible();
    await again.getByRole('link', { name: '立即选购' }).click();
    await expect(again).toBeHidden();
    await expect(fresh).toHaveURL(/\/productList\?promotion=1$/);
    await expect(fresh.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    await other.close();
  }
});
