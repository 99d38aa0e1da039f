import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { databases, openTestDatabase } from '../../test/harness';
import { createMember } from '../../test/members';
import { placeOrder } from '../../test/orders';
import { applyImport } from '../feed/apply';
import { colour, feed, feedFolder, piece, pictureFile, sku } from '../feed/import-fixtures';
import { knownSlugs } from '../feed/known';
import type { Feed, FeedPiece } from '../feed/model';
import { readFeed } from '../feed/read';
import { freshFolder } from './export-fixtures';
import { exportFeed } from './export';

// A catalogue with texts a spreadsheet makes hard (commas, quotes, line breaks, tabs, Chinese)
// and amounts at the edges of what the feed writes: its export reads back as what was imported.

const CHINA = 8 * 3_600_000;

async function awkwardFeed(folder: string): Promise<Feed> {
  const cover = await pictureFile(folder, 'pictures/cover.png', { fill: '#aa7711' });
  const back = await pictureFile(folder, 'pictures/back.svg', { fill: '#223344' });
  const coat = piece(
    'AW-001',
    [
      colour(
        'ochre',
        // Under double-eleven (20%): each price is its original less 20%, to the whole yuan.
        [sku('AW-001-S', 'S', 1_717_986_900, 5, 2_147_483_647), sku('AW-001-M', 'M', 800, 0, 999)],
        [cover, back],
      ),
      colour('slate', [sku('AW-001-S-SL', 'S', 1_024_000, 12, 1_280_050)], [back]),
    ],
    {
      name: { cn: '大衣，"长款"', en: 'Coat "Long", lined' },
      description: {
        cn: '第一行，\n第二行\n"第三行"',
        en: 'Line one, with a comma\n\n\tIndented, "quoted"\nLast line',
      },
      material: { cn: '70% 羊毛，30% 丝', en: '70% wool, 30% silk' },
      care: { cn: '', en: '' },
      onSale: false,
      isNew: false,
      sort: -5,
      promotion: 'double-eleven',
    },
  );
  const vase = piece('AW-002', [colour('ochre', [sku('AW-002-ONE', 'ONE', 1, 2_147_483_647)])]);
  const base = feed(folder, [coat, vase]);
  return {
    ...base,
    categories: [
      ...(base.categories ?? []),
      { slug: 'bowls', parent: 'objects', name: { cn: '碗，盘', en: 'Bowls, "deep"' }, sort: -1 },
    ],
    promotions: [
      {
        slug: 'double-eleven',
        discountPercent: 20,
        startsAt: Date.UTC(2026, 10, 11) - CHINA,
        endsAt: Date.UTC(2026, 10, 11, 20, 30) - CHINA,
        name: { cn: '双十一', en: "Singles' Day, 11.11" },
        tag: { cn: '8折', en: '-20%' },
      },
      {
        slug: 'all-month',
        discountPercent: 0,
        startsAt: Date.UTC(2026, 11, 1, 9, 15) - CHINA,
        endsAt: Date.UTC(2027, 0, 1) - CHINA,
        name: { cn: '十二月', en: 'December' },
        tag: { cn: '礼', en: 'Gift' },
      },
    ],
    collocations: [
      { sn: 'AW-001', matchSn: 'AW-002' },
      { sn: 'AW-002', matchSn: 'AW-001' },
    ],
  };
}

/** A piece as the reader gives it, without where its rows and picture files were. */
const comparable = (p: FeedPiece) => ({
  ...p,
  origin: null,
  colours: p.colours.map((c) => ({
    ...c,
    pictures: c.pictures.map(({ file: _, ...picture }) => picture),
    skus: c.skus.map(({ line: _, ...s }) => s),
  })),
});

