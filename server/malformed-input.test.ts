import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers, buildApp } from './app';
import { message } from './lib/messages';
import { createTestShop, databases, type TestShop } from './test/harness';
import { createMember } from './test/members';

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
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = (await createMember(shop.db)).token;
  });
  afterAll(() => shop.close());

  it('answers malformed input with an envelope, never a 500, for visitors and members', async () => {
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

  it('refuses an unreadable multipart body on every POST call in the shopper’s language, logged as the client’s mistake', async () => {
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
});
