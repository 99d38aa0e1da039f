import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import {
  api,
  BAG,
  bagLink,
  goodsWithFewLeft,
  isDesktop,
  lineOf,
  sizeButton,
  sizePattern,
} from './cart-support';
import { ACCOUNT, CN, expectNoticeClear, registerMember, type TestMember } from './support';

// A visitor's bag lives on their device: they add, change and see it without an account, and
// it joins their own bag when they sign in, with a word on what could not join it.

/** Signs in through the dialog (wide screens) or the sign-in page (phones) the shop opened. */
async function signInWhereAsked(page: Page, member: TestMember, lang: 'cn' | 'en' = 'cn') {
  const words = ACCOUNT[lang];
  const signIn = isDesktop(page) ? page.getByRole('dialog') : page.getByRole('main');
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/mobile\/login/);
  await signIn.getByRole('tab').nth(1).click();
  await signIn.getByLabel(words.account).fill(member.mobile);
  await signIn.locator('input[type="password"]').fill(member.password);
  await signIn.getByRole('button', { name: words.signIn, exact: true }).click();
}

const deviceBag = (page: Page) => page.evaluate(() => localStorage.getItem('guestBag'));

test("a visitor's bag stays on the device and joins their own when they sign in", async ({
  page,
}) => {
  const member = await registerMember(page.request);
  const { detail, few, other } = await goodsWithFewLeft(page.request);
  // The member's own bag already holds all that is left of one size.
  await api(
    page.request,
    'api/cart/add',
    { sku_id: String(few.id), quantity: String(few.stock) },
    member,
  );
  const main = page.getByRole('main');

  await page.goto(`/productList/detail?id=${detail.id}`);
  await sizeButton(page, other.size).click();
  await main.getByRole('button', { name: CN.addToBag }).click();
  await expect(page.getByRole('status').filter({ hasText: BAG.added })).toContainText(
    '购物袋中共 1 件商品',
  );
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  await sizeButton(page, few.size).click();
  await main.getByRole('button', { name: CN.addToBag }).click();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（2）');

  await bagLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByText('您的购物袋暂存于本设备')).toBeVisible();
  const lines = lineOf(page, detail.name);
  await expect(lines).toHaveCount(2);
  const otherLine = lines.filter({ hasText: `尺码：${other.size}` });
  const otherQuantity = otherLine.getByRole('group', { name: `${detail.name} 的数量` });
  await otherQuantity.getByRole('button', { name: BAG.more }).click();
  await expect(otherQuantity.locator('output')).toHaveText('2');
  await expect(otherQuantity).not.toHaveAttribute('aria-busy', 'true');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（3）');
  // The stepper stops at what is left, as a member's does.
  const fewLine = lines.filter({ hasText: `尺码：${few.size}` });
  const fewQuantity = fewLine.getByRole('group', { name: `${detail.name} 的数量` });
  for (let count = 2; count <= few.stock; count++) {
    await fewQuantity.getByRole('button', { name: BAG.more }).click();
    await expect(fewQuantity.locator('output')).toHaveText(String(count));
    await expect(fewQuantity).not.toHaveAttribute('aria-busy', 'true');
  }
  await fewQuantity.getByRole('button', { name: BAG.more }).click();
  await expect(fewLine.getByRole('status').filter({ hasText: BAG.maximum })).toBeVisible();

  // Kept on the device: a reload shows the same bag.
  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(bagLink(page)).toHaveAccessibleName(`购物袋（${2 + few.stock}）`);

  // Checking out asks for the sign-in first.
  await page.getByRole('button', { name: BAG.checkout }).click();
  await signInWhereAsked(page, member);
  // Something could not join: the shopper stays on the bag to see what changed.
  const notice = page.getByRole('alert').filter({ hasText: '部分商品未能加入购物袋' });
  await expect(notice).toContainText('您登录前选择的 2 件商品已加入您的购物袋。');
  await expect(notice.getByRole('listitem')).toHaveText([
    new RegExp(`${detail.name}.*${few.size}.*购物袋中已有全部剩余库存，未能加入`),
  ]);
  await notice.getByRole('link', { name: BAG.viewBag }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(notice).toBeHidden();
  await expect(main.getByText('您的购物袋暂存于本设备')).toHaveCount(0);
  await expect(otherLine.getByRole('group').locator('output')).toHaveText('2');
  await expect(fewLine.getByRole('group').locator('output')).toHaveText(String(few.stock));
  await expect(bagLink(page)).toHaveAccessibleName(`购物袋（${2 + few.stock}）`);
  expect(await deviceBag(page)).toBeNull();

  // Once only: the next visit adds nothing more.
  await page.reload();
  await expect(otherLine.getByRole('group').locator('output')).toHaveText('2');
  await expect(page.getByRole('alert').filter({ hasText: '部分商品' })).toHaveCount(0);
});

