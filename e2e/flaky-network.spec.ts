import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, bagLink, sizePattern } from './cart-support';
import { CN, giveAddress, isDesktop } from './checkout-support';
import {
  bagOf,
  documentsWithoutFrameData,
  expectNoRawError,
  flakyNetwork,
  ordersOf,
  afterCall,
  reach,
  seedFor,
  type FlakyLog,
} from './flaky-network-support';
import {
  WORDS,
  langOf,
  payInCashier,
  pieceToBrowse,
  speakProjectLanguage,
  type BrowsedPiece,
  type Words,
} from './journey-support';
import { openMenuDrawer, productCards, registerMember, signInAs, type TestMember } from './support';

// A shopper on a flaky network, in Chinese on a desktop and in English on a phone: a quarter of
// the API calls fail (connections reset, replies lost after the shop acted, a gateway's 502 and
// 503) and the rest arrive late. Every screen that meets a failure offers a way forward, and
// nothing is added or ordered twice, whether or not the reply of the add or the order got back.
// Each test's network is drawn from a seed of its own (its annotation names it): FLAKY_SEED=n
// replays one, FLAKY_DEBUG=1 prints every call's fate.

/** What the screens say when a call failed, in the shopper's language. */
const FAILED = {
  cn: {
    add: '加入购物袋失败，请检查网络连接后重试。',
    submit: '未收到订单的提交结果，请再次提交，订单不会重复生成。',
    pay: /^支付 ¥/,
  },
  en: {
    add: 'Add to bag failed. Check your connection and try again.',
    submit: 'No answer came about your order. Submit it again: it will not be placed twice.',
    pay: /^Pay ¥/,
  },
} as const;

/** A member with a saved address, signed in, shopping in the project's language. */
async function shopper(page: Page): Promise<{ member: TestMember; w: Words }> {
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  const w = WORDS[await speakProjectLanguage(page)];
  await signInAs(page, member, SHOP_URL);
  return { member, w };
}

/** The home page's promotion comes (or, its call failed, does not) at its own time: closed. */
async function closePopupsWhenShown(page: Page, w: Words): Promise<void> {
  const popup = page.getByRole('dialog', { name: /会员私享现已开启|The Private Sale Is Open/ });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: w.close }).click();
  });
}