describe.each(databases)('an exported feed of awkward values on %s', (kind) => {
  let handle: DbHandle;
  let source: string;
  let original: Feed;
  const target = freshFolder();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
    source = feedFolder();
    original = await awkwardFeed(source);
    await applyImport(handle.db, original, { unlistMissing: false });
    await exportFeed(handle.db, target.folder);
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(source, { recursive: true, force: true });
    target.remove();
  });

  it('reads back exactly as it was imported: texts, amounts, dates, flags and pictures', async () => {
    const reading = await readFeed(target.folder, await knownSlugs(handle.db));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const { feed: exported } = reading;
    expect(exported.pieces.map(comparable)).toEqual(original.pieces.map(comparable));
    for (const kind of ['categories', 'series', 'seasons', 'colours', 'promotions'] as const) {
      expect(exported[kind]).toEqual(original[kind]);
    }
    expect(exported.collocations).toEqual(original.collocations);
  });

  it('writes the values as a spreadsheet shows them', () => {
    const csv = fs.readFileSync(path.join(target.folder, 'catalogue.csv'), 'utf8');
    expect(csv.startsWith('\uFEFFsn,sku,')).toBe(true);
    expect(csv).toContain(',"大衣，""长款""","Coat ""Long"", lined",');
    expect(csv).toContain(',S,17179869,21474836.47,5,0,0,-5,double-eleven,');
    expect(csv).toContain(',M,8,9.99,0,,,,,\n');
    expect(csv).toContain(',S,10240,12800.5,12,');
    expect(csv).toContain(',ONE,0.01,,2147483647,');
    const promotions = fs.readFileSync(path.join(target.folder, 'promotions.csv'), 'utf8');
    expect(promotions).toContain('double-eleven,20,2026-11-11,2026-11-11 20:30,');
    expect(promotions).toContain('all-month,0,2026-12-01 09:15,2026-12-31,');
  });

  it('changes nothing when imported back', async () => {
    const reading = await readFeed(target.folder, await knownSlugs(handle.db));
    if (!reading.ok) throw new Error('unreadable');
    const summary = await applyImport(handle.db, reading.feed, { unlistMissing: false });
    expect(summary.pieces).toEqual({ new: 0, changed: 0, unchanged: 2 });
    expect(summary.skus).toEqual({ new: 0, changed: 0, unchanged: 4, emptied: 0 });
  });

  it('writes the quantity on hand: what may be sold and what open orders hold', async () => {
    const ids = new Map(
      (await handle.db.selectFrom('sku').select(['id', 'code']).execute()).map((s) => [
        s.code,
        s.id,
      ]),
    );
    const member = await createMember(handle.db);
    const line = (code: string, quantity: number) => ({ skuId: ids.get(code) ?? 0, quantity });
    await placeOrder(handle.db, member, { status: 'unpaid', lines: [line('AW-001-S', 2)] });
    await placeOrder(handle.db, member, { status: 'paid', lines: [line('AW-001-S-SL', 3)] });
    await placeOrder(handle.db, member, { status: 'shipped', lines: [line('AW-001-S-SL', 4)] });
    const sellable = await handle.db.selectFrom('sku').select(['code', 'stock']).execute();
    expect(sellable).toContainEqual({ code: 'AW-001-S', stock: 3 });
    expect(sellable).toContainEqual({ code: 'AW-001-S-SL', stock: 5 });
    const again = freshFolder();
    try {
      await exportFeed(handle.db, again.folder);
      const reading = await readFeed(again.folder, await knownSlugs(handle.db));
      if (!reading.ok) throw new Error('unreadable');
      const stock = reading.feed.pieces.flatMap((p) =>
        p.colours.flatMap((c) => c.skus.map((s) => [s.sku, s.stock])),
      );
      // The shipped order's pieces have left: on hand is what is sold less what it took.
      expect(Object.fromEntries(stock)).toEqual({
        'AW-001-S': 5,
        'AW-001-M': 0,
        'AW-001-S-SL': 8,
        'AW-002-ONE': 2_147_483_647,
      });
    } finally {
      again.remove();
    }
  });
});
