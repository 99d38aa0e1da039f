import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '../../../contract/catalogue';
import { call, createTestShop, databases, type TestShop } from '../../test/harness';
import { catalogueRows } from '../feed/import-fixtures';
import { emptyShop, freshFolder, importFolder } from './export-fixtures';
import { exportFeed, type ExportSummary } from './export';

// The demo shop exported, then imported into an empty shop: shoppers must see the same
// catalogue in both, in both languages.

const LANGS = ['cn', 'en'] as const;

const countOf = async (shop: TestShop, table: 'goods' | 'sku') =>
  Number(
    (
      await shop.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(databases)('the demo catalogue exported and imported again on %s', (kind) => {
  let demo: TestShop;
  let copy: TestShop;
  const folders = [freshFolder(), freshFolder()];
  const [first, second] = folders as [(typeof folders)[0], (typeof folders)[0]];
  let exported: ExportSummary;

  beforeAll(async () => {
    [demo, copy] = await Promise.all([createTestShop(kind), emptyShop(kind)]);
    exported = await exportFeed(demo.db, first.folder);
    await importFolder(copy.db, first.folder);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), copy?.close()]);
    for (const folder of folders) folder.remove();
  });

  const allCards = async (shop: TestShop, lang: (typeof LANGS)[number]) => {
    const pages = [];
    for (let page = 1; ; page += 1) {
      const reply = await call<{ list: GoodsCard[]; pagination: { page_count: number } }>(
        shop.app,
        'api/default/goods-list',
        { query: { page, page_size: 60 }, lang },
      );
      pages.push(reply);
      if (page >= reply.data.pagination.page_count) return pages;
    }
  };

  it('writes every piece, SKU and picture, each picture once', async () => {
    expect(exported.pieces).toBe(await countOf(demo, 'goods'));
    expect(exported.skus).toBe(await countOf(demo, 'sku'));
    const paths = await demo.db
      .selectFrom('picture')
      .select('path')
      .distinct()
      .where('owner', '=', 'goods_color')
      .execute();
    expect(exported.pictures).toBe(paths.length);
    const files = fs.readdirSync(path.join(first.folder, 'pictures'), { recursive: true });
    expect(files.filter((f) => String(f).endsWith('.svg'))).toHaveLength(paths.length);
    expect(await countOf(copy, 'goods')).toBe(exported.pieces);
  });

  it('lists the same goods, with the same filters, in both languages', async () => {
    for (const lang of LANGS) {
      const [before, after] = await Promise.all([allCards(demo, lang), allCards(copy, lang)]);
      expect(before[0]?.data.list.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    }
  });

  // Some 1,400 calls: given the time they take on a busy machine; no figure is checked.
  it(
    'shows every piece’s page and matches the same, in both languages',
    { timeout: 180_000 },
    async () => {
      const cards = (await allCards(demo, 'cn')).flatMap((reply) => reply.data.list);
      expect(cards).toHaveLength(exported.pieces);
      for (const { id } of cards) {
        for (const lang of LANGS) {
          for (const r of ['api/goods/detail', 'api/goods/get-collocation']) {
            const [before, after] = (
              await Promise.all(
                [demo, copy].map((shop) => call(shop.app, r, { query: { id }, lang })),
              )
            ).map(withoutWorkshop);
            expect(before?.code).toBe(0);
            expect(after).toEqual(before);
          }
        }
      }
    },
  );

  it('imports into the demo shop it came from without changing anything', async () => {
    const rows = await catalogueRows(demo.db);
    const summary = await importFolder(demo.db, first.folder);
    expect(summary.pieces).toEqual({ new: 0, changed: 0, unchanged: exported.pieces });
    expect(summary.skus).toEqual({ new: 0, changed: 0, unchanged: exported.skus, emptied: 0 });
    expect([summary.pictures, summary.collocations]).toEqual([0, 0]);
    expect(await catalogueRows(demo.db)).toBe(rows);
  });

  it('imports its own export again without changing anything', async () => {
    const rows = await catalogueRows(copy.db);
    await exportFeed(copy.db, second.folder);
    const summary = await importFolder(copy.db, second.folder);
    expect(summary.pieces).toEqual({ new: 0, changed: 0, unchanged: exported.pieces });
    expect(summary.skus).toEqual({ new: 0, changed: 0, unchanged: exported.skus, emptied: 0 });
    expect(Object.values(summary.reference).every((n) => n.new + n.changed === 0)).toBe(true);
    expect([summary.pictures, summary.collocations]).toEqual([0, 0]);
    expect(await catalogueRows(copy.db)).toBe(rows);
  });
});

/** Which pieces the workshop personalises is set up apart from the catalogue's feed. */
function withoutWorkshop<T>(reply: T): T {
  if (!reply || typeof reply !== 'object' || !('data' in reply)) return reply;
  const { data } = reply as { data: unknown };
  if (!data || typeof data !== 'object' || !('personalisable' in data)) return reply;
  return { ...reply, data: { ...data, personalisable: undefined } };
}
