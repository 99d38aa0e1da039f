import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from './test/fixtures';
import { allHandlers, buildApp } from './app';
import type { Db } from './db/database';
import { message } from './messages';
import { acceptedInput, textFields } from './test/call-inputs';
import { databases, type TestShop } from './test/harness';
import { createMember } from './test/members';

const tokenOf = oncePerShop(
  async (shop: TestShop): Promise<string> => (await createMember(shop.db)).token,
);

const test = shopTest.extend('token', ({ shop }) => tokenOf(shop));

/** Inputs a careless or hostile client might send to any call. */
const junkInputs: Record<string, string>[] = [
  {},
  { id: '-1', goods_id: 'abc' },
  { id: '3000000000', goods_id: '3000000000', sku_id: '3000000000' },
  { id: '1e309', page: '99999999', page_size: '-5' },
  { mobile: '1'.repeat(5000), email: '@', password: '' },
  { state: 'x'.repeat(70), code: '\u0000' },
  { type: 'sms' },
  { type: 'password', account: '😀', password: 'x' },
  { parent_code: '../../etc', keyword: '%' },
  { action: 'add', goods_id: '999999' },
  { province_code: '__proto__', city_code: 'constructor', area_code: 'x', name: 'a' },
  {
    service: 'washing',
    store_id: '3000000000',
    date: '2026-02-30',
    period: 'noon',
    service_type: '__proto__',
    clothing_type: 'constructor',
  },
];

const part = '--shop\r\nContent-Disposition: form-data; name="id"\r\n\r\n1';
/** Multipart bodies that cannot be read, with the content type each is sent with. */
const unreadableBodies: { name: string; type: string; body: string | Buffer }[] = [
  { name: 'cut before its closing boundary', type: 'boundary=shop', body: part },
  { name: 'closed by another boundary', type: 'boundary=shop', body: `${part}\r\n--other--\r\n` },
  { name: 'without a boundary', type: '', body: `${part}\r\n--shop--\r\n` },
  { name: 'garbage', type: 'boundary=shop', body: Buffer.from([0, 255, 13, 10, 45, 45, 7]) },
];

const NUL = '\u0000';
const insertNul = (text: string) => `${text.slice(0, 1)}${NUL}${text.slice(1)}`;

/** The JSON value with a NUL in its first text (JSON.stringify then writes it as \u0000). */
function nulInFirstText(value: unknown): unknown {
  let done = false;
  const visit = (item: unknown): unknown => {
    if (done) return item;
    if (typeof item === 'string') {
      done = true;
      return insertNul(item);
    }
    if (Array.isArray(item)) return item.map(visit);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, visit(field)]));
    }
    return item;
  };
  return visit(value);
}

/** The ways a NUL can come in one field: as itself, and inside a JSON-encoded list. */
function nulVariants(value: string): string[] {
  const variants = [insertNul(value)];
  if (value.startsWith('[')) variants.push(JSON.stringify(nulInFirstText(JSON.parse(value))));
  return variants;
}

function multipartBody(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--shop\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
  );
  return `${parts.join('\r\n')}\r\n--shop--\r\n`;
}

/**
 * Rows of any table holding a NUL in any column (SQLite: PostgreSQL cannot store one), but the
 * full-text indexes' own tables, whose pages are binary.
 */
