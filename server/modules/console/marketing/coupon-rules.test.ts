import { describe, expect } from 'vitest';
import type {
  ConsoleCoupon,
  ConsoleCouponPage,
  CouponCategoryOption,
  NewCoupon,
} from '../../../../contract/console-marketing';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { couponAudit, createdCoupon, newCoupon } from './console-marketing-fixtures';

// The console's rules of a coupon: an amount or a percentage (perhaps capped) off, the whole
// shop or some categories or pieces. Bad rules are refused with the reason and change nothing.

async function someCategory(shop: TestShop) {
  const row = await shop.db
    .selectFrom('goods')
    .innerJoin('category_text', 'category_text.category_id', 'goods.category_id')
    .select(['goods.category_id', 'goods.sn', 'category_text.name'])
    .where('category_text.lang', '=', 'en')
    .orderBy('goods.id')
    .executeTakeFirstOrThrow();
  return row;
}

async function couponCount(shop: TestShop): Promise<[number, number, number]> {
  const row = await shop.db
    .selectFrom('coupon_template')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const audit = await shop.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'coupon.create')
    .executeTakeFirstOrThrow();
  const limits = await shop.db
    .selectFrom('coupon_template_limit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return [Number(row.n), Number(audit.n), Number(limits.n)];
}

describe.each(databases)('the console’s coupon rules on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('creates a capped percentage coupon for a category, lists it and audits it', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const category = await someCategory(shop);
    const options = await admin<CouponCategoryOption[]>(
      shop.app,
      'GET',
      '/marketing/coupon-categories',
      { cookie: staff.cookie },
    );
    expect(options.status).toBe(200);
    expect(options.body.data).toContainEqual(
      expect.objectContaining({ id: category.category_id, name_en: category.name }),
    );

    const coupon = await createdCoupon(shop, staff.cookie, {
      value: 0,
      percent_off: 12,
      cap: 800_00,
      min_spend: 0,
      limit: 'categories',
      category_ids: [category.category_id, category.category_id],
    });
    expect(coupon).toMatchObject({
      value: 0,
      percent_off: 12,
      cap: 800_00,
      limit: 'categories',
      limits: [
        expect.objectContaining({ category_id: category.category_id, name_en: category.name }),
      ],
    });
    const list = await admin<ConsoleCouponPage>(shop.app, 'GET', '/marketing/coupons', {
      cookie: staff.cookie,
    });
    expect(list.body.data.items.find((c) => c.id === coupon.id)).toEqual(coupon);
    const [audit] = await couponAudit(shop, coupon.id);
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({
      value: 0,
      percent_off: 12,
      cap: 800_00,
      limit: 'categories',
      category_ids: [category.category_id],
    });

    const pieces = await createdCoupon(shop, staff.cookie, {
      limit: 'pieces',
      sns: [` ${category.sn} `],
    });
    expect(pieces).toMatchObject({
      percent_off: 0,
      value: 200_00,
      limit: 'pieces',
      limits: [expect.objectContaining({ sn: category.sn, category_id: null })],
    });
    const whole = await createdCoupon(shop, staff.cookie);
    expect(whole).toMatchObject({ percent_off: 0, cap: 0, limit: 'all', limits: [] });
  });

  test('refuses bad rules with the reason in the staff member’s language, changing nothing', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const category = await someCategory(shop);
    const before = await couponCount(shop);
    const cases: [Partial<NewCoupon>, string, string][] = [
      [
        { value: 0, percent_off: 120 },
        'The percentage off must be a whole number from 1 to 99',
        '折扣比例须为 1 至 99 之间的整数（%）',
      ],
      [
        { value: 100_00, percent_off: 10 },
        'A percentage-off coupon takes no amount off',
        '按比例优惠的优惠券不设优惠金额',
      ],
      [
        { value: 100_00, cap: 50_00 },
        'Only a percentage-off coupon takes a cap',
        '只有按比例优惠的优惠券可以设置封顶金额',
      ],
      [
        { value: 0, percent_off: 10, cap: 100_000_01 },
        'The cap must be none, or between ¥0.01 and ¥100,000.00',
        '封顶金额须为空，或在 ¥0.01 至 ¥100,000.00 之间',
      ],
      [
        { limit: 'categories', category_ids: [] },
        'Choose at least one category (at most 100)',
        '请选择至少一个品类（最多 100 个）',
      ],
      [
        { limit: 'pieces', sns: ['  '] },
        'Enter at least one piece’s SN (at most 100)',
        '请填写至少一个商品款号（最多 100 个）',
      ],
      [
        { limit: 'all', sns: [category.sn] },
        'A coupon for the whole shop names no categories or pieces',
        '全场通用的优惠券不指定品类或商品',
      ],
      [
        { limit: 'categories', category_ids: [category.category_id, 987_654] },
        'There are no such categories: 987654',
        '没有这些品类：987654',
      ],
      [
        { limit: 'pieces', sns: [category.sn, 'NO-SUCH-SN'] },
        'No piece has the SN NO-SUCH-SN',
        '没有款号为 NO-SUCH-SN 的商品',
      ],
    ];
    for (const [fields, en, cn] of cases) {
      for (const [lang, msg] of [
        ['en', en],
        ['cn', cn],
      ] as const) {
        const reply = await admin(shop.app, 'POST', '/marketing/coupons', {
          cookie: staff.cookie,
          body: newCoupon(fields),
          lang,
        });
        expect(reply.status, JSON.stringify(fields)).toBe(400);
        expect(reply.body.msg).toBe(msg);
      }
    }
    const shape = await admin(shop.app, 'POST', '/marketing/coupons', {
      cookie: staff.cookie,
      body: { ...newCoupon(), limit: 'everywhere' },
    });
    expect(shape.status).toBe(400);
    expect(await couponCount(shop)).toEqual(before);
  });

  test.for(ROLES)(
    'lets %s create a limited coupon only with marketing.write',
    async (role, { shop }) => {
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'marketing.write');
      const category = await someCategory(shop);
      const before = await couponCount(shop);
      const options = await admin(shop.app, 'GET', '/marketing/coupon-categories', {
        cookie: staff.cookie,
      });
      expect(options.status).toBe(allowed ? 200 : 403);
      const reply = await admin<ConsoleCoupon>(shop.app, 'POST', '/marketing/coupons', {
        cookie: staff.cookie,
        body: newCoupon({
          value: 0,
          percent_off: 10,
          limit: 'categories',
          category_ids: [category.category_id],
        }),
      });
      expect(reply.status).toBe(allowed ? 200 : 403);
      const [count, audits, limits] = before;
      expect(await couponCount(shop)).toEqual(
        allowed ? [count + 1, audits + 1, limits + 1] : before,
      );
    },
  );
});
