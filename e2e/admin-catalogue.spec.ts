import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';
import { onShopDatabase } from './orders-support';

// The merchant console's catalogue against the real shop: a manager uploads a stock file, reads
// the dry run's differences, applies it and the shopper's piece shows the new stock; a bad row is
// told in Chinese; in English, a file naming a SKU the shop does not know is refused where it is
// and changes nothing, and the piece is found and taken off sale, then put back.

test.describe.configure({ timeout: 120_000 });

/** A piece in several sizes, the SKU of its first colour and first size, and the SKU's code. */
async function pieceInSizes() {
  return onShopDatabase(async (db) => {
    const goods = await db
      .selectFrom('goods')
      .select(['id', 'sn'])
      .where('on_sale', '=', 1)
      .where('size_kind', '=', 'clothing')
      .orderBy('id', 'desc')
      .offset(2)
      .limit(1)
      .executeTakeFirstOrThrow();
    const colour = await db
      .selectFrom('goods_color')
      .select('id')
      .where('goods_id', '=', goods.id)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sku = await db
      .selectFrom('sku')
      .select(['code', 'size'])
      .where('goods_color_id', '=', colour.id)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Plenty of every size first, so that the file makes one clear change.
    await db.updateTable('sku').set({ stock: 20 }).where('goods_id', '=', goods.id).execute();
    return { goodsId: goods.id, sn: goods.sn, ...sku };
  });
}

/** A feed folder of one new piece in one size, under the slugs of the shop's piece. */
async function feedFolder(goodsId: number) {
  const slugs = await onShopDatabase((db) =>
    db
      .selectFrom('goods')
      .innerJoin('category', 'category.id', 'goods.category_id')
      .innerJoin('series', 'series.id', 'goods.series_id')
      .innerJoin('season', 'season.id', 'goods.season_id')
      .select(['category.slug as category', 'series.slug as series', 'season.slug as season'])
      .where('goods.id', '=', goodsId)
      .executeTakeFirstOrThrow(),
  );
  const colour = await onShopDatabase((db) =>
    db.selectFrom('color').select('slug').orderBy('id').executeTakeFirstOrThrow(),
  );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-feed-'));
  const sn = `MP00-A-SQ-${Date.now().toString().slice(-6)}`;
  const header = [
    ...['sn', 'sku', 'category', 'series', 'season', 'size_kind', 'name_cn', 'name_en'],
    ...['description_cn', 'description_en', 'material_cn', 'material_en', 'care_cn', 'care_en'],
    ...['colour', 'size', 'price', 'original_price', 'stock', 'on_sale', 'is_new', 'sort'],
    ...['promotion', 'pictures'],
  ].join(',');
  const piece = [sn, `${sn}-ONE`, slugs.category, slugs.series, slugs.season, 'one'];
  const texts = ['丝质方巾', 'Silk Square', '', '', '', '', '', ''];
  const row = [...piece, ...texts, colour.slug, 'ONE', '2800', '', '4', '1', '0', '', '', ''];
  fs.writeFileSync(path.join(folder, 'catalogue.csv'), `${header}\n${row.join(',')}\n`);
  return folder;
}

async function upload(page: Page, name: string, lines: string[]) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(['sku,stock', ...lines].join('\n')),
  });
}

test('a manager applies a stock file after its dry run and the shopper sees the new stock', async ({
  page,
  browser,
}, testInfo) => {
  const piece = await pieceInSizes();
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);

  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '商品管理' })
    .click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await upload(page, 'stock.csv', [`${piece.code},2`]);
  await expect(page.getByText('检查完成：1 个 SKU 中 1 个将变更，尚未作任何更改')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: piece.code });
  await expect(row).toContainText('20');
  await expect(row).toContainText('2');
  await desktopShot(page, testInfo.outputPath('catalogue-dry-run.png'));
  await page.getByRole('button', { name: '应用 1 项更改' }).click();
  await expect(page.getByText('已应用：1 个 SKU 中 1 个已变更')).toBeVisible();
  await desktopShot(page, testInfo.outputPath('catalogue-applied.png'));

  // A bad row is told where it is, in Chinese, and changes nothing.
  await upload(page, 'stock-bad.csv', [`${piece.code},-1`]);
  await expect(page.getByText('stock-bad.csv 有 1 处问题，未作任何更改')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '“-1”小于 0' })).toHaveCount(1);
  await desktopShot(page, testInfo.outputPath('catalogue-refused-cn.png'));

  // The shopper's piece: the size the file changed has two left.
  const shopper = await browser.newPage();
  await shopper.goto(`/pc/productList/detail?id=${piece.goodsId}`);
  await expect(
    shopper.getByRole('button', { name: `${piece.size}，仅剩 2 件`, exact: true }),
  ).toBeVisible();
  await shopper.close();

  // In English: a SKU the shop does not know refuses the file, which changes nothing.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.getByText('Click or drop a file here to check it')).toBeVisible();
  await upload(page, 'stock-en.csv', [`${piece.code},9`, 'NOT-A-SKU,4']);
  await expect(page.getByText('Problems in stock-en.csv: 1. Nothing was changed')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: '"NOT-A-SKU" is not a SKU of the shop' }),
  ).toHaveCount(1);
  await desktopShot(page, testInfo.outputPath('catalogue-refused-en.png'));

  // A feed folder's dry run: one new piece, nothing imported yet.
  await page.getByText('Catalogue feed', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(await feedFolder(piece.goodsId));
  await expect(
    page.getByText('Dry run: importing the feed would make these changes; nothing was changed yet'),
  ).toBeVisible();
  await expect(page.getByText('1 new, 0 changed, 0 unchanged').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import the feed' })).toBeVisible();
  await desktopShot(page, testInfo.outputPath('catalogue-feed-en.png'));

  // The catalogue's export: the feed in one archive.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download an export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{8}\.zip$/);

  // The piece found by its number, taken off sale and put back.
  await page.getByRole('tab', { name: 'On and off sale' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/pieces$/);
  const box = page.getByLabel('Piece number, SKU or name', { exact: true });
  await box.fill(piece.sn);
  await box.press('Enter');
  const switcher = page.getByRole('switch', { name: `On sale: ${piece.sn}`, exact: true });
  await expect(switcher).toBeChecked();
  await switcher.click();
  await expect(page.getByText(`${piece.sn} is off sale`)).toBeVisible();
  await expect(switcher).not.toBeChecked();
  await desktopShot(page, testInfo.outputPath('catalogue-pieces-en.png'));
  await switcher.click();
  await expect(switcher).toBeChecked();

  // The search's synonyms, offered to the manager; the maintenance switch is the owner's only.
  await page.getByRole('tab', { name: 'Search synonyms and maintenance' }).click();
  await expect(page.getByRole('button', { name: 'Add synonyms' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Maintenance screen' })).toHaveCount(0);
  await desktopShot(page, testInfo.outputPath('catalogue-synonyms-en.png'));
  const onSale = await onShopDatabase((db) =>
    db
      .selectFrom('goods')
      .select('on_sale')
      .where('id', '=', piece.goodsId)
      .executeTakeFirstOrThrow(),
  );
  expect(onSale.on_sale).toBe(1);
});
