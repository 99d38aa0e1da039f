import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { Pagination } from '../../../contract/catalogue';
import type { Coupon, CouponState, PointRecord } from '../../../contract/member';
import { databases } from '../../test/harness';
import { callAs, createMember, giveCoupon } from '../../test/members';
import { describePoints } from './points';

const DAY = 24 * 60 * 60 * 1000;

interface CouponPage {
  list: Coupon[];
  counts: Record<CouponState, number>;
  pagination: Pagination;
}

describe('point record texts', () => {
  test('names each type and tells what happened, in both languages', () => {
    expect(describePoints({ type: 'order', reference: 'M202611210001' }, 'cn')).toEqual({
      type_name: '购物获得',
      detail: '订单 M202611210001 消费获得积分',
    });
    expect(describePoints({ type: 'redeem', reference: 'M1' }, 'en')).toEqual({
      type_name: 'Redeemed',
      detail: 'Used towards order M1',
    });
    expect(describePoints({ type: 'register', reference: '' }, 'en').detail).toBe(
      'Points given for joining as a member',
    );
    expect(describePoints({ type: 'refund', reference: '' }, 'cn').detail).toBe(
      '订单退款，积分相应退回或扣除',
    );
    expect(describePoints({ type: 'expire', reference: '2025' }, 'en').detail).toBe(
      'Points earned in 2025 have expired',
    );
    expect(describePoints({ type: 'adjust', reference: '' }, 'en').detail).toBe(
      'Adjusted by Client Services',
    );
  });
});

describe.each(databases)('points and coupons on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the point records newest first, paged, with names and details', async ({
    shop,
    member,
  }) => {
    const other = await createMember(shop.db);
    const base = Date.now() - 10 * DAY;
    const records = [
      { type: 'register', points: 200, reference: '' },
      { type: 'order', points: 1500, reference: 'M20261101' },
      { type: 'redeem', points: -500, reference: 'M20261102' },
      { type: 'refund', points: -300, reference: 'M20261101' },
      { type: 'expire', points: -100, reference: '2025' },
      { type: 'adjust', points: 50, reference: '' },
    ];
    await shop.db
      .insertInto('point_record')
      .values([
        ...records.map((r, i) => ({ ...r, member_id: member.id, created_at: base + i * DAY })),
        { type: 'order', points: 9, reference: 'OTHER', member_id: other.id, created_at: base },
      ])
      .execute();

    const first = await callAs<{ list: PointRecord[]; pagination: Pagination }>(
      shop.app,
      member.token,
      'api/user/get-point-list',
      { query: { page_size: 4 }, lang: 'en' },
    );
    expect(first.code).toBe(0);
    expect(first.data.pagination).toMatchObject({ totalCount: 6, total_count: 6, page_count: 2 });
    expect(first.data.list.map((r) => [r.type, r.type_name, r.points, r.detail])).toEqual([
      ['adjust', 'Adjustment', 50, 'Adjusted by Client Services'],
      ['expire', 'Expired', -100, 'Points earned in 2025 have expired'],
      ['refund', 'Refund', -300, 'Returned or withdrawn for the refund of order M20261101'],
      ['redeem', 'Redeemed', -500, 'Used towards order M20261102'],
    ]);
    const second = await callAs<{ list: PointRecord[] }>(
      shop.app,
      member.token,
      'api/user/get-point-list',
      { query: { page_size: 4, page: 2 } },
    );
    expect(second.data.list.map((r) => [r.type_name, r.detail])).toEqual([
      ['购物获得', '订单 M20261101 消费获得积分'],
      ['注册奖励', '注册成为会员获赠积分'],
    ]);
    expect(second.data.list.some((r) => r.detail.includes('OTHER'))).toBe(false);
  });

  test('lists coupons by state with the counts of all three, names in the language', async ({
    shop,
    member,
  }) => {
    const other = await createMember(shop.db);
    const now = Date.now();
    const soon = await giveCoupon(shop.db, member.id, {
      code: 'soon',
      value_fen: 50_00,
      min_spend_fen: 1000_00,
      expires_at: now + DAY,
    });
    const later = await giveCoupon(shop.db, member.id, {
      code: 'later',
      expires_at: now + 9 * DAY,
    });
    const used = await giveCoupon(shop.db, member.id, { used_at: now - DAY });
    const expired = await giveCoupon(shop.db, member.id, { expires_at: now - DAY });
    await giveCoupon(shop.db, member.id, { starts_at: now + DAY });
    await giveCoupon(shop.db, other.id);

    const get = (state: CouponState, lang: 'cn' | 'en' = 'cn') =>
      callAs<CouponPage>(shop.app, member.token, 'api/user/get-coupon-list', {
        query: { state },
        lang,
      });
    const usable = await get('usable', 'en');
    expect(usable.data.counts).toEqual({ usable: 2, used: 1, expired: 1 });
    expect(usable.data.pagination.totalCount).toBe(2);
    expect(usable.data.list.map((c) => c.id)).toEqual([soon, later]);
    expect(usable.data.list[0]).toMatchObject({
      name: 'Voucher soon',
      description: 'Valid on everything',
      value: 5000,
      min_spend: 100000,
      used_at: null,
      state: 'usable',
    });
    const cn = await get('usable');
    expect(cn.data.list[0]?.name).toBe('礼券 soon');
    expect((await get('used')).data.list.map((c) => [c.id, c.state])).toEqual([[used, 'used']]);
    expect((await get('expired')).data.list.map((c) => [c.id, c.state])).toEqual([
      [expired, 'expired'],
    ]);
    const paged = await callAs<CouponPage>(shop.app, member.token, 'api/user/get-coupon-list', {
      query: { state: 'usable', page_size: 1, page: 2 },
    });
    expect(paged.data.list.map((c) => c.id)).toEqual([later]);
    expect(paged.data.pagination.page_count).toBe(2);
    const wrong = await callAs(shop.app, member.token, 'api/user/get-coupon-list', {
      query: { state: 'all' },
    });
    expect(wrong.code).toBe(422);
  });
});
