import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { GoodsCard } from '../../../contract/catalogue';
import { call, databases, type TestShop } from '../../test/harness';
import { applyImport } from './apply';
import { knownSlugs } from './known';
import { colour, feed, feedFolder, piece, REFERENCE, sku } from './import-fixtures';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

describe.each(databases)('reference files and matches of a feed on %s', (kind) => {
  test.override({ databaseKind: kind });
  const keep = { unlistMissing: false };
  const vase = (sn: string) => piece(sn, [colour('ochre', [sku(`${sn}-S`, 'S', 100_00, 1)])]);
  /** A piece's search words from one column of goods_search. */
  const searchWords = async (shop: TestShop, sn: string, column: 'category' | 'attribute') => {
    const row = await shop.db
      .selectFrom('goods_search')
      .innerJoin('goods', 'goods.id', 'goods_search.goods_id')
      .select(['goods_search.category', 'goods_search.attribute'])
      .where('goods.sn', '=', sn)
      .executeTakeFirstOrThrow();
    return row[column].trim().split(' ');
  };

  test('upserts categories by slug, under their parent by slug, with their names', async ({
    shop,
    folder,
  }) => {
    await applyImport(shop.db, feed(folder, [vase('FR-001')]), keep);
    const categories = [
      { slug: 'home', parent: null, name: { cn: '家居', en: 'Home' }, sort: 95 },
      { slug: 'vases', parent: 'home', name: { cn: '花瓶与瓮', en: 'Vases & Urns' }, sort: 10 },
      ...(REFERENCE.categories ?? []).filter((c) => c.slug === 'objects'),
    ];
    const summary = await applyImport(
      shop.db,
      feed(folder, [vase('FR-001')], { categories }),
      keep,
    );
    expect(summary.reference.categories).toEqual({ new: 1, changed: 1 });
    expect(summary.pieces).toEqual({ new: 0, changed: 0, unchanged: 1 });

    const rows = await shop.db
      .selectFrom('category')
      .innerJoin('category_text', 'category_text.category_id', 'category.id')
      .select(['category.id', 'slug', 'parent_id', 'sort', 'name'])
      .where('slug', 'in', ['home', 'vases'])
      .where('lang', '=', 'en')
      .orderBy('slug')
      .execute();
    const home = rows.find((r) => r.slug === 'home');
    expect(rows).toEqual([
      { id: home?.id, slug: 'home', parent_id: null, sort: 95, name: 'Home' },
      {
        id: expect.any(Number),
        slug: 'vases',
        parent_id: home?.id,
        sort: 10,
        name: 'Vases & Urns',
      },
    ]);
    // A vase is found by the kind of Vases & Urns its name says, and by the whole name.
    const words = await searchWords(shop, 'FR-001', 'category');
    expect(words).toEqual(
      expect.arrayContaining(['花瓶', 'huaping', '花瓶瓮', 'vase', 'vaseurn', '家居', 'home']),
    );
    expect(words).not.toContain('urn');
  });

  test('names a list’s category and its path as the feed last named them, at once', async ({
    shop,
    folder,
  }) => {
    const objects = {
      slug: 'objects',
      parent: null,
      name: { cn: '器物', en: 'Objects' },
      sort: 90,
    };
    const vases = (cn: string, en: string) => ({
      slug: 'vases',
      parent: 'objects',
      name: { cn, en },
      sort: 10,
    });
    // Another page size each time: the same call's reply is shared for a few seconds.
    let asked = 0;
    const categoryOf = async (id: number) =>
      (
        await call<{ category: { name: string; path: { name: string }[] } }>(
          shop.app,
          'api/default/goods-list',
          { query: { category_id: id, page_size: (asked += 1) }, lang: 'en' },
        )
      ).data.category;
    const categories = [objects, vases('花瓶', 'Vases')];
    await applyImport(shop.db, feed(folder, [vase('FR-004')], { categories }), keep);
    const { id } = await shop.db
      .selectFrom('category')
      .select('id')
      .where('slug', '=', 'vases')
      .executeTakeFirstOrThrow();
    expect(await categoryOf(id)).toMatchObject({
      name: 'Vases',
      path: [{ name: 'Objects' }, { name: 'Vases' }],
    });
    const renamed = [objects, vases('花器', 'Vessels')];
    await applyImport(shop.db, feed(folder, [vase('FR-004')], { categories: renamed }), keep);
    expect(await categoryOf(id)).toMatchObject({
      name: 'Vessels',
      path: [{ name: 'Objects' }, { name: 'Vessels' }],
    });
  });

  test('renames a colour in the search words of pieces the feed does not list', async ({
    shop,
    folder,
  }) => {
    const demo = await shop.db
      .selectFrom('goods')
      .innerJoin('goods_color', 'goods_color.goods_id', 'goods.id')
      .innerJoin('color', 'color.id', 'goods_color.color_id')
      .select(['goods.sn', 'color.hex', 'color.sort'])
      .where('color.slug', '=', 'graphite')
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
    expect(await searchWords(shop, demo.sn, 'attribute')).toContain('graphite');
    const graphite = {
      slug: 'graphite',
      hex: demo.hex,
      name: { cn: '炭灰', en: 'Charcoal' },
      sort: demo.sort,
    };
    const colours = [...(REFERENCE.colours ?? []), graphite];
    const summary = await applyImport(shop.db, feed(folder, [vase('FR-002')], { colours }), keep);
    expect(summary.reference.colours).toEqual({ new: 0, changed: 1 });
    const words = await searchWords(shop, demo.sn, 'attribute');
    expect(words).not.toContain('graphite');
    expect(words).toEqual(expect.arrayContaining(['charcoal', '炭灰', 'tanhui']));
    const found = await call<{ list: GoodsCard[] }>(shop.app, 'api/default/goods-list', {
      query: { keyword: 'charcoal', page_size: 60 },
      lang: 'en',
    });
    expect(found.data.list.map((g) => g.sn)).toContain(demo.sn);
  });

  test('gives each piece of collocations.csv exactly its matches, in file order', async ({
    shop,
    folder,
  }) => {
    const demo = await shop.db
      .selectFrom('goods')
      .select(['id', 'sn'])
      .where('on_sale', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pieces = ['FR-010', 'FR-011', 'FR-012'].map(vase);
    const matches = (rows: [string, string][]) => rows.map(([sn, matchSn]) => ({ sn, matchSn }));
    const first = await applyImport(
      shop.db,
      feed(folder, pieces, {
        collocations: matches([
          ['FR-010', 'FR-012'],
          ['FR-011', 'FR-010'],
          ['FR-010', demo.sn],
          ['FR-010', 'FR-011'],
        ]),
      }),
      keep,
    );
    expect(first.collocations).toBe(2);
    const matched = async (sn: string) => {
      const { id } = await shop.db
        .selectFrom('goods')
        .select('id')
        .where('sn', '=', sn)
        .executeTakeFirstOrThrow();
      const rows = await shop.db
        .selectFrom('goods_collocation')
        .innerJoin('goods', 'goods.id', 'goods_collocation.match_goods_id')
        .select('goods.sn')
        .where('goods_collocation.goods_id', '=', id)
        .orderBy('goods_collocation.sort')
        .execute();
      return rows.map((r) => r.sn);
    };
    expect(await matched('FR-010')).toEqual(['FR-012', demo.sn, 'FR-011']);
    expect(await matched('FR-011')).toEqual(['FR-010']);

    const second = await applyImport(
      shop.db,
      feed(folder, pieces, { collocations: matches([['FR-010', 'FR-011']]) }),
      keep,
    );
    expect(second.collocations).toBe(1);
    expect(await matched('FR-010')).toEqual(['FR-011']);
    expect(await matched('FR-011')).toEqual(['FR-010']);
    const fr010 = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('sn', '=', 'FR-010')
      .executeTakeFirstOrThrow();
    const reply = await call<{ list: GoodsCard[] }>(shop.app, 'api/goods/get-collocation', {
      query: { id: fr010.id },
    });
    expect(reply.data.list.map((g) => g.sn)).toEqual(['FR-011']);
  });

  test('tells the reader which slugs and pieces the shop has', async ({ shop }) => {
    const known = await knownSlugs(shop.db);
    expect([...known.categories]).toEqual(expect.arrayContaining(['home', 'vases', 'objects']));
    expect([...known.series]).toEqual(expect.arrayContaining(['terre', 'monogramme']));
    expect([...known.seasons]).toEqual(expect.arrayContaining(['aw27', 'fw26']));
    expect([...known.colours]).toEqual(expect.arrayContaining(['ochre', 'graphite']));
    expect([...known.promotions]).toEqual(expect.arrayContaining(['private-sale']));
    expect(known.pieces.has('FR-010')).toBe(true);
    const goods = await shop.db.selectFrom('goods').select('sn').execute();
    expect(known.pieces.size).toBe(goods.length);
    expect(known.categories.has('nowhere')).toBe(false);
  });
});
