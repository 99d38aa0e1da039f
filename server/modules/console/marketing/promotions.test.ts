import { describe, expect } from 'vitest';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { ConsolePromotion } from '../../../../contract/console-marketing';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs } from '../../../test/members';
import { checkoutFixtures } from '../../order/checkout/checkout-fixtures';
import { admin, signedInStaff } from '../../staff/staff-fixtures';

// The promotions' dates set in the console: the shopper's piece shows the promotional price
// while it runs and the regular one once it has ended; two staff changing the same dates at
// once, one wins, the other is told; each change is audited.

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));
const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

async function promotionOf(shop: TestShop, cookie: string, id: number) {
  const reply = await admin<ConsolePromotion[]>(shop.app, 'GET', '/marketing/promotions', {
    cookie,
  });
  expect(reply.status).toBe(200);
  const promotion = reply.body.data.find((p) => p.id === id);
  if (!promotion) throw new Error(`promotion ${id} not listed`);
  return promotion;
}

describe.each(databases)('the console’s promotions on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('ending a promotion brings the piece back to its regular price for shoppers', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const { goodsId } = await checkout.goods({ price: 700_00, original: 1000_00 });
    const id = await checkout.promote([goodsId]);
    const detail = (lang: 'cn' | 'en') =>
      callAs<GoodsDetail>(shop.app, null, 'api/goods/detail', { query: { id: goodsId }, lang });
    expect((await detail('en')).data.promotion?.id).toBe(id);

    const before = await promotionOf(shop, staff.cookie, id);
    expect(before).toMatchObject({ pieces: 1, discount_percent: 30, name_en: expect.any(String) });
    const ended = Date.now() - 1000;
    const reply = await admin<ConsolePromotion>(
      shop.app,
      'POST',
      `/marketing/promotions/${id}/dates`,
      {
        cookie: staff.cookie,
        body: {
          starts_at: before.starts_at,
          ends_at: ended,
          was: { starts_at: before.starts_at, ends_at: before.ends_at },
        },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.ends_at).toBe(ended);
    const after = (await detail('cn')).data;
    expect(after.promotion).toBeNull();
    expect(after.price).toBe(after.original_price);

    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'promotion')
      .where('record_id', '=', String(id))
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['promotion.dates', String(staff.id)],
    ]);
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({
      starts_at: before.starts_at,
      ends_at: ended,
    });
  });

  test('two staff changing the same dates at once: one wins, the other is told', async ({
    shop,
    checkout,
  }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    const { goodsId } = await checkout.goods();
    const id = await checkout.promote([goodsId]);
    const seen = await promotionOf(shop, owner.cookie, id);
    const change = (cookie: string, ends_at: number) =>
      admin(shop.app, 'POST', `/marketing/promotions/${id}/dates`, {
        cookie,
        body: {
          starts_at: seen.starts_at,
          ends_at,
          was: { starts_at: seen.starts_at, ends_at: seen.ends_at },
        },
        lang: 'cn',
      });
    const now = Date.now();
    const replies = await Promise.all([
      change(owner.cookie, now + 5 * 86_400_000),
      change(manager.cookie, now + 9 * 86_400_000),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toBe(
      '该促销活动的时间刚被他人修改，请刷新后再试',
    );
  });

  test('refuses an end before the start, and an unknown promotion', async ({ shop, checkout }) => {
    const staff = await signedInStaff(shop, 'owner');
    const { goodsId } = await checkout.goods();
    const id = await checkout.promote([goodsId]);
    const seen = await promotionOf(shop, staff.cookie, id);
    const send = (path: string, starts_at: number | null, ends_at: number | null) =>
      admin(shop.app, 'POST', path, {
        cookie: staff.cookie,
        body: { starts_at, ends_at, was: { starts_at: seen.starts_at, ends_at: seen.ends_at } },
      });
    const backwards = await send(`/marketing/promotions/${id}/dates`, 2_000_000, 1_000_000);
    expect([backwards.status, backwards.body.msg]).toEqual([
      400,
      'The promotion must end after it starts',
    ]);
    expect((await send('/marketing/promotions/999999/dates', null, null)).status).toBe(404);
    const open = await send(`/marketing/promotions/${id}/dates`, null, null);
    expect(open.status).toBe(200);
  });
});
