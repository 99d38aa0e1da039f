import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { CallContract } from '../../../contract/call';
import * as calls from '../../../contract/member';
import type { Address, Coupon, WishListGoods, FootprintGoods } from '../../../contract/member';
import { revokeSession } from '../../lib/sessions';
import { memberHandlers } from './index';
import { userCenterOrderCounts } from '../order/lifecycle';
import { databases, type TestShop } from '../../test/harness';
import {
  callAs,
  createMember,
  expiredToken,
  giveCoupon,
  type CallOptions,
  type TestMember,
} from '../../test/members';

const aliceOf = oncePerShop((shop: TestShop): Promise<TestMember> =>
  createMember(shop.db, { points: 100, lifetime_points: 100 }),
);
const bobOf = oncePerShop((shop: TestShop): Promise<TestMember> =>
  createMember(shop.db, { points: 7000, lifetime_points: 7000, level: 'silver' }),
);
const goodsOf = oncePerShop(async (shop: TestShop): Promise<number[]> =>
  (await shop.db.selectFrom('goods').select('id').orderBy('id').limit(5).execute()).map(
    (g) => g.id,
  ),
);

const test = shopTest
  .extend('alice', ({ shop }) => aliceOf(shop))
  .extend('bob', ({ shop }) => bobOf(shop))
  .extend('goods', ({ shop }) => goodsOf(shop));

const memberCalls = Object.values(calls as Record<string, unknown>).filter(
  (value): value is CallContract =>
    typeof value === 'object' && value !== null && 'r' in value && 'noLogin' in value,
);

const address = {
  name: '周女士',
  mobile: '13700000000',
  province_code: '510000',
  city_code: '510100',
  area_code: '510104',
  address: '春熙路 1 号',
};

describe('the member calls', () => {
  test('all need a signed-in member, except the district and the agreements', () => {
    const open = memberCalls.filter((c) => c.noLogin).map((c) => c.r);
    expect(open.sort()).toEqual(['api/default/district', 'api/user/get-agreement']);
    expect(memberCalls).toHaveLength(19);
  });

  test('are all answered by the member area', () => {
    const answered = memberHandlers(userCenterOrderCounts)
      .map((h) => h.contract.r)
      .sort();
    expect(answered).toEqual(memberCalls.map((c) => c.r).sort());
  });
});

