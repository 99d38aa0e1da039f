import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, bagLink, BAG, isDesktop, lineOf, sizeButton } from './cart-support';
import {
  ACCOUNT,
  CN,
  HOME_POPUP,
  isCall,
  openMenuDrawer,
  productCards,
  registerMember,
  textedCode,
  watchGraphicCodes,
  type TestMember,
} from './support';

// A browser whose storage throws (a private mode, storage blocked by the shopper): reading
// localStorage, sessionStorage or indexedDB raises a SecurityError. The shop works with nothing
// kept, and the visitor's bag says it cannot be kept on this device.

const NOT_KEPT = {
  cn: '您的购物袋无法保存在此设备上。请登录以保存您选择的商品。',
  en: 'Your bag cannot be kept on this device. Sign in to keep the pieces you choose.',
} as const;

/** Makes every way to the browser's storage throw, as a private mode does, on every page. */
async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage', 'indexedDB']) {
      Object.defineProperty(window, name, { configurable: true, get: refuse });
    }
  });
}

/** The page's uncaught errors, as they happen. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

interface Piece {
  name: string;
  /** A size in stock of its first colour; null for a piece in one size. */
  size: string | null;
}

/** The first piece of the women's department with a size in stock in its first colour. */
async function womensPieceInStock(page: Page): Promise<Piece> {
  const list = await api<{ list: { id: number }[] }>(page.request, 'api/default/goods-list', {
    category_id: '1',
  });
  for (const { id } of list.list) {
    const detail = await api<{
      name: string;
      size_kind: string;
      color_list: { color_id: number }[];
      sku_list: { color_id: number; size: string; stock: number }[];
    }>(page.request, 'api/goods/detail', { id: String(id) });
    const colour = detail.color_list[0]?.color_id;
    const sku = detail.sku_list.find((s) => s.color_id === colour && s.stock > 0);
    if (sku) return { name: detail.name, size: detail.size_kind === 'one' ? null : sku.size };
  }
  throw new Error('no piece of the women’s department in stock');
}

/**
 * Signs in with a texted code from the sandbox. The number was texted when it registered,
 * moments ago: a refusal to text it again so soon counts down, and the code is asked for again.
 */
async function signInWithTextedCode(
  page: Page,
  form: Locator,
  member: TestMember,
  codes: ReturnType<typeof watchGraphicCodes>,
) {
  const words = ACCOUNT.cn;
  const getCode = form.getByRole('button', { name: words.getCode });
  const requestCode = async () => {
    await form.getByLabel(words.graphicCode, { exact: true }).fill(await codes.answer());
    const reply = page.waitForResponse((response) =>
      isCall(response.url(), 'api/kc/crm-msg/send-msg-by-code'),
    );
    await getCode.click();
    return ((await (await reply).json()) as { code: number }).code;
  };
  await form.getByLabel(words.mobile, { exact: true }).fill(member.mobile);
  let reply = await requestCode();
  if (reply === 429) {
    await expect(getCode).toBeVisible({ timeout: 30_000 });
    reply = await requestCode();
  }
  expect(reply).toBe(0);
  await form.getByLabel(words.smsCode, { exact: true }).fill(await textedCode(page, member.mobile));
  await form.getByRole('button', { name: words.signIn, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // The home page's activity popup shows on every visit: nothing remembers it was seen.
  const popup = page.getByRole('dialog', { name: HOME_POPUP.cn });
  await page.addLocatorHandler(popup, () => popup.getByRole('button', { name: CN.close }).click());
});

test('with storage refused, a visitor browses, is asked to sign in to keep a piece, and orders it', async ({
  page,
  isMobile,
}) => {
  const member = await registerMember(page.request);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': member.address });
  const piece = await womensPieceInStock(page);
  const codes = watchGraphicCodes(page);
  await refuseStorage(page);
  const errors = pageErrors(page);
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(page.getByRole('link', { name: CN.home })).toBeVisible();
  await expect(main.getByRole('img').first()).toBeVisible();
  expect(errors, 'on the home page').toEqual([]);

  // The women's department, from the menu.
  if (isMobile) {
    const nav = (await openMenuDrawer(page)).getByRole('navigation', { name: CN.main });
    await nav.getByRole('button', { name: CN.women }).click();
    await nav.getByRole('link', { name: CN.viewAll }).click();
  } else {
    const nav = page.getByRole('navigation', { name: CN.main });
    await nav.getByRole('link', { name: CN.women, exact: true }).hover();
    await nav.getByRole('link', { name: CN.viewAll }).click();
  }
  await expect(page).toHaveURL(/\/productList\?category_id=1$/);
  await expect(productCards(page).first()).toBeVisible();
  expect(errors, 'on the list').toEqual([]);

  await productCards(page).filter({ hasText: piece.name }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  expect(errors, 'on the product page').toEqual([]);

  // Adding as a visitor: the device cannot keep the bag, and the shop says so.
  if (piece.size) await sizeButton(page, piece.size).click();
  await main.getByRole('button', { name: CN.addToBag }).click();
  const notice = page.getByRole('alert').filter({ hasText: NOT_KEPT.cn });
  await expect(notice).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
  expect(errors, 'adding as a visitor').toEqual([]);

  // Signing in adds the piece to the member's bag.
  await notice.getByRole('button', { name: '登录后加入此商品' }).click();
  const form = isDesktop(page) ? page.getByRole('dialog', { name: ACCOUNT.cn.signIn }) : main;
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/mobile\/login$/);
  await signInWithTextedCode(page, form, member, codes);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  expect(errors, 'signing in').toEqual([]);

  await bagLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(lineOf(page, piece.name)).toHaveCount(1);
  expect(errors, 'in the bag').toEqual([]);

  await page.getByRole('button', { name: BAG.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  await expect(main).toContainText(piece.name);
  await expect(main.getByRole('button', { name: '提交订单' })).toBeVisible();
  expect(errors, 'on the order page').toEqual([]);
  const bag = await api<{ list: { num: number }[] }>(
    page.request,
    'api/cart/list',
    {},
    member,
    'GET',
  );
  expect(bag.list).toHaveLength(1);
});

test("with storage refused, a visitor's bag says it cannot be kept here, in both languages", async ({
  page,
  context,
}) => {
  await refuseStorage(page);
  const errors = pageErrors(page);
  await page.goto('/cart');
  const note = page.getByRole('region', { name: '登录' });
  await expect(note).toContainText(NOT_KEPT.cn);
  await expect(page.getByRole('heading', { level: 1, name: '您的购物袋是空的' })).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Signing in' })).toContainText(NOT_KEPT.en);
  expect(errors).toEqual([]);
});
