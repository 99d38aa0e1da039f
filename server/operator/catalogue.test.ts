import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, vi } from 'vitest';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import {
  colour,
  feed,
  feedFolder,
  piece,
  pictureFile,
  sku,
  writeMark,
} from '../catalogue/feed/import-fixtures';
import type { Feed, FeedReading } from '../catalogue/feed/model';
import { said } from '../catalogue/feed/problem-words';
import { readFeed } from '../catalogue/feed/read';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { progressLines } from '../lib/progress';
import { runOperatorCommand } from './commands';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

// The reader is a unit of its own: here it answers the feed each test gives it. The shop's own
// seed reads its demo feed with the real one.
vi.mock('../catalogue/feed/read', async (importOriginal) => {
  const real = await importOriginal<{ readFeed: typeof readFeed }>();
  return { ...real, readFeed: vi.fn(real.readFeed) };
});
const reader = vi.mocked(readFeed);

describe.each(databases)('the operator’s catalogue import on %s', (kind) => {
  test.override({ databaseKind: kind });
  let progress: string[];
  beforeEach(() => {
    progress = [];
    reader.mockReset();
  });
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
        progress: progressLines((line) => progress.push(line)),
      },
      args,
    );
  const reads = (answer: Feed | FeedReading) =>
    reader.mockResolvedValue('pieces' in answer ? { ok: true, feed: answer } : answer);
  const goodsCount = async (shop: TestShop) =>
    Number(
      (
        await shop.db
          .selectFrom('goods')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  test('imports a folder and sums up what changed, telling its progress on the way', async ({
    shop,
    folder,
  }) => {
    const cover = await pictureFile(folder, 'pictures/oc.png', { fill: '#aa7711' });
    reads(
      feed(folder, [
        piece('FC-001', [colour('ochre', [sku('FC-001-S', 'S', 100_00, 1)], [cover])]),
        piece('FC-002', [colour('slate', [sku('FC-002-S', 'S', 120_00, 2)])]),
      ]),
    );
    const result = await run(shop, 'catalogue', 'import', path.relative(process.cwd(), folder));
    expect(reader).toHaveBeenCalledWith(folder, expect.objectContaining({}), expect.anything());
    const known = reader.mock.calls[0]?.[1];
    expect(known?.colours.has('black')).toBe(true);
    expect(known?.pieces.size).toBe((await goodsCount(shop)) - 2);
    expect(result.ok).toBe(true);
    const lines = result.text.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^imported ${folder} in \\d+\\.\\d s$`));
    expect(lines.slice(1)).toEqual([
      '  pieces     2 new, 0 changed, 0 unchanged',
      '  SKUs       2 new, 0 changed, 0 unchanged, 0 no longer listed (stock 0)',
      '  reference  categories 2 new, 0 changed; series 1 new, 0 changed; seasons 1 new, 0 changed; colours 2 new, 0 changed',
      '  pictures   1 new',
      '  matches    0 pieces with new matches',
      '  off sale   0 pieces absent from the feed',
    ]);
    expect(progress).toEqual([
      `reading and checking ${folder}`,
      'the feed holds 2 pieces',
      'reference files: 6 rows new or changed',
      'pieces: 2 of 2',
      "search: 2 pieces' words written",
      "lists: 2 pieces' rows written",
    ]);
    expect(
      await shop.db
        .selectFrom('sku')
        .select('stock')
        .where('code', '=', 'FC-002-S')
        .executeTakeFirst(),
    ).toEqual({
      stock: 2,
    });
  });

  test('tells what an import would do with --dry-run, and changes nothing', async ({
    shop,
    folder,
  }) => {
    reads(
      feed(folder, [
        piece('FC-001', [colour('ochre', [sku('FC-001-S', 'S', 150_00, 1)])]),
        piece('FC-003', [colour('ochre', [sku('FC-003-S', 'S', 150_00, 1)])]),
      ]),
    );
    const mark = await writeMark(shop.db, kind);
    const result = await run(shop, 'catalogue', 'import', folder, '--unlist-missing', '--dry-run');
    expect(result.ok).toBe(true);
    expect(result.text.split('\n').slice(0, 3)).toEqual([
      `dry run: nothing was changed; importing ${folder} would give`,
      '  pieces     1 new, 1 changed, 0 unchanged',
      '  SKUs       1 new, 1 changed, 0 unchanged, 0 no longer listed (stock 0)',
    ]);
    // FC-002 and the demo pieces are absent; FC-001 is listed.
    const onSale = await shop.db
      .selectFrom('goods')
      .select('sn')
      .where('on_sale', '=', 1)
      .execute();
    expect(result.text).toContain(`  off sale   ${onSale.length - 1} pieces absent from the feed`);
    expect(await writeMark(shop.db, kind)).toBe(mark);
  });

  test('tells every problem the reader found, and their count, and changes nothing', async ({
    shop,
    folder,
  }) => {
    reads({
      ok: false,
      problems: [
        {
          file: 'catalogue.csv',
          line: 12,
          column: 'price',
          ...said('notAmount', { value: '12,00' }),
        },
        { file: 'catalogue.csv', line: null, column: null, ...said('notUtf8') },
      ],
    });
    const mark = await writeMark(shop.db, kind);
    expect(await run(shop, 'catalogue', 'import', folder)).toEqual({
      ok: false,
      text:
        'catalogue.csv line 12, price: "12,00" is not an amount: yuan with at most two decimals, like 1280 or 1280.50\n' +
        'catalogue.csv: the file is not UTF-8 text: save it again as UTF-8 (in Excel: "CSV UTF-8 (Comma delimited)")\n' +
        '2 problems in the feed: nothing was imported',
    });
    expect(await writeMark(shop.db, kind)).toBe(mark);
  });

  test('tells the problems only the shop can find, with or without --dry-run, and changes nothing', async ({
    shop,
    folder,
  }) => {
    const taken = sku('FC-001-S', 'S', 100_00, 1);
    reads(feed(folder, [piece('FC-009', [colour('ochre', [taken])])]));
    const mark = await writeMark(shop.db, kind);
    const goods = await goodsCount(shop);
    const expected = {
      ok: false,
      text:
        `catalogue.csv line ${taken.line}, sku: "FC-001-S" is a SKU of FC-001 in the shop: ` +
        'a SKU cannot move to another piece; give this one a new code\n' +
        '1 problem in the feed: nothing was imported',
    };
    expect(await run(shop, 'catalogue', 'import', folder, '--dry-run')).toEqual(expected);
    expect(await run(shop, 'catalogue', 'import', folder)).toEqual(expected);
    if (kind === 'postgres') expect(await writeMark(shop.db, kind)).toBe(mark);
    expect(await goodsCount(shop)).toBe(goods);
  });

  test('takes pieces absent from the feed off sale with --unlist-missing', async ({
    shop,
    folder,
  }) => {
    const onSale = async () =>
      (await shop.db.selectFrom('goods').select('sn').where('on_sale', '=', 1).execute()).map(
        (g) => g.sn,
      );
    reads(
      feed(folder, [
        piece('FC-001', [colour('ochre', [sku('FC-001-S', 'S', 100_00, 1)])]),
        piece('FC-002', [colour('slate', [sku('FC-002-S', 'S', 120_00, 2)])]),
      ]),
    );
    const absent = (await onSale()).length - 2;
    const result = await run(shop, 'catalogue', 'import', folder, '--unlist-missing');
    expect(result.text).toContain(`  off sale   ${absent} pieces absent from the feed`);
    expect((await onSale()).sort()).toEqual(['FC-001', 'FC-002']);
  });

  test('tells the import’s progress every 10,000 pieces', async ({ shop, folder }) => {
    const pieces = Array.from({ length: 20_500 }, (_, i) =>
      piece(`FC-M${i}`, [colour('ochre', [sku(`FC-M${i}-S`, 'S', 100_00, 1)])]),
    );
    reads(feed(folder, pieces));
    expect((await run(shop, 'catalogue', 'import', folder, '--dry-run')).ok).toBe(true);
    expect(progress.filter((line) => line.startsWith('pieces:'))).toEqual([
      'pieces: 10,000 of 20,500',
      'pieces: 20,000 of 20,500',
      'pieces: 20,500 of 20,500',
    ]);
  });

  test('refuses what is not a folder or an option it knows', async ({ shop, folder }) => {
    const usage = 'usage: npm run shop -- catalogue import <folder> [--dry-run] [--unlist-missing]';
    expect(await run(shop, 'catalogue', 'import')).toEqual({ ok: false, text: usage });
    expect(await run(shop, 'catalogue', 'import', folder, '--dryrun')).toEqual({
      ok: false,
      text: `unknown option "--dryrun": ${usage}`,
    });
    expect(await run(shop, 'catalogue', 'import', path.join(folder, 'missing'))).toEqual({
      ok: false,
      text: `"${path.join(folder, 'missing')}" is not a folder`,
    });
    expect((await run(shop, 'catalogue', 'delete', folder)).text).toMatch(
      /^unknown command "catalogue delete"/,
    );
    expect(reader).not.toHaveBeenCalled();
  });
});
