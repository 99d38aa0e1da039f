import { describe, expect } from 'vitest';
import type { CouponIssueResult } from '../../../../contract/console-marketing';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { couponAudit, createdCoupon, holdings } from './console-marketing-fixtures';

// Two staff giving the same coupon at the same instant: one gives it, the other is told that
// everyone already holds it; no member ever holds two.

describe.each(databases)('two staff giving one coupon at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('to a level: every member of it gets one, once', async ({ shop }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    const members = await Promise.all(
      [1, 2, 3].map(() => createMember(shop.db, { level: 'gold', lifetime_points: 0 })),
    );
    const coupon = await createdCoupon(shop, owner.cookie);
    const give = (cookie: string) =>
      admin<CouponIssueResult>(shop.app, 'POST', `/marketing/coupons/${coupon.id}/issue`, {
        cookie,
        body: { level: 'gold' },
      });
    const replies = await Promise.all([give(owner.cookie), give(manager.cookie)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe(
      'Every member of this level already holds this coupon (or the level has no members)',
    );
    const held = await holdings(shop, coupon.id);
    for (const m of members) expect(held.get(m.id)).toBe(1);
    expect([...held.values()].every((n) => n === 1)).toBe(true);
    expect((await couponAudit(shop, coupon.id)).map((r) => r.action)).toEqual([
      'coupon.create',
      'coupon.issue',
    ]);
  });

  test('to one member: one coupon, the other staff member is told', async ({ shop, member }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    const coupon = await createdCoupon(shop, owner.cookie);
    const give = (cookie: string) =>
      admin(shop.app, 'POST', `/marketing/coupons/${coupon.id}/issue`, {
        cookie,
        body: { member: member.mobile },
        lang: 'cn',
      });
    const replies = await Promise.all([give(owner.cookie), give(manager.cookie)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toBe('该会员已持有这张优惠券');
    expect((await holdings(shop, coupon.id)).get(member.id)).toBe(1);
  });
});
