import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers } from './app';
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
});
