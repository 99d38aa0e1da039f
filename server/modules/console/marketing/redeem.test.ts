import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, createMember } from '../../../test/members';
import { createdCoupon, holdings } from './console-marketing-fixtures';
import { admin, signedInStaff } from '../../staff/staff-fixtures';

// A member takes a coupon the brand gives out by code: once, whatever the letters' case; an
// unknown, disabled or ended code is refused in the member's language.

const redeem = (shop: TestShop, token: string, code: string) =>
  callAs<{ name: string }>(shop.app, token, 'api/user/redeem-coupon', {
    method: 'POST',
    form: { code },
  });

describe.each(databases)('redeeming a coupon code on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('gives the member the coupon once, and refuses it the second time', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const code = `GIFT${Date.now() % 1_000_000}`;
    const coupon = await createdCoupon(shop, staff.cookie, { redeem_code: code });
    const twice = await Promise.all([
      redeem(shop, member.token, code.toLowerCase()),
      redeem(shop, member.token, ` ${code} `),
    ]);
    expect(twice.map((reply) => reply.code).sort()).toEqual([0, 422]);
    expect(twice.find((reply) => reply.code === 0)?.data).toEqual({ name: coupon.name_cn });
    expect(twice.find((reply) => reply.code === 422)?.msg).toBe('您已领取过这张优惠券');
    expect((await holdings(shop, coupon.id)).get(member.id)).toBe(1);
    const mine = await callAs<{ list: { name: string }[] }>(
      shop.app,
      member.token,
      'api/user/get-coupon-list',
    );
    expect(mine.data.list.map((c) => c.name)).toContain(coupon.name_cn);
  });

  test('refuses an unknown or disabled code', async ({ shop, member }) => {
    const unknown = await redeem(shop, member.token, 'NOSUCHCODE');
    expect([unknown.code, unknown.msg]).toEqual([4004, '兑换码无效，请核对后重新输入']);
    const staff = await signedInStaff(shop, 'owner');
    const code = `OFF${Date.now() % 1_000_000}`;
    const coupon = await createdCoupon(shop, staff.cookie, { redeem_code: code });
    await admin(shop.app, 'POST', `/marketing/coupons/${coupon.id}/disable`, {
      cookie: staff.cookie,
    });
    const other = await createMember(shop.db);
    const disabled = await redeem(shop, other.token, code);
    expect([disabled.code, disabled.msg]).toEqual([422, '该兑换码已失效']);
    expect((await holdings(shop, coupon.id)).size).toBe(0);
  });
});
