import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import type { PlacedOrder } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { createMember, giveCoupon, type TestMember } from '../../../test/members';
import { checkoutFixtures } from './checkout-fixtures';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));

const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

describe.each(databases)('concurrent submissions on %s', (kind) => {
  test.override({ databaseKind: kind });

  /** Members, each with a default address. */
  function shoppers(
    shop: TestShop,
    count: number,
  ): Promise<{ member: TestMember; addressId: number }[]> {
    const { address } = checkoutOf(shop);
    return Promise.all(
      Array.from({ length: count }, async () => {
        const member = await createMember(shop.db);
        return { member, addressId: await address(member) };
      }),
    );
  }

  test('sells the last 3 pieces to exactly 3 of 200 shoppers', async ({
    shop,
    checkout: { goods, items, orderCount, stockOf, submit },
  }) => {
    const { sku } = await goods({ stock: 3 });
    const crowd = await shoppers(shop, 200);
    const replies = await Promise.all(
      crowd.map(({ member, addressId }) =>
        submit(member, {
          sku_list: items([{ sku_id: sku, quantity: 1 }]),
          address_id: String(addressId),
        }),
      ),
    );
    expect(replies.filter((r) => r.code === 0)).toHaveLength(3);
    const refused = replies.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(197);
    expect(refused.every((r) => r.code === 422 && r.msg === '库存不足')).toBe(true);
    expect(await stockOf(sku)).toBe(0);
    expect(await orderCount(crowd.map((s) => s.member.id))).toBe(3);
  });

  test('counts two cart lines of one SKU together: 2 + 2 pieces against 4 left sells once', async ({
    shop,
    checkout: { cartLine, goods, items, stockOf, submit },
  }) => {
    const { sku } = await goods({ stock: 4 });
    const crowd = await shoppers(shop, 200);
    const forms = await Promise.all(
      crowd.map(async ({ member, addressId }) => {
        const lines = [await cartLine(member, sku, 2), await cartLine(member, sku, 2, 'AB')];
        const sku_list = items(lines.map((id) => ({ cart_id: id })));
        return { member, form: { sku_list, address_id: String(addressId) } };
      }),
    );
    const replies = await Promise.all(forms.map(({ member, form }) => submit(member, form)));
    const placed = replies.filter((r) => r.code === 0);
    expect(placed).toHaveLength(1);
    expect(replies.filter((r) => r.code === 422)).toHaveLength(199);
    expect(await stockOf(sku)).toBe(0);
    const order = placed[0]?.data as PlacedOrder;
    const lines = await shop.db
      .selectFrom('order_line')
      .select('quantity')
      .where('order_id', '=', order.order_id)
      .execute();
    expect(lines.map((l) => l.quantity)).toEqual([2, 2]);
  });

  test('sells none when two cart lines of one SKU need 4 and 3 are left', async ({
    shop,
    checkout: { cartLine, goods, items, orderCount, stockOf, submit },
  }) => {
    const { sku } = await goods({ stock: 3 });
    const crowd = await shoppers(shop, 50);
    const replies = await Promise.all(
      crowd.map(async ({ member, addressId }) => {
        const lines = [await cartLine(member, sku, 2), await cartLine(member, sku, 2, 'CD')];
        return submit(member, {
          sku_list: items(lines.map((id) => ({ cart_id: id }))),
          address_id: String(addressId),
        });
      }),
    );
    expect(replies.map((r) => [r.code, r.data])).toEqual(
      crowd.map(() => [422, { sku_id: sku, stock: 3 }]),
    );
    expect(await stockOf(sku)).toBe(3);
    expect(await orderCount(crowd.map((s) => s.member.id))).toBe(0);
  });

  test('makes one order of 20 submissions with one key, spending stock, coupon and points once', async ({
    shop,
    checkout: { address, cartLine, goods, items, key, orderCount, stockOf, submit },
  }) => {
    const member = await createMember(shop.db, { points: 10_000 });
    const addressId = await address(member);
    const { sku } = await goods({ stock: 10, original: 1000_00 });
    const couponId = await giveCoupon(shop.db, member.id, { code: 'c_once', value_fen: 50_00 });
    const line = await cartLine(member, sku, 2);
    const form = {
      sku_list: items([{ cart_id: line }]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
      use_integral: '1',
      idempotency_key: key(),
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(member, form)));
    expect(replies.map((r) => r.code)).toEqual(Array.from({ length: 20 }, () => 0));
    const ids = new Set(replies.map((r) => (r.data as PlacedOrder).order_id));
    expect(ids.size).toBe(1);
    expect(await orderCount([member.id])).toBe(1);
    expect(await stockOf(sku)).toBe(8);
    const coupon = await shop.db
      .selectFrom('coupon')
      .select('order_id')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.order_id).toBe([...ids][0]);
    const row = await shop.db
      .selectFrom('member')
      .select('points')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.points).toBe(0);
    const records = await shop.db
      .selectFrom('point_record')
      .select('points')
      .where('member_id', '=', member.id)
      .execute();
    expect(records).toEqual([{ points: -10_000 }]);
  });
});
