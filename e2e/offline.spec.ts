import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { CN as CHECKOUT, buyNow, giveAddress, plentifulPiece } from './checkout-support';
import { OFFLINE, deployNextBuild, startOwnShop, waitForServiceWorker } from './offline-support';
import { productCards, registerMember, revealFooter, signInAs } from './support';

// These pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

// The shop once visited keeps working without a network, and a new build never strands a
// shopper. Each test has a browser context of its own, so its service worker starts empty.

/** Whether every picture in the page's main area that has started loading shows. */
async function firstPictureShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('main img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading').first();

test('pages visited once open offline with their pictures, and search finds what was seen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  const homeHeading = (await mainHeading(page).textContent()) ?? '';
  await page.goto('/productList?category_id=1');
  const firstCard = productCards(page).first();
  const cardText = ((await firstCard.textContent()) ?? '').slice(0, 10);
  const detailHref = (await firstCard.getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(detailHref);
  const productName =
    (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/otherPages/richText?code=returnPolicy');
  await expect(page.getByRole('heading', { name: '退换货政策' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE.banner)).toBeVisible();
  await expect(page.getByRole('heading', { name: '退换货政策' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { name: homeHeading })).toBeVisible();
  await expect.poll(() => firstPictureShows(page)).toBe(true);
  await page.goto('/productList?category_id=1');
  await expect(productCards(page).first()).toContainText(cardText);
  await expect.poll(() => firstPictureShows(page)).toBe(true);
  // From the list to the product, still offline, inside the app.
  await productCards(page).first().getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('heading', { name: productName })).toBeVisible();
  await expect.poll(() => firstPictureShows(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: productName })).toBeVisible();

  // A page never visited says it needs the network, in the shop's frame, with a way back.
  await page.goto('/otherPages/boutique');
  await expect(page.getByRole('heading', { name: OFFLINE.errorTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

  // Search looks among the pieces this device holds, and says so.
  const word = productName.trim().slice(-3);
  await page.goto(`/productList/resultsList?keyword=${encodeURIComponent(word)}`);
  await expect(page.getByText(OFFLINE.searchNote)).toBeVisible();
  await expect(productCards(page).filter({ hasText: productName.trim() })).toHaveCount(1);
  // By the shop's rules, with the words the stored cards carry: pinyin typed apart finds the
  // cashmere coat of the list seen first, the piece that names both words.
  await page.goto(`/productList/resultsList?keyword=${encodeURIComponent('yangrong da yi')}`);
  await expect(page.getByText(OFFLINE.searchNote)).toBeVisible();
  await expect(productCards(page).first()).toContainText('羊绒系带裹身大衣');
  // The footer, never loaded on this phone, cannot load offline: the results stay.
  await page.mouse.wheel(0, 5_000);
  await expect(page.locator('footer, [data-footer="unavailable"]').first()).toBeAttached();
  await expect(page.getByText(OFFLINE.searchNote)).toBeVisible();
  await expect(page.getByRole('heading', { name: OFFLINE.errorTitle })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE.banner)).toBeHidden();
});

test('offline, the order page says the order was not sent, and nothing is sent later', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  await signInAs(page, member, SHOP_URL);
  const piece = await plentifulPiece(page, 5);
  await buyNow(page, piece);
  await expect(page.getByRole('button', { name: CHECKOUT.submit })).toBeVisible();
  await waitForServiceWorker(page);
  const submits: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('api%2Forder%2Fsubmit') ||
      request.url().includes('api/order/submit')
    )
      submits.push(request.url());
  });

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: CHECKOUT.consent }).check();
  await page.getByRole('button', { name: CHECKOUT.submit }).click();
  await expect(page.getByText(OFFLINE.orderNotSent)).toBeVisible();
  // The preview, asked again offline, gives the same answer at once, not a spinner.
  await page.reload();
  await expect(page.getByText(OFFLINE.orderNotSent)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE.banner)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(submits).toEqual([]);
});

// Its page is in a context of its own, of no project's size: run once, in the phone project.
test(
  'a new build is offered with a prompt, and a file gone after a deploy reloads once',
  { tag: '@mobile' },
  async ({ browser }, testInfo) => {
    test.setTimeout(150_000);
    // Beside the suite's two shops, one port per worker.
    const shop = await startOwnShop(Number(new URL(SHOP_URL).port) + 10 + testInfo.parallelIndex);
    try {
      const context = await browser.newContext({ baseURL: shop.url });
      const page = await context.newPage();
      await page.goto('/productList?category_id=1');
      await waitForServiceWorker(page);
      const firstEntry = await page.locator('script[type="module"]').getAttribute('src');

      deployNextBuild(shop.distDir);
      // Coming back to the tab asks for a new version.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText(OFFLINE.newVersion)).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: OFFLINE.reload }).click();
      await expect(page.locator('script[type="module"]')).not.toHaveAttribute(
        'src',
        firstEntry ?? '',
      );
      await expect(productCards(page).first()).toBeVisible();
      await expect(page.getByText(OFFLINE.newVersion)).toBeHidden();

      // The next deploy removes the files of this build; the boutiques' file was never loaded.
      const footer = await revealFooter(page);
      deployNextBuild(shop.distDir);
      let loads = 0;
      page.on('load', () => (loads += 1));
      const boutiques = footer.getByRole('link', { name: '精品店' });
      // On a phone the footer's groups are folded.
      if (!(await boutiques.isVisible())) await footer.getByText('关于我们').click();
      await boutiques.click();
      await expect(page.getByRole('heading', { level: 1, name: '精品店' })).toBeVisible({
        timeout: 30_000,
      });
      expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).not.toBeNull();
      // Nothing more happens after the one reload, once the page has settled.
      await page.waitForLoadState('networkidle');
      expect(loads).toBe(1);
      await context.close();
    } finally {
      await shop.stop();
    }
  },
);
