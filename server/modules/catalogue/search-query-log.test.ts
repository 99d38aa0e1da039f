import { describe, expect } from 'vitest';
import { NEW_SEARCH_HEADER } from '../../../contract/new-search';
import type { Db } from '../../db/database';
import { test } from '../../test/fixtures';
import { call, databases, type Envelope, type TestShop } from '../../test/harness';
import { pruneSearchLog } from './search-log-pruning';
import { logSearch, SEARCH_LOG_KEPT_MS, SEARCH_TOKEN_LIFE_MS } from './search-query-log';

interface ListReply {
  pagination: { total_count: number };
  search_token?: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** A goods list as the app asks for it; `newSearch` as when the shopper submits the search box. */
async function list(
  shop: TestShop,
  query: Record<string, string>,
  options: { newSearch?: boolean; lang?: 'cn' | 'en' } = {},
): Promise<Envelope<ListReply>> {
  const search = new URLSearchParams({ _mall_id: '2', r: 'api/default/goods-list', ...query });
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api?${search.toString()}`,
    headers: {
      language: options.lang ?? 'cn',
      ...(options.newSearch ? { [NEW_SEARCH_HEADER]: '1' } : {}),
    },
  });
  return response.json<Envelope<ListReply>>();
}

const markOpened = (shop: TestShop, form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
  call<null>(shop.app, 'api/search/result-opened', { method: 'POST', form, lang });

const rowsOf = (db: Db, query: string) =>
  db.selectFrom('search_query_log').selectAll().where('query', '=', query).execute();

const rowOfToken = (db: Db, token: string) =>
  db
    .selectFrom('search_query_log')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirstOrThrow();

/** A search the shopper has just made, and the token its reply carried. */
async function newSearch(shop: TestShop, keyword: string): Promise<string> {
  const reply = await list(shop, { keyword }, { newSearch: true });
  expect(reply.code).toBe(0);
  return reply.data.search_token ?? '';
}

describe.each(databases)('the search log on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('logs a search just made, without who made it, and its reply names it by a token', async ({
    shop,
  }) => {
    const reply = await list(shop, { keyword: '  Silk   SCARF ' }, { newSearch: true, lang: 'en' });
    expect(reply.code).toBe(0);
    expect(reply.data.search_token).toMatch(/^[\w-]{24}$/);
    const rows = await rowsOf(shop.db, 'silk scarf');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['created_at', 'id', 'lang', 'opened_at', 'query', 'result_count', 'token'].sort(),
    );
    expect(row).toMatchObject({
      lang: 'en',
      result_count: reply.data.pagination.total_count,
      opened_at: null,
      token: reply.data.search_token,
    });
  });

  test('logs a search that finds nothing, with no result', async ({ shop }) => {
    const token = await newSearch(shop, 'qqxzv');
    expect((await rowOfToken(shop.db, token)).result_count).toBe(0);
  });

  test('logs nothing for an empty keyword, a later page, a filter or a search not just made', async ({
    shop,
  }) => {
    const before = await shop.db
      .selectFrom('search_query_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const replies = [
      await list(shop, { keyword: '' }, { newSearch: true }),
      await list(shop, { keyword: '   ' }, { newSearch: true }),
      await list(shop, { keyword: 'coat', page: '2', page_size: '2' }, { newSearch: true }),
      // Opened from its address, paged or filtered by the app: no header.
      await list(shop, { keyword: 'coat' }),
      await list(shop, { keyword: 'coat', sort: 'price_asc' }),
    ];
    for (const reply of replies) {
      expect(reply.code).toBe(0);
      expect(reply.data.search_token).toBeUndefined();
    }
    const after = await shop.db
      .selectFrom('search_query_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  test('keeps the token out of the shared reply: each search just made has its own', async ({
    shop,
  }) => {
    const first = await newSearch(shop, 'dress');
    const second = await newSearch(shop, 'dress');
    expect(second).not.toBe(first);
    // The same list, answered from the shared cache to someone else.
    expect((await list(shop, { keyword: 'dress' })).data.search_token).toBeUndefined();
    expect(await rowsOf(shop.db, 'dress')).toHaveLength(2);
  });

  test('sends a reply with a token as no cache may keep it', async ({ shop }) => {
    const url = `/api?_mall_id=2&r=api/default/goods-list&keyword=shoes`;
    const shared = await shop.app.inject({ method: 'GET', url, headers: { language: 'cn' } });
    expect(shared.headers['x-shop-offline']).toBe('cache');
    const own = await shop.app.inject({
      method: 'GET',
      url,
      headers: { language: 'cn', [NEW_SEARCH_HEADER]: '1' },
    });
    expect(own.json<Envelope<ListReply>>().data.search_token).toBeDefined();
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-shop-offline']).toBeUndefined();
  });

  test('marks the search opened once; marking again changes nothing', async ({ shop }) => {
    const token = await newSearch(shop, 'belt');
    const openedAt = shop.clock.set(Date.now() + 60_000);
    expect(await markOpened(shop, { search_token: token })).toMatchObject({ code: 0 });
    expect((await rowOfToken(shop.db, token)).opened_at).toBe(openedAt);
    shop.clock.advance(60_000);
    expect(await markOpened(shop, { search_token: token })).toMatchObject({ code: 0 });
    expect((await rowOfToken(shop.db, token)).opened_at).toBe(openedAt);
  });

  test('takes two marks of one search at once', async ({ shop }) => {
    const token = await newSearch(shop, 'boots');
    const replies = await Promise.all([
      markOpened(shop, { search_token: token }),
      markOpened(shop, { search_token: token }),
    ]);
    expect(replies.map((reply) => reply.code)).toEqual([0, 0]);
    expect((await rowOfToken(shop.db, token)).opened_at).not.toBeNull();
  });

  test('refuses a missing or malformed token with 422, in the caller’s language', async ({
    shop,
  }) => {
    expect(await markOpened(shop, {})).toEqual({
      code: 422,
      data: null,
      msg: '缺少搜索凭证（search_token）',
    });
    expect(await markOpened(shop, { search_token: 'a b' }, 'en')).toEqual({
      code: 422,
      data: null,
      msg: 'The search token (search_token) is not well formed',
    });
    expect((await markOpened(shop, { search_token: 'x'.repeat(65) })).code).toBe(422);
  });

  test('refuses an unknown token, or one over a day old, as not found', async ({ shop }) => {
    const unknown = await markOpened(shop, { search_token: 'A'.repeat(24) }, 'en');
    expect(unknown).toEqual({
      code: 4004,
      data: null,
      msg: 'There is no such search, or it is more than a day old',
    });
    const searchedAt = shop.clock.set(Date.now());
    const token = await newSearch(shop, 'wallet');
    shop.clock.set(searchedAt + SEARCH_TOKEN_LIFE_MS + 1);
    expect((await markOpened(shop, { search_token: token })).code).toBe(4004);
    expect((await rowOfToken(shop.db, token)).opened_at).toBeNull();
  });

  test('deletes the searches older than 90 days, and only those', async ({ shop }) => {
    const now = Date.now();
    const row = (token: string, created_at: number) => ({
      query: 'prune check',
      lang: 'cn',
      result_count: 1,
      created_at,
      token,
    });
    await shop.db
      .insertInto('search_query_log')
      .values([
        row('prune-old-000000000001', now - SEARCH_LOG_KEPT_MS - 1),
        row('prune-kept-00000000001', now - SEARCH_LOG_KEPT_MS + DAY_MS),
      ])
      .execute();
    expect(await pruneSearchLog(shop.db, now)).toBeGreaterThanOrEqual(1);
    const kept = await rowsOf(shop.db, 'prune check');
    expect(kept.map((r) => r.token)).toEqual(['prune-kept-00000000001']);
  });

  test('answers the search when its row cannot be written, and waits little for a slow one', async ({
    shop,
  }) => {
    const failures: unknown[] = [];
    const search = { keyword: 'hat', lang: 'cn' as const, resultCount: 3 };
    // A database that refuses the row, then one that never answers.
    const broken = {
      insertInto: () => ({ values: () => ({ execute: () => Promise.reject(new Error('full')) }) }),
    } as unknown as Db;
    expect(await logSearch(broken, search, Date.now(), (e) => failures.push(e))).toBeNull();
    expect(failures).toHaveLength(1);
    const stuck = {
      insertInto: () => ({ values: () => ({ execute: () => new Promise(() => {}) }) }),
    } as unknown as Db;
    const started = performance.now();
    const token = await logSearch(stuck, search, Date.now(), (e) => failures.push(e), 100);
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(failures).toHaveLength(1);
    // And on the real database a search is logged as usual.
    expect(await logSearch(shop.db, search, Date.now(), (e) => failures.push(e))).toMatch(
      /^[\w-]{24}$/,
    );
  });
});
