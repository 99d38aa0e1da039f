import { describe, expect } from 'vitest';
import { searchLogReport } from '../modules/catalogue';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { oncePerShop, test } from '../test/fixtures';
import { databases, type TestShop } from '../test/harness';
import { runOperatorCommand } from './commands';
import { parseSearchLogArgs } from './search-log';

const DAY_MS = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 11, 1, 4, 0);

/** Searches logged before NOW: found and opened, found and never opened, finding nothing. */
const SEARCHES: [query: string, results: number, opened: boolean, daysAgo: number][] = [
  ['bag', 10, true, 1],
  ['bag', 10, false, 2],
  ['bag', 4, false, 3],
  ['qqxzv', 0, false, 1],
  ['qqxzv', 0, false, 5],
  ['silk scarf', 5, false, 2],
  // Found nothing once, then something: not a query with no result.
  ['cardigan', 0, false, 4],
  ['cardigan', 3, true, 6],
  ['trench', 2, true, 40],
];

const logged = oncePerShop(async (shop: TestShop) => {
  await shop.db
    .insertInto('search_query_log')
    .values(
      SEARCHES.map(([query, results, opened, daysAgo], i) => ({
        query,
        lang: 'cn',
        result_count: results,
        created_at: NOW - daysAgo * DAY_MS,
        opened_at: opened ? NOW - daysAgo * DAY_MS + 60_000 : null,
        token: `report-fixture-${String(i).padStart(8, '0')}`,
      })),
    )
    .execute();
});

const run = (shop: TestShop, ...args: string[]) =>
  runOperatorCommand(
    { db: shop.db, payment: new FakePayment().methods, carrier: new SandboxCarrier(), now: NOW },
    ['search', 'log', ...args],
  );

/** The section of a report's text that starts with `title`, up to the next blank line. */
const sectionOf = (text: string, title: string) =>
  text.split('\n\n').find((part) => part.startsWith(`${title}\n`)) ?? '';

const countRows = async (shop: TestShop) =>
  Number(
    (
      await shop.db
        .selectFrom('search_query_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('the search log command’s arguments', () => {
  test('reads --days and --limit, either way, within their bounds', () => {
    expect(parseSearchLogArgs([])).toEqual({ days: 30, limit: 20 });
    expect(parseSearchLogArgs(['--days', '7', '--limit=5'])).toEqual({ days: 7, limit: 5 });
    expect(() => parseSearchLogArgs(['--days', '91'])).toThrow(/--days takes a whole number/);
    expect(() => parseSearchLogArgs(['--limit', '0'])).toThrow(/--limit takes/);
  });
});

describe.each(databases)('the search log’s report on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('counts each query’s searches, results and opened share over the window', async ({
    shop,
  }) => {
    await logged(shop);
    const report = await searchLogReport(shop.db, { days: 30, limit: 20, now: NOW });
    expect(report.searches).toBe(8);
    expect(report.top).toEqual([
      { query: 'bag', searches: 3, averageResults: 8, openedShare: 1 / 3 },
      { query: 'cardigan', searches: 2, averageResults: 1.5, openedShare: 0.5 },
      { query: 'qqxzv', searches: 2, averageResults: 0, openedShare: 0 },
      { query: 'silk scarf', searches: 1, averageResults: 5, openedShare: 0 },
    ]);
    expect(report.noResult.map((row) => row.query)).toEqual(['qqxzv']);
    expect(report.neverOpened.map((row) => row.query)).toEqual(['silk scarf']);
    const wider = await searchLogReport(shop.db, { days: 60, limit: 1, now: NOW });
    expect(wider.searches).toBe(9);
    expect(wider.top.map((row) => row.query)).toEqual(['bag']);
  });

  test('prints the three parts as tables', async ({ shop }) => {
    await logged(shop);
    const { ok, text } = await run(shop);
    expect(ok).toBe(true);
    expect(text.split('\n')[0]).toBe('8 searches over the last 30 days (since 2026-11-01 12:00)');
    const top = sectionOf(text, 'top queries').split('\n');
    expect(top[1]).toMatch(/^ {2}query\s+searches\s+average results\s+opened$/);
    expect(top[2]).toMatch(/^ {2}bag\s+3\s+8\.0\s+33%$/);
    expect(top).toHaveLength(6);
    const noResult = sectionOf(text, 'queries with no result');
    expect(noResult).toMatch(/^ {2}qqxzv\s+2\s+0\.0$/m);
    expect(noResult).not.toMatch(/bag|cardigan/);
    const neverOpened = sectionOf(text, 'queries with results never opened');
    expect(neverOpened).toMatch(/^ {2}silk scarf\s+1\s+5\.0$/m);
    expect(neverOpened).not.toMatch(/bag|qqxzv|cardigan/);
  });

  test('takes a wider window and a shorter list', async ({ shop }) => {
    await logged(shop);
    const { ok, text } = await run(shop, '--days', '60', '--limit', '1');
    expect(ok).toBe(true);
    expect(text).toMatch(/^9 searches over the last 60 days/);
    expect(sectionOf(text, 'top queries').split('\n')).toHaveLength(3);
    expect(sectionOf(text, 'queries with results never opened')).toContain('silk scarf');
  });

  test('says when a part has no query', async ({ shop }) => {
    await logged(shop);
    const { text } = await run(shop, '--days', '1');
    expect(sectionOf(text, 'queries with results never opened')).toBe(
      'queries with results never opened\n  none',
    );
  });

  test('refuses bad arguments, saying why, and changes nothing', async ({ shop }) => {
    await logged(shop);
    const before = await countRows(shop);
    for (const args of [['--days', '0'], ['--days', 'x'], ['--limit'], ['--weeks', '2'], ['7']]) {
      const { ok, text } = await run(shop, ...args);
      expect(ok, args.join(' ')).toBe(false);
      expect(text, args.join(' ')).toMatch(/usage: search log \[--days N\] \[--limit N\]/);
    }
    expect((await run(shop, '--days', '120')).text).toMatch(
      /^--days takes a whole number from 1 to 90/,
    );
    expect((await run(shop, '--weeks', '2')).text).toMatch(/^unknown argument "--weeks"/);
    expect(await countRows(shop)).toBe(before);
  });
});