test("a visitor's bag speaks English and says when all of it joined", async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  const member = await registerMember(page.request);
  const { detail, other } = await goodsWithFewLeft(page.request);
  await page.goto(`/productList/detail?id=${detail.id}`);
  await page
    .getByRole('main')
    .getByRole('group', { name: 'Size', exact: true })
    .getByRole('button', { name: sizePattern(other.size) })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click();
  await expect(bagLink(page)).toHaveAccessibleName('Shopping bag (1)');
  await page.goto('/cart');
  await expect(page.getByText('Your bag is kept on this device.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInWhereAsked(page, member, 'en');
  const notice = page.getByRole('status').filter({ hasText: 'Your bag is saved to your account' });
  await expect(notice).toContainText('The 1 piece you chose before signing in is now in your bag.');
  await expectNoticeClear(notice);
  await expect(bagLink(page)).toHaveAccessibleName('Shopping bag (1)');
  const bag = await api<{ list: { sku_id: number }[] }>(
    page.request,
    'api/cart/list',
    {},
    member,
    'GET',
  );
  expect(bag.list.map((line) => line.sku_id)).toEqual([other.id]);
});

test('a visitor checking out signs in and goes on to the order page with their pieces', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  const { detail, other } = await goodsWithFewLeft(page.request);
  await page.goto(`/productList/detail?id=${detail.id}`);
  await sizeButton(page, other.size).click();
  await page.getByRole('main').getByRole('button', { name: CN.addToBag }).click();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  await bagLink(page).click();
  await expect(lineOf(page, detail.name)).toHaveCount(1);
  await page.getByRole('button', { name: BAG.checkout }).click();
  await signInWhereAsked(page, member);
  await expect(page).toHaveURL(/\/productList\/order$/);
  await expect(page.getByRole('main')).toContainText(detail.name);
  // The bag's notice comes along, above the order page rather than over its heading or controls.
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeInViewport();
  await expectNoticeClear(page.getByRole('status').filter({ hasText: '购物袋已保存至您的账户' }));
  const bag = await api<{ list: { id: number; sku_id: number }[] }>(
    page.request,
    'api/cart/list',
    {},
    member,
    'GET',
  );
  expect(bag.list.map((line) => line.sku_id)).toEqual([other.id]);
  const ordering = await page.evaluate(() => localStorage.getItem('createOrderSkuList'));
  expect(JSON.parse(ordering ?? 'null')).toEqual([{ cart_id: bag.list[0]?.id }]);
  expect(await deviceBag(page)).toBeNull();
});

test("another tab's add reaches a visitor's count", async ({ page, context }) => {
  const { detail, other } = await goodsWithFewLeft(page.request);
  await page.goto('/');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
  const second = await context.newPage();
  await second.goto(`/productList/detail?id=${detail.id}`);
  await sizeButton(second, other.size).click();
  await second.getByRole('main').getByRole('button', { name: CN.addToBag }).click();
  await expect(bagLink(second)).toHaveAccessibleName('购物袋（1）');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
});

test('a visitor with an empty bag is offered the sign-in to see a saved one', async ({ page }) => {
  // An empty bag draws without the code that lists and edits lines.
  const linesCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/CartContents-.*\.js$/.test(request.url())) linesCode.push(request.url());
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: '您的购物袋是空的' })).toBeVisible();
  await expect(page.getByText('已有账户？登录即可查看您购物袋中保存的商品。')).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
  await expect(page.getByRole('heading', { name: '热销推荐' })).toBeVisible();
  expect(linesCode).toEqual([]);

  // A bag with a line loads that code with the page.
  const { detail, other } = await goodsWithFewLeft(page.request);
  await page.goto(`/productList/detail?id=${detail.id}`);
  await sizeButton(page, other.size).click();
  await page.getByRole('main').getByRole('button', { name: CN.addToBag }).click();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  await page.goto('/cart');
  await expect(lineOf(page, detail.name)).toHaveCount(1);
  expect(linesCode).toHaveLength(1);
});
