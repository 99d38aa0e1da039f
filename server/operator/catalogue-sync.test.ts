import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import { feedFolder } from '../catalogue/feed/import-fixtures';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { call, databases, type TestShop } from '../test/harness';
import { createMember } from '../test/members';
import { freshOrderSku, placeOrder } from '../test/orders';
import type { GoodsDetail } from '../../contract/catalogue';
import { runOperatorCommand } from './commands';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

describe.each(databases)('the daily stock and prices files on %s', (kind) => {
  test.override({ databaseKind: kind });

  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
      },
      args,
    );
  const write = (shop: TestShop, name: string, text: string | Buffer) => {
    fs.writeFileSync(path.join(folderOf(shop), name), text);
    return path.join(folderOf(shop), name);
  };
  const skuRow = (shop: TestShop, id: number) =>
    shop.db
      .selectFrom('sku')
      .select(['code', 'goods_id', 'price', 'original_price', 'stock'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Two SKUs of one piece, stock 10 each, and that piece's other SKUs. */
  const twoSkus = async (shop: TestShop) => {
    const first = await skuRow(shop, await freshOrderSku(shop.db, 10));
    const rows = await shop.db
      .selectFrom('sku')
      .select(['id', 'code'])
      .where('goods_id', '=', first.goods_id)
      .orderBy('id')
      .execute();
    const second = rows[1];
    if (!second) throw new Error('the piece has one SKU');
    await shop.db.updateTable('sku').set({ stock: 10 }).where('id', '=', second.id).execute();
    return {
      first: { ...first, id: rows[0]?.id ?? 0 },
      second: { ...(await skuRow(shop, second.id)), id: second.id },
    };
  };
  const snapshot = (shop: TestShop) =>
    shop.db
      .selectFrom('sku')
      .select(['id', 'price', 'original_price', 'stock'])
      .orderBy('id')
      .execute();

  test('sets the quantity on hand: what sells is what open orders leave of it', async ({
    shop,
  }) => {
    const { first, second } = await twoSkus(shop);
    const member = await createMember(shop.db);
    await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: first.id, quantity: 2 }],
    });
    const file = write(
      shop,
      'stock.csv',
      `\uFEFFsku,stock\n${first.code},7\n\n"${second.code}",10\n`,
    );
    const result = await run(shop, 'catalogue', 'stock', file);
    expect(result.ok).toBe(true);
    expect(result.text).toMatch(
      /^stock of .*stock\.csv set in \d+\.\d s\n {2}SKUs {7}1 changed, 1 unchanged$/,
    );
    expect((await skuRow(shop, first.id)).stock).toBe(5);
    expect((await skuRow(shop, second.id)).stock).toBe(10);
  });

  test('refuses a file naming a SKU the shop does not know, unless told to skip it', async ({
    shop,
  }) => {
    const { first } = await twoSkus(shop);
    const file = write(
      shop,
      'unknown.csv',
      `sku,stock\nNO-SUCH-1,3\n${first.code},4\nNO-SUCH-2,0\n`,
    );
    const before = await snapshot(shop);
    expect(await run(shop, 'catalogue', 'stock', file)).toEqual({
      ok: false,
      text: [
        'unknown.csv line 2, sku: "NO-SUCH-1" is not a SKU of the shop',
        'unknown.csv line 4, sku: "NO-SUCH-2" is not a SKU of the shop',
        '2 problems in unknown.csv: nothing was changed',
      ].join('\n'),
    });
    expect(await snapshot(shop)).toEqual(before);

    const skipping = await run(shop, 'catalogue', 'stock', file, '--skip-unknown');
    expect(skipping.text).toContain(
      '1 changed, 0 unchanged\n  skipped    2 SKUs the shop does not know: NO-SUCH-1, NO-SUCH-2',
    );
    expect((await skuRow(shop, first.id)).stock).toBe(4);
  });

  test('tells every broken row of a file at once and changes nothing', async ({ shop }) => {
    const { first, second } = await twoSkus(shop);
    const before = await snapshot(shop);
    const file = write(
      shop,
      'broken.csv',
      `sku,stock\n${first.code},-1\n${second.code},1.5\n${first.code},3\n,2\n`,
    );
    expect(await run(shop, 'catalogue', 'stock', file)).toEqual({
      ok: false,
      text: [
        'broken.csv line 2, stock: "-1" is below 0',
        'broken.csv line 3, stock: "1.5" is not a whole number',
        `broken.csv line 4, sku: "${first.code}" is already on line 2`,
        'broken.csv line 5, sku: is required but empty',
        '4 problems in broken.csv: nothing was changed',
      ].join('\n'),
    });
    expect(await snapshot(shop)).toEqual(before);
  });

  test('refuses a file with the wrong columns, in another encoding, or none at all', async ({
    shop,
    folder,
  }) => {
    const header = write(shop, 'header.csv', 'sku;stock\nA,1\n');
    expect((await run(shop, 'catalogue', 'stock', header)).text).toMatch(
      /^header\.csv line 1: the header has missing columns "sku", "stock"; unknown columns "sku;stock" \(the columns must be separated by commas\)/,
    );
    const gbk = write(
      shop,
      'gbk.csv',
      Buffer.concat([
        Buffer.from('sku,stock\n'),
        Buffer.from([0xb4, 0xf3, 0xd2, 0xc2]), // 大衣 in GBK
        Buffer.from(',1\n'),
      ]),
    );
    expect((await run(shop, 'catalogue', 'stock', gbk)).text).toMatch(
      /^gbk\.csv: the file is not UTF-8 text/,
    );
    expect((await run(shop, 'catalogue', 'stock', path.join(folder, 'absent.csv'))).text).toBe(
      'absent.csv: no such file\n1 problem in absent.csv: nothing was changed',
    );
    expect((await run(shop, 'catalogue', 'prices')).text).toBe(
      'usage: npm run shop -- catalogue prices <file.csv> [--skip-unknown]',
    );
  });

  test('sets prices, and what lists and details show of the piece', async ({ shop }) => {
    const { first, second } = await twoSkus(shop);
    const lower = Math.min(first.price, second.price) - 100_00;
    const file = write(
      shop,
      'prices.csv',
      `sku,price,original_price\n${first.code},${lower / 100},\n${second.code},${second.price / 100},${second.original_price / 100}\n`,
    );
    const result = await run(shop, 'catalogue', 'prices', file);
    expect(result.text).toMatch(
      /\n {2}SKUs {7}1 changed, 1 unchanged\n {2}pieces {5}1 with a new price in lists$/,
    );
    expect(await skuRow(shop, first.id)).toMatchObject({ price: lower, original_price: lower });
    const goods = await shop.db
      .selectFrom('goods')
      .select(['price', 'original_price'])
      .where('id', '=', first.goods_id)
      .executeTakeFirstOrThrow();
    expect(goods).toEqual({ price: lower, original_price: lower });
    const detail = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: first.goods_id },
      lang: 'en',
    });
    expect(detail.data.sku_list.find((s) => s.id === first.id)?.price).toBe(lower);
  });

  test('refuses a markdown for a piece without a promotion, and an original below the price', async ({
    shop,
  }) => {
    const { first, second } = await twoSkus(shop);
    const before = await snapshot(shop);
    const file = write(
      shop,
      'markdown.csv',
      `sku,price,original_price\n${first.code},100,200\n${second.code},300,200\n`,
    );
    expect((await run(shop, 'catalogue', 'prices', file)).text).toBe(
      [
        'markdown.csv line 3, original_price: is below price',
        '1 problem in markdown.csv: nothing was changed',
      ].join('\n'),
    );
    const markdown = write(
      shop,
      'markdown2.csv',
      `sku,price,original_price\n${first.code},100,200\n`,
    );
    const promote = (promotionId: number | null) =>
      shop.db
        .updateTable('goods')
        .set({ promotion_id: promotionId })
        .where('id', '=', first.goods_id)
        .execute();
    await promote(null);
    expect((await run(shop, 'catalogue', 'prices', markdown)).text).toMatch(
      /^markdown2\.csv line 2, price: is below original_price, but its piece has no promotion/,
    );
    expect(await snapshot(shop)).toEqual(before);

    // Under a promotion, the price is its discount off the original price, to the whole yuan:
    // another price is refused, naming the one the promotion gives.
    const promotion = await shop.db
      .selectFrom('promotion')
      .select(['id', 'slug'])
      .where('discount_percent', '=', 30)
      .executeTakeFirstOrThrow();
    await promote(promotion.id);
    expect((await run(shop, 'catalogue', 'prices', markdown)).text).toMatch(
      `markdown2.csv line 2, price: is not the price of the promotion "${promotion.slug}": 30% off 200.00 is 140.00`,
    );
    expect(await snapshot(shop)).toEqual(before);
    const promoted = write(
      shop,
      'markdown3.csv',
      `sku,price,original_price\n${first.code},140,200\n`,
    );
    expect((await run(shop, 'catalogue', 'prices', promoted)).ok).toBe(true);
    expect(await skuRow(shop, first.id)).toMatchObject({ price: 140_00, original_price: 200_00 });
  });
});
