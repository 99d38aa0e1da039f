import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, BAG, bagLink, lineOf, sizePattern } from './cart-support';
import {
  CN,
  MEMBER,
  registerMember,
  seriousAxeViolations,
  signInAs,
  type TestMember,
} from './support';

// Adding to the bag from the wish list: the colour and size are chosen in a dialog (a sold-out
// size cannot be), a piece with nothing to choose goes straight in, and the piece stays on the
// list. Both projects run each test but the English one.

interface Detail {
  id: number;
  name: string;
  size_kind: string;
  color_list: { color_id: number; name: string; sold_out: boolean }[];
  sku_list: { id: number; color_id: number; size: string; stock: number }[];
}

const WISH_LIST = '/personal?tab=wish-list';

async function catalogue(request: APIRequestContext): Promise<number[]> {
  const list = await api<{ list: { id: number }[] }>(request, 'api/default/goods-list', {
    page_size: '60',
  });
  return list.list.map((goods) => goods.id);
}

/**
 * Goods in several sizes whose first colour in stock (the one the dialog starts on) has a size
 * with one piece left, and, when the catalogue has one, a sold-out size.
 */
async function goodsWithLastPiece(request: APIRequestContext) {
  let fallback = null;
  for (const id of await catalogue(request)) {
    const detail = await api<Detail>(request, 'api/goods/detail', { id: String(id) });
    const color = detail.color_list.find((c) => !c.sold_out);
    if (detail.size_kind === 'one' || !color) continue;
    const skus = detail.sku_list.filter((sku) => sku.color_id === color.color_id);
    const last = skus.find((sku) => sku.stock === 1);
    const soldOut = skus.find((sku) => sku.stock === 0) ?? null;
    if (last && soldOut) return { detail, last, soldOut };
    if (last) fallback ??= { detail, last, soldOut };
  }
  if (fallback) return fallback;
  throw new Error('no goods with one piece left in a size');
}

async function oneSizeGoods(request: APIRequestContext): Promise<Detail> {
  for (const id of await catalogue(request)) {
    const detail = await api<Detail>(request, 'api/goods/detail', { id: String(id) });
    const first = detail.color_list[0];
    const sku = detail.sku_list.find((s) => s.color_id === first?.color_id);
    if (detail.size_kind === 'one' && sku && sku.stock >= 2) return detail;
  }
  throw new Error('no one-size goods in stock');
}

async function memberKeeping(page: Page, goodsIds: number[]): Promise<TestMember> {
  const member = await registerMember(page.request);
  for (const id of goodsIds) {
    await api(page.request, 'api/user/favorite-add', { goods_id: String(id) }, member);
  }
  await signInAs(page, member, SHOP_URL);
  return member;
}

const wishList = (page: Page) => page.getByRole('list', { name: MEMBER.wishList });

test('a member adds a wish-list piece to the bag, choosing its size', async ({ page }) => {
  const { detail, last, soldOut } = await goodsWithLastPiece(page.request);
  await memberKeeping(page, [detail.id]);
  await page.goto(WISH_LIST);
  await expect(wishList(page).getByRole('listitem')).toHaveCount(1);
  await expect(bagLink(page)).toHaveAccessibleName('购物袋');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const addButton = wishList(page).getByRole('button', { name: `将${detail.name}加入购物袋` });
  await expect(addButton).toHaveText(CN.addToBag);
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: '选择颜色和尺码' });
  await expect(dialog).toContainText(detail.name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const sizes = dialog.getByRole('group', { name: CN.size, exact: true });
  if (soldOut) {
    await expect(sizes.getByRole('button', { name: sizePattern(soldOut.size) })).toBeDisabled();
  }
  // The size comes first.
  await dialog.getByRole('button', { name: CN.addToBag }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CN.sizeRequired);
  await sizes.getByRole('button', { name: sizePattern(last.size) }).click();
  await dialog.getByRole('button', { name: CN.addToBag }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: BAG.added });
  await expect(notice).toContainText('购物袋中共 1 件商品');
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  // The piece stays on the wish list.
  await expect(wishList(page).getByRole('listitem')).toHaveCount(1);

  // That was the last piece of the size: another is refused, in the dialog, which stays open.
  await addButton.click();
  await sizes.getByRole('button', { name: sizePattern(last.size) }).click();
  await dialog.getByRole('button', { name: CN.addToBag }).click();
  await expect(dialog.getByRole('alert')).toHaveText('库存不足');
  await expect(dialog).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  await dialog.getByRole('button', { name: CN.close }).click();
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();

  await page.goto('/cart');
  const line = lineOf(page, detail.name);
  await expect(line).toContainText(`尺码：${last.size}`);
  await expect(line.locator('output')).toHaveText('1');
});

test('a piece in one colour and one size goes to the bag without a dialog', async ({ page }) => {
  const goods = await oneSizeGoods(page.request);
  const colour = goods.color_list[0];
  // The demo's one-size pieces all come in several colours: the piece's detail is made to offer
  // its first colour only, as a piece sold in one colour does.
  await page.route(
    (url) => url.pathname === '/api' && url.searchParams.get('r') === 'api/goods/detail',
    async (route) => {
      const reply = (await (await route.fetch()).json()) as { data: Detail };
      if (reply.data.id !== goods.id) return route.fulfill({ json: reply });
      const data = {
        ...reply.data,
        color_list: reply.data.color_list.slice(0, 1),
        sku_list: reply.data.sku_list.filter((sku) => sku.color_id === colour?.color_id),
      };
      return route.fulfill({ json: { ...reply, data } });
    },
  );
  await memberKeeping(page, [goods.id]);
  await page.goto(WISH_LIST);
  await wishList(page)
    .getByRole('button', { name: `将${goods.name}加入购物袋` })
    .click();
  const notice = page.getByRole('status').filter({ hasText: BAG.added });
  await expect(notice).toContainText('购物袋中共 1 件商品');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bagLink(page)).toHaveAccessibleName('购物袋（1）');
  await page.goto('/cart');
  await expect(lineOf(page, goods.name)).toContainText(colour?.name ?? '');
});

test('adding from the wish list speaks English', { tag: '@desktop' }, async ({ page }) => {
  const { detail, last } = await goodsWithLastPiece(page.request);
  await memberKeeping(page, [detail.id]);
  const reply = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/goods/detail', id: String(detail.id) },
    headers: { language: 'en' },
  });
  const name = ((await reply.json()) as { data: Detail }).data.name;
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto(WISH_LIST);
  const addButton = page
    .getByRole('list', { name: 'Wish list' })
    .getByRole('button', { name: `Add ${name} to bag` });
  await expect(addButton).toHaveText('Add to bag');
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your colour and size' });
  await dialog
    .getByRole('group', { name: 'Size', exact: true })
    .getByRole('button', { name: sizePattern(last.size) })
    .click();
  await dialog.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your bag' })).toContainText(
    '1 piece in your bag',
  );
});
