import { expect, test, type Page } from '@playwright/test';
import { addedByOperator, animationsEnded, signInFirstTime } from './admin-support';
import type { GoodsDetailData } from './checkout-support';

// The console's promotions against the real shop: a manager creates a promotion in Chinese, is
// refused pieces the shop does not know or another promotion holds (nothing changes), adds two
// pieces by style number and sees their regular and promotional prices, takes one out, changes
// the discount; then, in English, sees the new prices, deletes the promotion (it had not started)
// and ends another one early. The promotion starts tomorrow, so no shopper's page meets it.

test.describe.configure({ timeout: 150_000 });

const SHOTS = '/work/notes/shots';

interface Reply<T> {
  data: T;
}

/** A picture at a desktop's size, 1440 × 900, once the console's animations are over. */
async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The confirmations fade after a few seconds: the picture shows the screen without them.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await animationsEnded(page);
  await page.screenshot({ path: `${SHOTS}/promos-${name}.png` });
}

const yuan = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** The promotion's price of a piece: its regular price less the percent, to the whole yuan. */
const promotional = (fen: number, percent: number) =>
  Math.round((fen * (100 - percent)) / 10_000) * 100;

/**
 * Two pieces on sale under no promotion, away from the first list page the shoppers' suites buy
 * from, and one piece another promotion holds.
 */
async function chosenPieces(page: Page) {
  const list = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/default/goods-list', page_size: '40' },
  });
  const firstPage = new Set(
    ((await list.json()) as Reply<{ list: { id: number }[] }>).data.list.map((g) => g.id),
  );
  const pieces = await page.request.get('/admin/api/catalogue/pieces', {
    params: { page: '3', page_size: '40' },
  });
  const rows = (
    (await pieces.json()) as Reply<{
      rows: { id: number; sn: string; price: number; on_sale: boolean }[];
    }>
  ).data.rows;
  const free: { sn: string; price: number }[] = [];
  let held = '';
  for (const row of rows) {
    if (!row.on_sale || firstPage.has(row.id)) continue;
    const reply = await page.request.get('/api', {
      params: { _mall_id: '2', r: 'api/goods/detail', id: String(row.id) },
    });
    const detail = ((await reply.json()) as Reply<GoodsDetailData>).data;
    if (detail.promotion) held ||= row.sn;
    else if (free.length < 2) free.push({ sn: row.sn, price: row.price });
    if (held && free.length === 2) break;
  }
  const [a, b] = free;
  if (!a || !b || !held) throw new Error('no pieces to promote');
  return { a, b, held };
}

