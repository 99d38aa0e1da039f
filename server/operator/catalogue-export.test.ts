import { progressLines } from '../lib/progress';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { applyImport } from '../catalogue/feed/apply';
import {
  colour,
  feed,
  feedFolder,
  piece,
  pictureFile,
  sku,
} from '../catalogue/feed/import-fixtures';
import { freshFolder } from '../catalogue/export/export-fixtures';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, openTestDatabase } from '../test/harness';
import { exportCommand } from './catalogue-export';
import type { OperatorServices } from './services';

describe.each(databases)('the operator’s catalogue export on %s', (kind) => {
  let handle: DbHandle;
  let source: string;
  let progress: string[];
  const target = freshFolder();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
    source = feedFolder();
    const cover = await pictureFile(source, 'pictures/oc.png', { fill: '#aa7711' });
    const pieces = [
      piece('FC-001', [
        colour(
          'ochre',
          [sku('FC-001-S', 'S', 100_00, 1), sku('FC-001-M', 'M', 100_00, 2)],
          [cover],
        ),
      ]),
      piece('FC-002', [colour('slate', [sku('FC-002-S', 'S', 120_00, 2)], [cover])]),
    ];
    const collocations = [{ sn: 'FC-001', matchSn: 'FC-002' }];
    await applyImport(handle.db, feed(source, pieces, { collocations }), { unlistMissing: false });
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(source, { recursive: true, force: true });
    target.remove();
  });
  beforeEach(() => {
    progress = [];
  });
  const run = (...args: string[]) => {
    const services: OperatorServices = {
      db: handle.db,
      payment: new FakePayment().methods,
      carrier: new SandboxCarrier(),
      now: Date.now(),
      progress: progressLines((line) => progress.push(line)),
    };
    return exportCommand(services, args);
  };
  const parent = path.dirname(target.folder);

  it('writes the feed into a new folder and sums up what it wrote, telling its progress', async () => {
    const result = await run(path.relative(process.cwd(), target.folder));
    const lines = result.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^exported the catalogue to ${target.folder} in \\d+\\.\\d s$`),
    );
    expect(lines.slice(1)).toEqual([
      '  pieces     2',
      '  SKUs       3',
      '  pictures   1',
      '  reference  categories 2, series 1, seasons 1, colours 2, promotions 0',
      '  matches    1 pieces with matches',
    ]);
    expect(progress).toEqual([
      `exporting the catalogue to ${target.folder}`,
      'reference files written',
      'pieces: 2 of 2',
      'matches: 1 pieces have matches',
    ]);
    expect(fs.readdirSync(target.folder).sort()).toEqual([
      'catalogue.csv',
      'categories.csv',
      'collocations.csv',
      'colours.csv',
      'pictures',
      'promotions.csv',
      'seasons.csv',
      'series.csv',
    ]);
  });

  it('writes into an empty folder', async () => {
    const empty = path.join(parent, 'empty');
    fs.mkdirSync(empty);
    await expect(run(empty)).resolves.toMatch(/^exported the catalogue to /);
    expect(fs.existsSync(path.join(empty, 'catalogue.csv'))).toBe(true);
  });

  it('refuses a folder that holds anything, and leaves it as it was', async () => {
    const theirs = path.join(parent, 'theirs');
    fs.mkdirSync(theirs);
    fs.writeFileSync(path.join(theirs, 'catalogue.csv'), 'the operator’s own');
    await expect(run(theirs)).rejects.toThrow(
      `"${theirs}" is not empty: export into a new or empty folder; nothing was written`,
    );
    expect(fs.readdirSync(theirs)).toEqual(['catalogue.csv']);
    expect(fs.readFileSync(path.join(theirs, 'catalogue.csv'), 'utf8')).toBe('the operator’s own');
  });

  it('refuses a file in place of the folder', async () => {
    const file = path.join(parent, 'notes.txt');
    fs.writeFileSync(file, 'notes');
    await expect(run(file)).rejects.toThrow(
      `"${file}" is a file, not a folder: nothing was written`,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('notes');
  });

  it('tells its usage without a folder, with two, or with an option it does not know', async () => {
    const usage = 'usage: npm run shop -- catalogue export <folder>';
    await expect(run()).rejects.toThrow(usage);
    await expect(run('  ')).rejects.toThrow(usage);
    await expect(run(path.join(parent, 'a'), path.join(parent, 'b'))).rejects.toThrow(usage);
    await expect(run(path.join(parent, 'c'), '--force')).rejects.toThrow(
      `unknown option "--force": ${usage}`,
    );
    for (const name of ['a', 'b', 'c']) expect(fs.existsSync(path.join(parent, name))).toBe(false);
    expect(progress).toEqual([]);
  });

  it('notes what a feed cannot hold as the shop has it, and writes the rest', async () => {
    const { db } = handle;
    const { id, ...coat } = await db
      .selectFrom('goods')
      .selectAll()
      .where('sn', '=', 'FC-001')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goods')
      .values({ ...coat, sn: 'FC-EMPTY' })
      .execute();
    const ochre = await db
      .selectFrom('goods_color')
      .select('id')
      .where('goods_id', '=', id)
      .executeTakeFirstOrThrow();
    const gone = { owner: 'goods_color', owner_id: ochre.id, sort: 9, width: 1, height: 1 };
    await db
      .insertInto('picture')
      .values({ ...gone, path: 'catalogue/gone' })
      .execute();
    const startsAt = Date.UTC(2026, 0, 1, 1, 2, 3);
    await db
      .insertInto('promotion')
      .values({ slug: 'flash', discount_percent: 10, starts_at: startsAt, ends_at: null })
      .execute();
    const noted = path.join(parent, 'noted');
    const lines = (await run(noted)).split('\n');
    expect(lines.filter((line) => line.startsWith('  note: '))).toEqual([
      "  note: promotions.csv: flash's starts_at has seconds; written to the minute, 2026-01-01 09:02",
      '  note: FC-EMPTY has no SKU: a feed cannot hold it, so it was left out',
      '  note: FC-001 ochre: a picture is missing from the database; written without',
    ]);
    expect(lines[1]).toBe('  pieces     2');
    const catalogue = fs.readFileSync(path.join(noted, 'catalogue.csv'), 'utf8').split('\n');
    expect(catalogue.filter((row) => row.includes('pictures/'))).toHaveLength(1);
    expect(catalogue.some((row) => row.startsWith('FC-EMPTY'))).toBe(false);
  });
});