describe.each(databases)('member security on %s', (kind) => {
  test.override({ databaseKind: kind });

  const as = <T>(shop: TestShop, member: TestMember, r: string, options: CallOptions = {}) =>
    callAs<T>(shop.app, member.token, r, options);
  const snapshot = async (shop: TestShop, memberId: number) => ({
    member: await shop.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
    addresses: await shop.db
      .selectFrom('address')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    coupons: await shop.db
      .selectFrom('coupon')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    wishList: await shop.db
      .selectFrom('favorite')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('goods_id')
      .execute(),
    footprints: await shop.db
      .selectFrom('footprint')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('goods_id')
      .execute(),
  });

  test('answers -1 without a token, and with a revoked, expired or unknown one', async ({
    shop,
    member,
    goods,
  }) => {
    await revokeSession(shop.db, member.token);
    const tokens = [null, member.token, await expiredToken(shop.db, member.id), 'not-a-token'];
    for (const contract of memberCalls) {
      for (const token of tokens) {
        const method = contract.method;
        const reply = await callAs(shop.app, token, contract.r, {
          method,
          ...(method === 'POST' ? { form: { id: '1', goods_id: String(goods[0]) } } : {}),
          lang: 'en',
        });
        const expected = contract.noLogin ? 0 : -1;
        expect(reply.code, `${contract.r} with ${token ? 'a dead token' : 'no token'}`).toBe(
          expected,
        );
        if (!contract.noLogin)
          expect(reply).toEqual({ code: -1, data: null, msg: 'Please sign in first' });
      }
    }
  });

  test('never lets a member read or change another member’s addresses', async ({
    shop,
    alice,
    bob,
  }) => {
    const own = (await as<Address>(shop, alice, 'api/user/address-save', { form: address })).data;
    const bobs = (await as<Address>(shop, bob, 'api/user/address-save', { form: address })).data;
    await as(shop, bob, 'api/user/address-save', { form: { ...address, name: 'Bob 2' } });
    const before = await snapshot(shop, bob.id);

    const attempts: [string, Record<string, string>][] = [
      ['api/user/address-save', { ...address, id: String(bobs.id), name: 'stolen' }],
      ['api/user/address-default', { id: String(bobs.id) }],
      ['api/user/address-destroy', { id: String(bobs.id) }],
    ];
    for (const [r, form] of attempts) {
      const reply = await as(shop, alice, r, { form, lang: 'en' });
      expect(reply, r).toEqual({ code: 4004, data: null, msg: 'Address not found' });
      // Exactly what an id that does not exist gets: nothing tells that it belongs to someone.
      const unknown = await as(shop, alice, r, { form: { ...form, id: '99999999' }, lang: 'en' });
      expect(unknown).toEqual(reply);
    }
    expect(await snapshot(shop, bob.id)).toEqual(before);
    const listed = await as<{ list: Address[] }>(shop, alice, 'api/user/address');
    expect(listed.data.list.map((a) => a.id)).toEqual([own.id]);
    const fallback = await as<Address>(shop, alice, 'api/user/user-center-default-address');
    expect(fallback.data.id).toBe(own.id);
  });

  test('shows each member only their own coupons, wish list and footprints', async ({
    shop,
    bob,
    goods,
    alice,
  }) => {
    const bobsCoupon = await giveCoupon(shop.db, bob.id, { code: 'bob_only' });
    const first = goods[0] ?? 0;
    const second = goods[1] ?? 0;
    await as(shop, bob, 'api/user/favorite-add', { form: { goods_id: String(first) } });
    await as(shop, bob, 'api/footprint/footprint', { query: { action: 'add', goods_id: second } });
    const before = await snapshot(shop, bob.id);

    const coupons = await as<{ list: Coupon[]; counts: Record<string, number> }>(
      shop,
      alice,
      'api/user/get-coupon-list',
      { query: { member_id: bob.id, id: bobsCoupon } },
    );
    expect(coupons.data.list.some((c) => c.id === bobsCoupon)).toBe(false);
    expect(coupons.data.counts).toEqual({ usable: 0, used: 0, expired: 0 });
    const wishList = await as<{ list: WishListGoods[] }>(
      shop,
      alice,
      'api/user/my-favorite-goods',
      {
        query: { goods_id: first, member_id: bob.id },
      },
    );
    expect(wishList.data.list).toEqual([]);
    const footprints = await as<{ list: FootprintGoods[] }>(
      shop,
      alice,
      'api/footprint/footprint',
      {
        query: { member_id: bob.id },
      },
    );
    expect(footprints.data.list).toEqual([]);

    await as(shop, alice, 'api/user/favorite-remove', {
      form: { goods_id: String(first), member_id: String(bob.id) },
    });
    await as(shop, alice, 'api/footprint/footprint', {
      query: { action: 'clear', member_id: bob.id },
    });
    expect(await snapshot(shop, bob.id)).toEqual(before);
  });

  test('ignores points, level, card, member and coupon values a write carries', async ({
    shop,
    alice,
    bob,
    goods,
  }) => {
    await giveCoupon(shop.db, alice.id, { code: 'alice_gift', value_fen: 100_00 });
    const bobBefore = await snapshot(shop, bob.id);
    const aliceBefore = await snapshot(shop, alice.id);
    const smuggled = {
      points: '999999',
      lifetime_points: '999999',
      level: 'platinum',
      card_no: bob.card_no,
      member_id: String(bob.id),
      user_id: String(bob.id),
      value_fen: '99999900',
      mobile: bob.mobile,
    };
    const profile = await as(shop, alice, 'api/user/member-edit-info', {
      form: {
        title: 'Ms.',
        last_name: '林',
        first_name: '静',
        birthday: '1992-02-02',
        email: `alice.${alice.id}@example.com`,
        ...smuggled,
        id: String(bob.id),
      },
    });
    expect(profile.code).toBe(0);
    const saved = await as<Address>(shop, alice, 'api/user/address-save', {
      form: { ...address, ...smuggled },
    });
    expect(saved.code).toBe(0);
    await as(shop, alice, 'api/user/favorite-add', {
      form: { goods_id: String(goods[2]), ...smuggled },
    });
    await as(shop, alice, 'api/footprint/footprint', {
      query: { action: 'add', goods_id: goods[3] ?? 0, ...smuggled },
    });

    expect(await snapshot(shop, bob.id)).toEqual(bobBefore);
    const aliceAfter = await snapshot(shop, alice.id);
    const {
      updated_at: _a,
      last_name: _l,
      first_name: _f,
      birthday: _b,
      email: _e,
      ...kept
    } = aliceAfter.member;
    const {
      updated_at: _a2,
      last_name: _l2,
      first_name: _f2,
      birthday: _b2,
      email: _e2,
      ...was
    } = aliceBefore.member;
    expect(kept).toEqual(was);
    expect(aliceAfter.member.last_name).toBe('林');
    expect(aliceAfter.coupons).toEqual(aliceBefore.coupons);
    expect(aliceAfter.addresses.at(-1)).toMatchObject({ member_id: alice.id, name: address.name });
    expect(aliceAfter.wishList.map((f) => f.goods_id)).toContain(goods[2]);
    expect(aliceAfter.footprints.map((f) => f.goods_id)).toContain(goods[3]);
  });
});