/** Home, the menu, the women's list and the piece's page, trying again where one failed. */
async function browseToPiece(page: Page, w: Words, piece: BrowsedPiece): Promise<void> {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: w.women });
  if (isDesktop(page)) {
    const nav = page.getByRole('navigation', { name: w.main });
    const women = nav.getByRole('link', { name: w.women, exact: true });
    await reach(page, women);
    await women.hover();
    await nav.getByRole('link', { name: w.viewAll }).click();
  } else {
    await reach(page, page.getByRole('button', { name: w.menu }));
    const drawer = await openMenuDrawer(page, langOf(page));
    const nav = drawer.getByRole('navigation', { name: w.main });
    const women = nav.getByRole('button', { name: w.women });
    await reach(page, women);
    await women.click();
    await nav.getByRole('link', { name: w.viewAll }).click();
  }
  await reach(page, heading);
  const card = productCards(page).filter({ has: page.getByText(piece.name, { exact: true }) });
  await reach(page, card);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/productList/detail\\?id=${piece.goodsId}$`));
}

/**
 * Chooses the size and adds the piece, adding again when the shop says the add failed, as a
 * shopper would; answers how many adds it took.
 */
async function addUntilAdded(page: Page, w: Words, piece: BrowsedPiece): Promise<number> {
  const main = page.getByRole('main');
  const size = main
    .getByRole('group', { name: w.size, exact: true })
    .getByRole('button', { name: sizePattern(piece.size) });
  await reach(page, size);
  await size.click();
  const added = page.getByRole('status').filter({ hasText: w.added });
  const failed = page.getByText(FAILED[langOf(page)].add);
  for (let presses = 1; presses <= 5; presses += 1) {
    await afterCall(page, 'api/cart/add', () =>
      main.getByRole('button', { name: w.addToBag }).click(),
    );
    await expect(added.or(failed)).toBeVisible();
    await expectNoRawError(page);
    if (await added.isVisible()) return presses;
  }
  throw new Error('the add never went through');
}

/** From the bag's notice to the bag, and on to the order page. */
async function checkOutFromBag(page: Page, w: Words, piece: BrowsedPiece): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: w.added })
    .getByRole('link', { name: w.viewBag })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page
    .getByRole('list', { name: w.bagLines })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: piece.name, exact: true }) });
  await reach(page, line);
  await expect(line.getByRole('group', { name: w.quantityOf(piece.name) })).toContainText('1');
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
}

/**
 * Consents and submits, submitting again whenever the page says no answer came about the order;
 * answers how many submits it took.
 */
async function submitUntilPlaced(page: Page, w: Words): Promise<number> {
  const consent = page.getByRole('checkbox', { name: w.consent });
  await reach(page, consent);
  await consent.check();
  const failed = page.getByText(FAILED[langOf(page)].submit);
  // The order placed, the page is its payment step (?order_id=) or already the payment's.
  const left = async () => !/\/productList\/order$/.test(page.url());
  for (let presses = 1; presses <= 5; presses += 1) {
    const submit = page.getByRole('button', { name: w.submit });
    await expect(submit).toBeEnabled();
    await afterCall(page, 'api/order/submit', () => submit.click());
    await expect.poll(async () => (await left()) || (await failed.isVisible())).toBe(true);
    await expectNoRawError(page);
    if (await left()) return presses;
  }
  throw new Error('the order was never placed');
}

/**
 * The payment step starts the payment chosen on the order page; where that fails, it says so and
 * its pay button starts it again. Ends on the QR page (a desktop) or the cashier (a phone).
 */
async function startPayment(page: Page): Promise<void> {
  const started = isDesktop(page) ? /\/wx-pay\?order_id=\d+&payment_no=/ : /\/sandbox\/pay\//;
  const pay = page.getByRole('button', { name: FAILED[langOf(page)].pay });
  await expect(async () => {
    await expectNoRawError(page);
    if (started.test(page.url())) return;
    if (
      await page
        .getByRole('alert')
        .filter({ hasText: /支付|payment/ })
        .isVisible()
    ) {
      await pay.click({ timeout: 1_000 });
    }
    await expect(page).toHaveURL(started, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The QR page asks for the order's payment itself, and offers to ask again.
  if (isDesktop(page)) await reach(page, page.getByRole('img', { name: CN.qr }));
}

const failures = (log: FlakyLog[]) => log.filter((entry) => entry.fate !== 'delayed');

/** Whatever the network does, the page itself never breaks. */
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('a shopper walks from the list to a paid order while a quarter of the calls fail', async ({
  page,
}, testInfo) => {
  const [{ member, w }, piece] = await Promise.all([shopper(page), pieceToBrowse(page, 4)]);
  const seed = seedFor(testInfo);
  const log = await flakyNetwork(page, { seed, failureRate: 0.25 });
  await closePopupsWhenShown(page, w);

  await browseToPiece(page, w, piece);
  await addUntilAdded(page, w, piece);
  await expect(bagLink(page)).toHaveAccessibleName(w.bagWith(1));
  await checkOutFromBag(page, w, piece);
  await submitUntilPlaced(page, w);
  await startPayment(page);
  await payInCashier(page, 'pay');
  await reach(page, page.getByRole('heading', { name: w.paid }));

  const orders = await ordersOf(page, member);
  expect(orders.map((order) => order.status)).toEqual(['paid']);
  expect(await bagOf(page, member)).toEqual([]);
  const failed = failures(log);
  testInfo.annotations.push({
    type: 'flaky network',
    description: `seed ${seed}: ${failed.length} of ${log.length} calls failed: ${failed
      .map((entry) => `${entry.r} ${entry.fate}`)
      .join(', ')}`,
  });
  expect(failed.length / log.length).toBeGreaterThan(0.1);
});

/** The reply of the `nth` call (the first unless told) is lost after the shop acted on it. */
const replyLost =
  (lost = 0) =>
  (nth: number) =>
    nth === lost ? ({ kind: 'reply-lost' } as const) : undefined;

test('an add whose reply is lost after the bag took the piece leaves it in the bag once', async ({
  page,
}, testInfo) => {
  const [{ member, w }, piece] = await Promise.all([shopper(page), pieceToBrowse(page, 5)]);
  await flakyNetwork(page, {
    seed: seedFor(testInfo),
    failureRate: 0,
    fates: { 'api/cart/add': replyLost() },
  });
  await page.goto(`/productList/detail?id=${piece.goodsId}`);
  await closePopupsWhenShown(page, w);
  const added = await addUntilAdded(page, w, piece);

  expect(await bagOf(page, member)).toEqual([{ skuId: piece.skuId, quantity: 1 }]);
  await expect(bagLink(page)).toHaveAccessibleName(w.bagWith(1));
  expect(added, 'the shopper was told the add failed when it had not').toBe(1);
});

test('an order whose reply is lost after it was placed is placed once, and paid', async ({
  page,
}, testInfo) => {
  const [{ member, w }, piece] = await Promise.all([shopper(page), pieceToBrowse(page, 6)]);
  await api(page.request, 'api/cart/add', { sku_id: String(piece.skuId), quantity: '1' }, member);
  await flakyNetwork(page, {
    seed: seedFor(testInfo),
    failureRate: 0,
    fates: { 'api/order/submit': replyLost() },
  });
  await page.goto('/cart');
  await closePopupsWhenShown(page, w);
  const line = page
    .getByRole('list', { name: w.bagLines })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: piece.name, exact: true }) });
  await reach(page, line);
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  const submits = await submitUntilPlaced(page, w);
  expect(submits).toBe(2);
  await startPayment(page);
  await payInCashier(page, 'pay');
  await reach(page, page.getByRole('heading', { name: w.paid }));

  const orders = await ordersOf(page, member);
  expect(orders.map((order) => order.status)).toEqual(['paid']);
  expect(await bagOf(page, member)).toEqual([]);
});

test('a phone whose menu could not be loaded offers to try again @mobile', async ({ page }) => {
  const w = WORDS[await speakProjectLanguage(page)];
  let menusDown = true;
  await flakyNetwork(page, {
    seed: 1,
    failureRate: 0,
    fates: { 'api/kc/menu/menus': () => (menusDown ? { kind: 'reset' } : undefined) },
  });
  // Opened from a shell without the menus in it (the worker's), the page asks for them.
  await documentsWithoutFrameData(page);
  await closePopupsWhenShown(page, w);
  await page.goto('/');
  const drawer = await openMenuDrawer(page, langOf(page));
  const failed = drawer.getByRole('alert');
  await expect(failed).toHaveText(/The menu could not be loaded/);
  await expectNoRawError(page);

  menusDown = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  const nav = drawer.getByRole('navigation', { name: w.main });
  await nav.getByRole('button', { name: w.women }).click();
  await nav.getByRole('link', { name: w.viewAll }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.women })).toBeVisible();
});

test('a computer whose menu could not be loaded offers to try again @desktop', async ({ page }) => {
  const w = WORDS[await speakProjectLanguage(page)];
  let menusDown = true;
  await flakyNetwork(page, {
    seed: 1,
    failureRate: 0,
    fates: { 'api/kc/menu/menus': () => (menusDown ? { kind: 'reset' } : undefined) },
  });
  await documentsWithoutFrameData(page);
  await closePopupsWhenShown(page, w);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: w.main });
  const failed = nav.getByRole('alert');
  await expect(failed).toContainText('菜单无法加载，请检查网络连接后重试。');
  await expectNoRawError(page);

  menusDown = false;
  await failed.getByRole('button', { name: '重试' }).click();
  const women = nav.getByRole('link', { name: w.women, exact: true });
  await women.hover();
  await nav.getByRole('link', { name: w.viewAll }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.women })).toBeVisible();
});