async function storedNuls(db: Db): Promise<string[]> {
  const found: string[] = [];
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'goods_search_fts%'
      and (name not like 'listing_words%' or name = 'listing_words_position')`.execute(db);
  for (const { name } of tables.rows) {
    const columns = await sql<{ name: string }>`
      select name from pragma_table_info(${name})`.execute(db);
    for (const column of columns.rows) {
      const rows = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(name)}
        where instr(cast(${sql.ref(column.name)} as blob), x'00') > 0`.execute(db);
      if ((rows.rows[0]?.n ?? 0) > 0) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

/** Log lines as JSON objects, written by a logger the test reads. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { lines, stream };
}

describe.each(databases)('every call on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('answers malformed input with an envelope, never a 500, for visitors and members', async ({
    shop,
    token,
  }) => {
    expect(allHandlers.length).toBeGreaterThanOrEqual(46);
    const failures: string[] = [];
    for (const { contract } of allHandlers) {
      for (const input of junkInputs) {
        for (const accessToken of [undefined, token, 'not-a-token']) {
          const isGet = contract.method === 'GET';
          const search = new URLSearchParams({
            _mall_id: '2',
            r: contract.r,
            ...(isGet ? input : {}),
          });
          const response = await shop.app.inject({
            method: contract.method,
            url: `/api?${search.toString()}`,
            headers: {
              ...(accessToken ? { 'x-access-token': accessToken } : {}),
              ...(isGet ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
            },
            payload: isGet ? undefined : new URLSearchParams(input).toString(),
          });
          const { code } = response.json<{ code: number }>();
          if (response.statusCode !== 200 || code === 500) {
            failures.push(`${contract.r} ${JSON.stringify(input)}: ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test('refuses an unreadable multipart body on every POST call in the shopper’s language, logged as the client’s mistake', async ({
    shop,
    token,
  }) => {
    const log = logLines();
    const app = await buildApp({
      config: shop.config,
      db: shop.db,
      logger: { level: 'info', stream: log.stream },
    });
    const posts = allHandlers.filter(({ contract }) => contract.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    try {
      for (const { contract } of posts) {
        for (const [n, sample] of unreadableBodies.entries()) {
          const lang = n % 2 ? 'en' : 'cn';
          const response = await app.inject({
            method: 'POST',
            url: `/api?_mall_id=2&r=${contract.r}`,
            headers: {
              'content-type': `multipart/form-data${sample.type ? `; ${sample.type}` : ''}`,
              'x-access-token': token,
              language: lang,
            },
            payload: sample.body,
          });
          const expected = { code: 422, data: null, msg: message(lang, 'invalidBody') };
          if (response.statusCode !== 200 || response.body !== JSON.stringify(expected)) {
            wrong.push(`${contract.r}, ${sample.name}: ${response.statusCode} ${response.body}`);
          }
        }
      }
    } finally {
      await app.close();
    }
    expect(wrong).toEqual([]);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
    const refused = log.lines.filter((line) => line.msg === 'request refused');
    expect(refused).toHaveLength(posts.length * unreadableBodies.length);
    expect(refused.every((line) => line.level === 30)).toBe(true);
  }, 120_000);

  test('refuses a NUL in every text field of every call, whatever way it comes, and stores none', async ({
    shop,
    member,
  }) => {
    const wrong: string[] = [];
    let sent = 0;
    for (const { contract } of allHandlers) {
      const fields = textFields(contract);
      if (fields.length === 0) continue;
      const accepted = acceptedInput(contract);
      // The input is accepted as it is: the NUL alone is what is refused.
      expect(contract.input.safeParse(accepted).success, contract.r).toBe(true);
      for (const field of fields) {
        for (const value of nulVariants(accepted[field] ?? '')) {
          const input = { ...accepted, [field]: value };
          const isGet = contract.method === 'GET';
          const encodings = isGet ? ['query'] : ['urlencoded', 'multipart'];
          for (const encoding of encodings) {
            const lang = sent++ % 2 ? 'en' : 'cn';
            const search = new URLSearchParams({ _mall_id: '2', r: contract.r });
            if (isGet) for (const [key, v] of Object.entries(input)) search.append(key, v);
            const response = await shop.app.inject({
              method: contract.method,
              url: `/api?${search.toString()}`,
              headers: {
                'x-access-token': member.token,
                language: lang,
                ...(encoding === 'urlencoded'
                  ? { 'content-type': 'application/x-www-form-urlencoded' }
                  : {}),
                ...(encoding === 'multipart'
                  ? { 'content-type': 'multipart/form-data; boundary=shop' }
                  : {}),
              },
              payload:
                encoding === 'urlencoded'
                  ? new URLSearchParams(input).toString()
                  : encoding === 'multipart'
                    ? multipartBody(input)
                    : undefined,
            });
            const expected = { code: 422, data: null, msg: message(lang, 'invalidCharacters') };
            if (response.statusCode !== 200 || response.body !== JSON.stringify(expected)) {
              const shown = JSON.stringify(value);
              wrong.push(`${contract.r} ${field}=${shown} (${encoding}): ${response.body}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
    if (kind === 'sqlite') expect(await storedNuls(shop.db)).toEqual([]);
  }, 120_000);
});
