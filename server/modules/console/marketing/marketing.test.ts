import { describe, expect } from 'vitest';
import type {
  ConsoleCoupon,
  ConsoleCouponPage,
  ConsoleSubscriberPage,
  CouponIssueResult,
} from '../../../../contract/console-marketing';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { callAs, createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { rawAdmin } from '../orders/console-orders-fixtures';
import { couponAudit, createdCoupon, holdings, newCoupon } from './console-marketing-fixtures';

// The console's marketing: a coupon created with its rules, given to a member (who then sees it
// among their coupons) or to a level, counted, disabled; the newsletter's list and its export.

describe.each(databases)('the console’s marketing on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('creates a coupon, gives it to a member who sees it, counts it, audits it', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const coupon = await createdCoupon(shop, staff.cookie, { redeem_code: 'winter26a' });
    expect(coupon).toMatchObject({ value: 200_00, min_spend: 2000_00, issued: 0, used: 0 });
    expect(coupon.redeem_code).toBe('WINTER26A');
    const issue = await admin<CouponIssueResult>(
      shop.app,
      'POST',
      `/marketing/coupons/${coupon.id}/issue`,
      { cookie: staff.cookie, body: { member: member.card_no } },
    );
    expect(issue.status).toBe(200);
    expect(issue.body.data.issued).toBe(1);
    expect(issue.body.data.coupon.issued).toBe(1);

    const mine = await callAs<{ list: { name: string; value: number; min_spend: number }[] }>(
      shop.app,
      member.token,
      'api/user/get-coupon-list',
      { lang: 'en' },
    );
    expect(mine.data.list).toContainEqual(
      expect.objectContaining({ name: coupon.name_en, value: 200_00, min_spend: 2000_00 }),
    );

    const again = await admin(shop.app, 'POST', `/marketing/coupons/${coupon.id}/issue`, {
      cookie: staff.cookie,
      body: { member: member.mobile },
      lang: 'cn',
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该会员已持有这张优惠券');

    const list = await admin<ConsoleCouponPage>(shop.app, 'GET', '/marketing/coupons', {
      cookie: staff.cookie,
    });
    expect(list.body.data.items.find((c) => c.id === coupon.id)?.issued).toBe(1);
    const audit = await couponAudit(shop, coupon.id);
    expect(audit.map((row) => row.action)).toEqual(['coupon.create', 'coupon.issue']);
    expect(JSON.parse(audit[1]?.after ?? '')).toEqual({ member_id: member.id, issued: 1 });
    expect(audit.every((row) => row.actor === String(staff.id))).toBe(true);
  });

  test('gives a coupon to every member of a level, once each', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const platinum = await Promise.all([
      createMember(shop.db, { level: 'platinum' }),
      createMember(shop.db, { level: 'platinum' }),
    ]);
    const other = await createMember(shop.db, { level: 'point_card' });
    const coupon = await createdCoupon(shop, staff.cookie);
    const give = () =>
      admin<CouponIssueResult>(shop.app, 'POST', `/marketing/coupons/${coupon.id}/issue`, {
        cookie: staff.cookie,
        body: { level: 'platinum' },
      });
    const first = await give();
    expect(first.status).toBe(200);
    const held = await holdings(shop, coupon.id);
    for (const m of platinum) expect(held.get(m.id)).toBe(1);
    expect(held.has(other.id)).toBe(false);
    expect(first.body.data.issued).toBe(held.size);
    const newcomer = await createMember(shop.db, { level: 'platinum' });
    const second = await give();
    expect(second.body.data.issued).toBe(1);
    expect((await holdings(shop, coupon.id)).get(newcomer.id)).toBe(1);
    const third = await give();
    expect(third.status).toBe(409);
  });

  test('refuses bad rules in the staff member’s language, and a redeem code used twice', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const refusal = async (fields: Parameters<typeof newCoupon>[0], lang: 'cn' | 'en' = 'en') => {
      const reply = await admin(shop.app, 'POST', '/marketing/coupons', {
        cookie: staff.cookie,
        body: newCoupon(fields),
        lang,
      });
      return [reply.status, reply.body.msg];
    };
    expect(await refusal({ value: 0 })).toEqual([
      400,
      'The amount off must be between ¥0.01 and ¥100,000.00',
    ]);
    expect(await refusal({ min_spend: 100_00 })).toEqual([
      400,
      'The minimum spend must be none, or at least the amount off',
    ]);
    expect(await refusal({ ends_at: Date.now() - 1000 }, 'cn')).toEqual([
      400,
      '结束时间须晚于开始时间，且尚未过去',
    ]);
    expect(await refusal({ name_en: '  ' })).toEqual([
      400,
      'Give the coupon a name in Chinese and in English (at most 40 characters)',
    ]);
    expect(await refusal({ redeem_code: 'AB' })).toEqual([
      400,
      'A redeem code is 4 to 20 capital letters or digits',
    ]);
    const code = `DUP${Date.now() % 1_000_000}`;
    await createdCoupon(shop, staff.cookie, { redeem_code: code });
    expect(await refusal({ redeem_code: code })).toEqual([
      409,
      `The redeem code ${code} belongs to another coupon`,
    ]);
    const missing = await admin(shop.app, 'POST', '/marketing/coupons/999999/issue', {
      cookie: staff.cookie,
      body: { member: '13900000000' },
    });
    expect(missing.status).toBe(404);
  });

  test('a disabled coupon is no longer given, those given stay', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'manager');
    const coupon = await createdCoupon(shop, staff.cookie);
    const path = `/marketing/coupons/${coupon.id}`;
    await admin(shop.app, 'POST', `${path}/issue`, {
      cookie: staff.cookie,
      body: { member: member.card_no },
    });
    const disabled = await admin<ConsoleCoupon>(shop.app, 'POST', `${path}/disable`, {
      cookie: staff.cookie,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled_at).toEqual(expect.any(Number));
    const other = await createMember(shop.db);
    const refused = await admin(shop.app, 'POST', `${path}/issue`, {
      cookie: staff.cookie,
      body: { member: other.card_no },
    });
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      'This coupon was disabled and can no longer be given',
    ]);
    expect((await holdings(shop, coupon.id)).size).toBe(1);
    expect((await couponAudit(shop, coupon.id)).map((row) => row.action)).toEqual([
      'coupon.create',
      'coupon.issue',
      'coupon.disable',
    ]);
  });

  test('lists the newsletter’s subscribers with a search, and exports them', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const tag = `n${Date.now() % 1_000_000}`;
    const subscribers = [
      { email: `${tag}.lin@example.com`, lang: 'cn' },
      { email: `${tag}.=cmd@example.com`, lang: 'en' },
    ] as const;
    for (const { email, lang } of subscribers) {
      await callAs(shop.app, null, 'api/kc/subscribe/subscribe-log', {
        method: 'POST',
        form: { email },
        lang,
      });
    }
    const page = await admin<ConsoleSubscriberPage>(
      shop.app,
      'GET',
      `/marketing/subscribers?q=${tag}`,
      { cookie: staff.cookie },
    );
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items.map((s) => s.email).sort()).toEqual([
      `${tag}.=cmd@example.com`,
      `${tag}.lin@example.com`,
    ]);
    const none = await admin<ConsoleSubscriberPage>(
      shop.app,
      'GET',
      '/marketing/subscribers?q=%25',
      {
        cookie: staff.cookie,
      },
    );
    expect(none.body.data.total).toBe(0);
    const csv = await rawAdmin(shop, `/marketing/subscribers/export?q=${tag}`, staff.cookie);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('邮箱,语言,订阅时间');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toContainEqual([
      `${tag}.lin@example.com`,
      '中文',
    ]);
  });
});