test('a manager creates a promotion, chooses its pieces and prices, then deletes it', async ({
  page,
}) => {
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  await expect(page.getByRole('menu', { name: '后台菜单' })).toBeVisible();
  const tag = Date.now().toString(36).slice(-5);
  const { a, b, held } = await chosenPieces(page);

  await page.goto('/admin/marketing/promotions');
  await page.getByRole('button', { name: '新建促销活动' }).click();
  const create = page.getByRole('dialog', { name: '新建促销活动' });
  await create.getByLabel('名称（中文）').fill(`冬日特惠 ${tag}`);
  await create.getByLabel('名称（英文）').fill(`Winter offer ${tag}`);
  await create.getByLabel('标签（中文）').fill('8折');
  await create.getByLabel('标签（英文）').fill('-20%');
  await create.getByLabel('减价幅度（%）').fill('20');
  await create.getByLabel('可用优惠券').click();
  await create.getByLabel('商品目录文件中的代码').fill(`winter-${tag}`);
  const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 11 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  await create.getByPlaceholder('开始日期').click();
  await create.getByPlaceholder('开始日期').fill(tomorrow);
  await create.getByPlaceholder('开始日期').press('Enter');
  await create.getByPlaceholder('结束日期').fill(later);
  await create.getByPlaceholder('结束日期').press('Enter');
  await expect(create.getByPlaceholder('结束日期')).toHaveValue(later);
  await shot(page, 'new-cn');
  await create.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `冬日特惠 ${tag}` });
  await expect(row).toContainText('20%');
  await expect(row).toContainText('未开始');
  await expect(row).toContainText(`${tomorrow} – ${later}`);

  // Its pieces: an unknown style number and a piece of another promotion refuse the whole call.
  await row.getByRole('button', { name: /^商\s?品$/ }).click();
  const drawer = page.getByRole('dialog', { name: `“冬日特惠 ${tag}”的商品` });
  await expect(drawer.getByText('该活动暂无商品')).toBeVisible();
  await drawer.getByLabel('要添加的款号').fill(`${a.sn}\n${held}, NOPE-${tag}`);
  await drawer.getByRole('button', { name: '添加商品' }).click();
  const refusal = drawer.getByRole('alert');
  await expect(refusal).toContainText(`没有这些款号的商品：NOPE-${tag.toUpperCase()}`);
  await expect(refusal).toContainText(held);
  await expect(refusal).toContainText('未做任何更改');
  await expect(drawer.getByText('该活动暂无商品')).toBeVisible();

  await drawer.getByLabel('要添加的款号').fill(`${a.sn} ${b.sn}`);
  await drawer.getByRole('button', { name: '添加商品' }).click();
  await expect(page.getByText('已添加 2 件商品')).toBeVisible();
  await expect(refusal).toBeHidden();
  const pieceA = drawer.getByRole('row').filter({ hasText: a.sn });
  await expect(pieceA).toContainText(yuan(a.price));
  await expect(pieceA).toContainText(yuan(promotional(a.price, 20)));
  await expect(drawer.getByRole('row').filter({ hasText: b.sn })).toContainText(
    yuan(promotional(b.price, 20)),
  );
  await shot(page, 'pieces-cn');
  await drawer.getByRole('row').filter({ hasText: b.sn }).getByRole('checkbox').check();
  await drawer.getByRole('button', { name: '移出所选商品' }).click();
  await expect(page.getByText('已移出 1 件商品')).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: b.sn })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  // A deeper discount reprices the piece at once.
  await row.getByRole('button', { name: /^编\s?辑$/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑促销活动' });
  await expect(edit.getByLabel('商品目录文件中的代码')).toBeDisabled();
  await edit.getByLabel('减价幅度（%）').fill('30');
  await edit.getByLabel('标签（中文）').fill('7折');
  await shot(page, 'editor-cn');
  await edit.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.getByText('促销活动已保存')).toBeVisible();
  await expect(row).toContainText('30%');

  // In English: the new price, then the promotion deleted (it has not started).
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  const english = page.getByRole('row').filter({ hasText: `Winter offer ${tag}` });
  await expect(english).toContainText('Not started');
  await expect(english).toContainText('No / Yes');
  await english.getByRole('button', { name: 'Pieces' }).click();
  const pieces = page.getByRole('dialog', { name: `Pieces of “Winter offer ${tag}”` });
  await expect(pieces.getByRole('row').filter({ hasText: a.sn })).toContainText(
    yuan(promotional(a.price, 30)),
  );
  await expect(pieces.getByText('regular price less 30%')).toBeVisible();
  await shot(page, 'pieces-en');
  await page.keyboard.press('Escape');
  await expect(pieces).toBeHidden();
  await english.getByRole('button', { name: 'Edit' }).click();
  const editEn = page.getByRole('dialog', { name: 'Edit promotion' });
  await expect(editEn.getByLabel('Discount (%)')).toHaveValue('30');
  await shot(page, 'editor-en');
  await editEn.getByRole('button', { name: 'Cancel' }).click();
  await expect(editEn).toBeHidden();
  await english.getByRole('button', { name: 'Delete' }).click();
  await animationsEnded(page);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Promotion deleted')).toBeVisible();
  await expect(english).toBeHidden();

  // A promotion running from today, ended early.
  await page.getByRole('button', { name: 'New promotion' }).click();
  const running = page.getByRole('dialog', { name: 'New promotion' });
  await running.getByLabel('Name (Chinese)').fill(`周末快闪 ${tag}`);
  await running.getByLabel('Name (English)').fill(`Weekend flash ${tag}`);
  await running.getByLabel('Tag (Chinese)').fill('礼遇');
  await running.getByLabel('Tag (English)').fill('Gift');
  await running.getByLabel('Code in the catalogue’s files').fill(`flash-${tag}`);
  await shot(page, 'new-en');
  await running.getByRole('button', { name: 'Create' }).click();
  await expect(running).toBeHidden();
  const flash = page.getByRole('row').filter({ hasText: `Weekend flash ${tag}` });
  await expect(flash).toContainText('In effect');
  await flash.getByRole('button', { name: 'End now' }).click();
  await animationsEnded(page);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('Promotion ended')).toBeVisible();
  await expect(flash).toContainText('Ended');
  await expect(flash.getByRole('button', { name: 'End now' })).toBeHidden();
  await shot(page, 'list-en');
});
