import type { ConsoleCoupon, NewCoupon } from '../../../../contract/console-marketing';
import type { TestShop } from '../../../test/harness';
import { admin } from '../../staff/staff-fixtures';

const DAY = 86_400_000;
let made = 0;

/** A coupon's rules as the console's form sends them: ¥200 off ¥2,000, valid for 30 days. */
export function newCoupon(fields: Partial<NewCoupon> = {}): NewCoupon {
  made += 1;
  const now = Date.now();
  return {
    name_cn: `冬季礼券 ${made}`,
    name_en: `Winter voucher ${made}`,
    description_cn: '满 2000 元减 200 元',
    description_en: '¥200 off orders of ¥2,000',
    value: 200_00,
    min_spend: 2000_00,
    starts_at: now - DAY,
    ends_at: now + 30 * DAY,
    redeem_code: null,
    ...fields,
  };
}

/** Creates a coupon through the console as the staff member with `cookie`. */
export async function createdCoupon(
  shop: TestShop,
  cookie: string,
  fields: Partial<NewCoupon> = {},
): Promise<ConsoleCoupon> {
  const reply = await admin<ConsoleCoupon>(shop.app, 'POST', '/marketing/coupons', {
    cookie,
    body: newCoupon(fields),
  });
  if (reply.status !== 200) throw new Error(`coupon not created: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** The audit log's rows about one coupon, oldest first. */
export function couponAudit(shop: TestShop, couponId: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'coupon')
    .where('record_id', '=', String(couponId))
    .orderBy('id')
    .execute();
}

/** How many coupons of this one each member holds. */
export async function holdings(shop: TestShop, couponId: number): Promise<Map<number, number>> {
  const rows = await shop.db
    .selectFrom('coupon')
    .select('member_id')
    .where('template_id', '=', couponId)
    .execute();
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.member_id, (counts.get(row.member_id) ?? 0) + 1);
  return counts;
}
