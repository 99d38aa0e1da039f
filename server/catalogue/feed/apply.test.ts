import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { said } from './problem-words';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { GoodsCard, GoodsDetail } from '../../../contract/catalogue';
import type { OrderDetail } from '../../../contract/order';
import { call, databases, idBySlug, type TestShop } from '../../test/harness';
import { callAs, createMember } from '../../test/members';
import { placeOrder } from '../../test/orders';
import { applyImport, planImport } from './apply';
import { colour, feed, feedFolder, piece, pictureFile, sku, writeMark } from './import-fixtures';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('importing a feed on %s', (kind) => {
  test.override({ databaseKind: kind });
  const keep = { unlistMissing: false };
  const idOf = (shop: TestShop, table: 'category' | 'color', slug: string) =>
    idBySlug(shop.db, table, slug);
  const goodsBySn = (shop: TestShop, sn: string) =>
    shop.db.selectFrom('goods').selectAll().where('sn', '=', sn).executeTakeFirstOrThrow();
  const skuByCode = (shop: TestShop, code: string) =>
    shop.db.selectFrom('sku').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  test('puts new pieces in lists and details, with prices, sizes, stock and pictures that serve', async ({
    shop,
    folder,
  }) => {
    const front = await pictureFile(folder, 'pictures/fv-1-ochre-1.png', {
      fill: '#cc7722',
      width: 800,
      height: 1000,
    });
    const back = await pictureFile(folder, 'pictures/fv-1-ochre-2.svg', { fill: '#aa5500' });
    const slate = await pictureFile(folder, 'pictures/fv-1-slate-1.png', { fill: '#5a6470' });
    const vase = piece('FV-001', [
      colour(
        'ochre',
        [sku('FV-001-OC-S', 'S', 1200_00, 3), sku('FV-001-OC-L', 'L', 1500_00, 0)],
        [front, back],
      ),
      colour('slate', [sku('FV-001-SL-S', 'S', 990_00, 5)], [slate]),
    ]);
    // The same picture as the vase's cover: stored once.
    const bowl = piece(
      'FV-002',
      [colour('ochre', [sku('FV-002-OC', 'ONE', 544_00, 7, 680_00)], [front])],
      {
        promotion: 'winter',
        name: { cn: 'FV-002 陶土碗', en: 'FV-002 Clay Bowl' },
      },
    );
    const winter = {
      slug: 'winter',
      discountPercent: 20,
      startsAt: Date.now() - DAY,
      endsAt: Date.now() + DAY,
      name: { cn: '冬季礼遇', en: 'Winter Offer' },
      tag: { cn: '8折', en: '-20%' },
    };
    const catalogueMasters = () =>
      shop.db
        .selectFrom('media_master')
        .select(['path', 'content_type'])
        .where('path', 'like', 'catalogue/%')
        .execute();
    const mastersBefore = (await catalogueMasters()).length;
    const summary = await applyImport(
      shop.db,
      feed(folder, [vase, bowl], { promotions: [winter] }),
      keep,
    );
    expect(summary).toEqual({
      pieces: { new: 2, changed: 0, unchanged: 0 },
      skus: { new: 4, changed: 0, unchanged: 0, emptied: 0 },
      reference: {
        categories: { new: 2, changed: 0 },
        series: { new: 1, changed: 0 },
        seasons: { new: 1, changed: 0 },
        colours: { new: 2, changed: 0 },
        promotions: { new: 1, changed: 0 },
      },
      pictures: 3,
      collocations: 0,
      unlisted: 0,
    });

    const objects = await idOf(shop, 'category', 'objects');
    const list = await call<{ list: GoodsCard[]; category: { path: { name: string }[] } }>(
      shop.app,
      'api/default/goods-list',
      { query: { category_id: objects }, lang: 'en' },
    );
    expect(list.data.category.path.map((c) => c.name)).toEqual(['Objects']);
    expect(
      list.data.list.map((g) => [g.sn, g.name, g.series_name, g.price, g.original_price]),
    ).toEqual([
      ['FV-001', 'FV-001 Clay Vase', 'Terre', 990_00, 990_00],
      ['FV-002', 'FV-002 Clay Bowl', 'Terre', 544_00, 680_00],
    ]);
    const [vaseCard, bowlCard] = list.data.list;
    expect(bowlCard?.promotion).toMatchObject({ name: 'Winter Offer', tag: '-20%' });
    expect(vaseCard?.color_list.map((c) => [c.name, c.hex, c.sold_out])).toEqual([
      ['Ochre', '#cc7722', false],
      ['Slate', '#5a6470', false],
    ]);

    const detail = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: vaseCard?.id ?? 0 },
    });
    expect(detail.data).toMatchObject({
      sn: 'FV-001',
      name: 'FV-001 陶土花瓶',
      material: '陶土',
      size_kind: 'one',
      sizes: ['S', 'L'],
      category: { name: '花瓶', path: [{ name: '器物' }, { name: '花瓶' }] },
      series: { name: 'Terre 大地' },
      season: { name: '2027 秋冬' },
      is_new: true,
    });
    const ochre = await idOf(shop, 'color', 'ochre');
    const slateId = await idOf(shop, 'color', 'slate');
    expect(detail.data.sku_list.map((s) => [s.color_id, s.size, s.price, s.stock])).toEqual([
      [ochre, 'S', 1200_00, 3],
      [slateId, 'S', 990_00, 5],
      [ochre, 'L', 1500_00, 0],
    ]);
    const [ochrePictures, slatePictures] = detail.data.color_list.map((c) => c.pic_url_group);
    expect(ochrePictures?.map((p) => [p.src, p.width, p.height])).toEqual([
      [`/media/catalogue/${front.hash.slice(0, 32)}-640.webp`, 800, 1000],
      [`/media/catalogue/${back.hash.slice(0, 32)}-320.webp`, 60, 75],
    ]);
    expect(slatePictures).toHaveLength(1);
    for (const picture of [...(ochrePictures ?? []), ...(slatePictures ?? [])]) {
      const served = await shop.app.inject({ url: picture.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // The demo's own pictures are stored under catalogue/ too: the feed's add three.
    expect(await catalogueMasters()).toHaveLength(mastersBefore + 3);

    const found = await call<{ list: GoodsCard[] }>(shop.app, 'api/default/goods-list', {
      query: { keyword: 'slate terre' },
      lang: 'en',
    });
    expect(found.data.list.map((g) => g.sn)).toEqual(['FV-001']);
  });

  test('changes nothing when the same feed is imported again', async ({ shop, folder }) => {
    const cover = await pictureFile(folder, 'pictures/fv-10.png', { fill: '#884422' });
    const same = () =>
      feed(
        folder,
        [
          piece('FV-010', [colour('ochre', [sku('FV-010-A', 'S', 100_00, 1)], [cover])]),
          piece('FV-011', [colour('slate', [sku('FV-011-A', 'ONE', 200_00, 2, 250_00)])]),
        ],
        { collocations: [{ sn: 'FV-010', matchSn: 'FV-011' }] },
      );
    await applyImport(shop.db, same(), keep);
    const before = await writeMark(shop.db, kind);

    const plan = await planImport(shop.db, same(), keep);
    const again = await applyImport(shop.db, same(), keep);
    expect(await writeMark(shop.db, kind)).toBe(before);
    const unchanged = {
      pieces: { new: 0, changed: 0, unchanged: 2 },
      skus: { new: 0, changed: 0, unchanged: 2, emptied: 0 },
      pictures: 0,
      collocations: 0,
      unlisted: 0,
    };
    expect(plan).toMatchObject({ ...unchanged, problems: [] });
    expect(again).toMatchObject(unchanged);
    for (const counts of Object.values(again.reference))
      expect(counts).toEqual({ new: 0, changed: 0 });
  });

  test('updates a changed price, name and stock in place; an order placed before keeps its price', async ({
    shop,
    folder,
  }) => {
    const first = piece('FV-020', [
      colour('ochre', [sku('FV-020-S', 'S', 800_00, 4), sku('FV-020-M', 'M', 800_00, 4)]),
    ]);
    await applyImport(shop.db, feed(folder, [first]), keep);
    const goods = await goodsBySn(shop, 'FV-020');
    const small = await skuByCode(shop, 'FV-020-S');
    const member = await createMember(shop.db);
    const order = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: small.id, quantity: 1 }],
    });

    const changed = piece(
      'FV-020',
      [colour('ochre', [sku('FV-020-S', 'S', 950_00, 9), sku('FV-020-M', 'M', 800_00, 4)])],
      { name: { cn: 'FV-020 新名字', en: 'FV-020 New Name' } },
    );
    const summary = await applyImport(shop.db, feed(folder, [changed]), keep);
    expect(summary.pieces).toEqual({ new: 0, changed: 1, unchanged: 0 });
    expect(summary.skus).toEqual({ new: 0, changed: 1, unchanged: 1, emptied: 0 });

    expect(await goodsBySn(shop, 'FV-020')).toMatchObject({
      id: goods.id,
      price: 800_00,
      created_at: goods.created_at,
    });
    expect(await skuByCode(shop, 'FV-020-S')).toMatchObject({
      id: small.id,
      price: 950_00,
      original_price: 950_00,
      // 9 on hand, 1 of them held by the paid order
      stock: 8,
    });
    const line = await shop.db
      .selectFrom('order_line')
      .select(['sku_id', 'price', 'original_price'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ sku_id: small.id, price: 800_00, original_price: 800_00 });
    const shown = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
      lang: 'en',
    });
    expect(shown.data.lines.map((l) => [l.sku_id, l.size, l.price, l.quantity])).toEqual([
      [small.id, 'S', 800_00, 1],
    ]);
    expect(shown.data.pay_amount).toBe(order.pay_amount);
    const detail = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: goods.id },
      lang: 'en',
    });
    expect(detail.data.name).toBe('FV-020 New Name');
  });

  test('keeps the SKUs and colours a feed no longer lists, with no stock; a renamed SKU stays the same row', async ({
    shop,
    folder,
  }) => {
    await applyImport(
      shop.db,
      feed(folder, [
        piece('FV-030', [
          colour('ochre', [sku('FV-030-OC-S', 'S', 300_00, 2), sku('FV-030-OC-M', 'M', 300_00, 2)]),
          colour('slate', [sku('FV-030-SL-S', 'S', 300_00, 6)]),
        ]),
      ]),
      keep,
    );
    const renamed = await skuByCode(shop, 'FV-030-OC-S');
    const summary = await applyImport(
      shop.db,
      feed(folder, [piece('FV-030', [colour('ochre', [sku('FV-030-OCHRE-S', 'S', 300_00, 2)])])]),
      keep,
    );
    expect(summary.skus).toEqual({ new: 0, changed: 1, unchanged: 0, emptied: 2 });
    const rows = await shop.db
      .selectFrom('sku')
      .select(['id', 'code', 'size', 'stock'])
      .where('goods_id', '=', renamed.goods_id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: renamed.id, code: 'FV-030-OCHRE-S', size: 'S', stock: 2 },
      { id: expect.any(Number), code: 'FV-030-OC-M', size: 'M', stock: 0 },
      { id: expect.any(Number), code: 'FV-030-SL-S', size: 'S', stock: 0 },
    ]);
    const detail = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: renamed.goods_id },
    });
    expect(detail.data.color_list.map((c) => c.sold_out)).toEqual([false, true]);
  });

  test('refuses a SKU moving to another piece, colour or size, telling every problem, and writes nothing', async ({
    shop,
    folder,
  }) => {
    await applyImport(
      shop.db,
      feed(folder, [
        piece('FV-040', [
          colour('ochre', [sku('FV-040-S', 'S', 100_00, 1), sku('FV-040-M', 'M', 100_00, 1)]),
        ]),
        piece('FV-041', [colour('ochre', [sku('FV-041-S', 'S', 100_00, 1)])]),
      ]),
      keep,
    );
    const moved = feed(folder, [
      piece('FV-040', [
        colour('ochre', [sku('FV-040-S', 'M', 100_00, 1), sku('FV-041-S', 'S', 100_00, 1)]),
      ]),
      piece('FV-042', [
        colour('slate', [sku('FV-042-S', 'S', 100_00, 1), sku('FV-042-S2', 'S', 100_00, 1)]),
      ]),
      piece('FV-043', [
        colour('ochre', [sku('FV-043-S', 'S', 100_00, 1)]),
        colour('ochre', [sku('FV-043-M', 'M', 100_00, 1)]),
      ]),
    ]);
    const before = await writeMark(shop.db, kind);
    const expected = [
      {
        file: 'catalogue.csv',
        line: expect.any(Number),
        column: 'sku',
        ...said('skuKeepsPlace', { sku: 'FV-040-S', sn: 'FV-040', colour: 'ochre', size: 'S' }),
      },
      {
        file: 'catalogue.csv',
        line: expect.any(Number),
        column: 'sku',
        ...said('skuOtherPiece', { sku: 'FV-041-S', owner: 'FV-041' }),
      },
      {
        file: 'catalogue.csv',
        line: expect.any(Number),
        column: 'size',
        ...said('colourSizeTwice', { sn: 'FV-042', colour: 'slate', size: 'S' }),
      },
      {
        file: 'catalogue.csv',
        line: expect.any(Number),
        column: 'colour',
        ...said('colourTwice', { sn: 'FV-043', colour: 'ochre' }),
      },
    ];
    expect((await planImport(shop.db, moved, keep)).problems).toEqual(expected);
    await expect(applyImport(shop.db, moved, keep)).rejects.toMatchObject({ problems: expected });
    if (kind === 'postgres') expect(await writeMark(shop.db, kind)).toBe(before);
    expect(
      await shop.db.selectFrom('goods').select('id').where('sn', '=', 'FV-042').execute(),
    ).toEqual([]);
    expect(await skuByCode(shop, 'FV-040-S')).toMatchObject({ size: 'S' });
  });

  test('runs two imports started at the same instant one after the other', async ({
    shop,
    folder,
  }) => {
    const feeds = [100_00, 120_00].map((price) =>
      feed(folder, [piece('FV-050', [colour('ochre', [sku('FV-050-S', 'S', price, 1)])])]),
    );
    const [a, b] = await Promise.all(feeds.map((f) => applyImport(shop.db, f, keep)));
    expect([a?.pieces.new, b?.pieces.new].sort()).toEqual([0, 1]);
    const second = a?.pieces.new === 0 ? 100_00 : 120_00;
    expect(b?.skus).toEqual({
      new: second === 120_00 ? 0 : 1,
      changed: second === 120_00 ? 1 : 0,
      unchanged: 0,
      emptied: 0,
    });
    expect(await skuByCode(shop, 'FV-050-S')).toMatchObject({ price: second });
    const pieces = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('sn', '=', 'FV-050')
      .execute();
    expect(pieces).toHaveLength(1);
  });
});
