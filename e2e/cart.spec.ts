import { expect, test } from '@playwright/test';
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
import { CN, registerMember, seriousAxeViolations, signInAs } from './support';

// The bag: the header's count, adding from a goods detail (the size rule first), the bag's
// lines (quantity, colour and size, ticks, removal) and the way to the order page. The shared
// routes adapt to the width, so both projects run every test.

test('a member adds from a detail, then changes, ticks and checks out the line', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const { detail, few, other } = await goodsWithFewLeft(page.request);
  const main = page.getByRole('main');

  await page.goto(`/productList/detail?id=${detail.id}`);
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
  // The size comes first.
  await main.getByRole('button', { name: CN.addToBag }).click();
  await expect(main.getByRole('alert')).toHaveText(CN.sizeRequired);
  await sizeButton(page, few.size).click();
  await main.getByRole('button', { name: CN.addToBag }).click();
  const notice = page.getByRole('status').filter({ hasText: BAG.added });
  await expect(notice).toContainText('购物袋中共 1 件商品');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');

  await notice.getByRole('link', { name: BAG.viewBag }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = lineOf(page, detail.name);
  await expect(line).toContainText(`尺码：${few.size}`);

  // The stepper runs from 1 to what is left.
  const quantity = line.getByRole('group', { name: `${detail.name} 的数量` });
  await quantity.getByRole('button', { name: BAG.less }).click();
  await expect(line.getByRole('status').filter({ hasText: BAG.minimum })).toBeVisible();
  for (let count = 2; count <= few.stock; count++) {
    await quantity.getByRole('button', { name: BAG.more }).click();
    await expect(quantity.locator('output')).toHaveText(String(count));
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
  }
  await quantity.getByRole('button', { name: BAG.more }).click();
  await expect(line.getByRole('status').filter({ hasText: BAG.maximum })).toBeVisible();
  await expect(quantity.locator('output')).toHaveText(String(few.stock));
  await expect(bagLink(page)).toHaveAccessibleName(`购物袋（${few.stock}）`);

  // Another size of the same goods.
  await line.getByRole('button', { name: BAG.change }).click();
  const dialog = page.getByRole('dialog', { name: BAG.change });
  await dialog
    .getByRole('group', { name: CN.size, exact: true })
    .getByRole('button', { name: sizePattern(other.size) })
    .click();
  await dialog.getByRole('button', { name: BAG.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(`尺码：${other.size}`);
  // The stock message was about the size before: it has gone with it.
  await expect(line.getByText(BAG.maximum)).toHaveCount(0);

  // Nothing ticked: the checkout asks for a tick first, until a line is ticked.
  const tick = line.getByRole('checkbox');
  await expect(tick).toBeChecked();
  await tick.uncheck();
  await expect(tick).not.toBeChecked();
  await page.getByRole('button', { name: BAG.checkout }).click();
  const selectFirst = page.getByRole('alert').filter({ hasText: BAG.selectFirst });
  await expect(selectFirst).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);

  await tick.check();
  await expect(selectFirst).toHaveCount(0);
  await page.getByRole('button', { name: BAG.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  const cart = await api<{ list: { id: number }[] }>(
    page.request,
    'api/cart/list',
    {},
    member,
    'GET',
  );
  const saved = await page.evaluate(() => localStorage.getItem('createOrderSkuList'));
  expect(JSON.parse(saved ?? 'null')).toEqual([{ cart_id: cart.list[0]?.id }]);
});

test('a line leaves the bag after a confirmation, and the count follows', async ({ page }) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const { detail, few, other } = await goodsWithFewLeft(page.request);
  await api(page.request, 'api/cart/add', { sku_id: String(few.id), quantity: '2' }, member);
  await api(page.request, 'api/cart/add', { sku_id: String(other.id) }, member);

  await page.goto('/cart');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（3）');
  const lines = page.getByRole('list', { name: '购物袋中的商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const first = lines.filter({ hasText: sizePattern(few.size, '尺码：') });
  await first.getByRole('button', { name: BAG.remove }).click();
  const dialog = page.getByRole('dialog', { name: '移除这件商品？' });
  await expect(dialog).toContainText(`${detail.name} 将从购物袋中移除。`);
  await dialog.getByRole('button', { name: BAG.remove }).click();
  await expect(dialog).toBeHidden();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`尺码：${other.size}`);
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  // A small bag suggests more.
  await expect(page.getByRole('heading', { name: '热销推荐' })).toBeVisible();

  await lines.first().getByRole('button', { name: BAG.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: BAG.remove }).click();
  await expect(page.getByRole('heading', { level: 1, name: '您的购物袋是空的' })).toBeVisible();
  await expect(page.getByRole('link', { name: '继续选购' })).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
});

test('"Buy now" takes the chosen size straight to the order page', async ({ page }) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const { detail, few } = await goodsWithFewLeft(page.request);
  const main = page.getByRole('main');
  await page.goto(`/productList/detail?id=${detail.id}`);
  await main.getByRole('button', { name: BAG.buyNow }).click();
  await expect(main.getByRole('alert')).toHaveText(CN.sizeRequired);
  await sizeButton(page, few.size).click();
  await main.getByRole('button', { name: BAG.buyNow }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  const saved = await page.evaluate(() => localStorage.getItem('createOrderSkuList'));
  expect(JSON.parse(saved ?? 'null')).toEqual([{ sku_id: few.id, quantity: 1 }]);
});

test('the bag speaks English', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  await context.addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  const { few } = await goodsWithFewLeft(page.request);
  await api(page.request, 'api/cart/add', { sku_id: String(few.id) }, member);

  await page.goto(isDesktop(page) ? '/pc/cart' : '/mobile/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping bag' })).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('Shopping bag (1)');
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select the pieces in your bag first' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(
    isDesktop(page) ? /\/pc\/productList\/order$/ : /\/mobile\/productList\/order$/,
  );
});

test('the bag and its colour and size dialog have no serious axe violations', async ({ page }) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const { few, other } = await goodsWithFewLeft(page.request);
  await api(page.request, 'api/cart/add', { sku_id: String(few.id) }, member);
  await api(page.request, 'api/cart/add', { sku_id: String(other.id) }, member);

  await page.goto('/cart');
  await expect(
    page.getByRole('list', { name: '购物袋中的商品' }).getByRole('listitem'),
  ).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: BAG.change }).first().click();
  await expect(
    page.getByRole('dialog', { name: BAG.change }).getByRole('button', { name: BAG.confirm }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
