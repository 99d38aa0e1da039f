import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { CouponRecipients } from '../../../contract/console-marketing';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import {
  consoleCoupon,
  CouponCampaignRefusal,
  type CouponTemplateRow,
  type RecordCouponChange,
} from './coupon-campaigns';
import { memberLevel } from './levels';

// Giving a console coupon to members: one member, or every member of a level. A member holds
// at most one coupon of each; two staff giving the same coupon at once never give it twice.

const BATCH = 500;

/**
 * Takes the coupon's row lock for the rest of the transaction, if it may still be given: two
 * issues of one coupon then run one after the other, and the second sees who the first served.
 */
async function lockIssuable(trx: Db, id: number, now: number): Promise<CouponTemplateRow> {
  const row = await trx
    .updateTable('coupon_template')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new CouponCampaignRefusal('conflict', 'couponDisabled');
  if (row.ends_at !== null && row.ends_at <= now) {
    throw new CouponCampaignRefusal('conflict', 'couponEnded');
  }
  return row;
}

/** The members of one level (the level each one holds now, earned or granted). */
async function membersOfLevel(trx: Db, level: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('member')
    .select(['id', 'level', 'lifetime_points'])
    .orderBy('id')
    .execute();
  return rows
    .filter(
      (row) => memberLevel({ ...row, lifetime_points: Number(row.lifetime_points) }).key === level,
    )
    .map((row) => row.id);
}

async function memberByNumberOrMobile(trx: Db, text: string): Promise<number> {
  const wanted = text.replace(/[\s-]/g, '');
  const row = await trx
    .selectFrom('member')
    .select('id')
    .where((eb) => eb.or([eb('card_no', '=', wanted), eb('mobile', '=', wanted)]))
    .executeTakeFirst();
  if (!row) throw new CouponCampaignRefusal('not_found', 'couponMemberNotFound', { member: text });
  return row.id;
}

/** Gives the coupon to those of `memberIds` who do not hold it yet; returns how many got one. */
export async function giveCoupon(
  trx: Db,
  coupon: CouponTemplateRow,
  memberIds: number[],
  now: number,
): Promise<number> {
  let given = 0;
  for (let start = 0; start < memberIds.length; start += BATCH) {
    const batch = memberIds.slice(start, start + BATCH);
    const holders = await trx
      .selectFrom('coupon')
      .select('member_id')
      .where('template_id', '=', coupon.id)
      .where('member_id', 'in', batch)
      .execute();
    const held = new Set(holders.map((row) => row.member_id));
    const newcomers = batch.filter((id) => !held.has(id));
    if (!newcomers.length) continue;
    await trx
      .insertInto('coupon')
      .values(
        newcomers.map((memberId) => ({
          member_id: memberId,
          template_id: coupon.id,
          value_fen: coupon.value_fen,
          min_spend_fen: coupon.min_spend_fen,
          starts_at: coupon.starts_at ?? now,
          expires_at: coupon.ends_at ?? now + coupon.valid_days * 86_400_000,
          created_at: now,
        })),
      )
      .execute();
    given += newcomers.length;
  }
  return given;
}

/**
 * Gives a console coupon to one member or to every member of a level, with its audit row.
 * Refused when it is disabled or ended, or when nobody new would receive it.
 */
export async function issueCoupon(
  db: Db,
  id: number,
  recipients: CouponRecipients,
  now: number,
  record: RecordCouponChange,
): Promise<number> {
  await consoleCoupon(db, id);
  return db.transaction().execute(async (trx) => {
    const coupon = await lockIssuable(trx, id, now);
    const memberIds =
      'member' in recipients
        ? [await memberByNumberOrMobile(trx, recipients.member)]
        : await membersOfLevel(trx, recipients.level);
    const issued = await giveCoupon(trx, coupon, memberIds, now);
    if (!issued) {
      const key = 'member' in recipients ? 'couponAlreadyHeld' : 'couponLevelAllHeld';
      throw new CouponCampaignRefusal('conflict', key);
    }
    await record(trx, {
      action: 'coupon.issue',
      recordType: 'coupon',
      recordId: id,
      before: null,
      after:
        'member' in recipients ? { member_id: memberIds[0], issued } : { ...recipients, issued },
    });
    return issued;
  });
}

/**
 * A member takes a coupon by its redeem code: refused when no coupon has that code, when it is
 * disabled or ended, or when the member holds one already (also when they send it twice at once).
 */
export async function redeemCoupon(
  db: Db,
  memberId: number,
  lang: Lang,
  code: string,
  now: number,
): Promise<{ name: string }> {
  const found = await db
    .selectFrom('coupon_template')
    .select('id')
    .where('redeem_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!found) throw new BusinessError(CODE_NOT_FOUND, 'couponCodeUnknown');
  try {
    await db.transaction().execute(async (trx) => {
      const coupon = await lockIssuable(trx, found.id, now);
      if (!(await giveCoupon(trx, coupon, [memberId], now))) {
        throw new BusinessError(CODE_INVALID_INPUT, 'couponAlreadyRedeemed');
      }
    });
  } catch (error) {
    if (error instanceof CouponCampaignRefusal) {
      throw new BusinessError(
        CODE_INVALID_INPUT,
        error.kind === 'conflict' ? 'couponCodeUnusable' : error.key,
      );
    }
    throw error;
  }
  const text = await db
    .selectFrom('coupon_template_text')
    .select('name')
    .where('coupon_template_id', '=', found.id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return { name: text?.name ?? '' };
}
