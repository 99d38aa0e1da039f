import type { Selectable } from 'kysely';
import type { NewCoupon } from '../../../contract/console-marketing';
import type { Db } from '../../db/database';
import type { CouponTemplateTable } from '../../db/schema';
import type { MessageParams } from '../../lib/messages';
import type { couponCampaignMessages } from './coupon-messages';
import { isUniqueViolation } from './rows';

// The coupons the brand's team creates: an amount off an order's goods, a minimum spend, the
// dates every coupon given from it is valid between, and perhaps a code members type to take one.

export type CouponRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A coupon change that was refused and changed nothing, in the staff member's language. */
export class CouponCampaignRefusal extends Error {
  constructor(
    readonly kind: CouponRefusalKind,
    readonly key: keyof typeof couponCampaignMessages,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'CouponCampaignRefusal';
  }
}

/** One row of the audit log about a coupon, as the caller writes it with who made the change. */
export interface CouponChange {
  action: string;
  recordType: 'coupon';
  recordId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type RecordCouponChange = (trx: Db, change: CouponChange) => Promise<void>;

export type CouponTemplateRow = Selectable<CouponTemplateTable>;

/** The most one coupon may take off: 100,000 yuan. */
export const MAX_COUPON_VALUE = 100_000_00;
export const MAX_COUPON_NAME = 40;
export const MAX_COUPON_DESCRIPTION = 200;
const CODE = /^[A-Z0-9]{4,20}$/;
const DAY = 86_400_000;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function checkNames(input: NewCoupon) {
  const names = [oneLine(input.name_cn), oneLine(input.name_en)];
  const descriptions = [oneLine(input.description_cn), oneLine(input.description_en)];
  if (names.some((name) => !name || name.length > MAX_COUPON_NAME)) {
    throw new CouponCampaignRefusal('invalid', 'couponNameNeeded', { max: MAX_COUPON_NAME });
  }
  if (descriptions.some((text) => text.length > MAX_COUPON_DESCRIPTION)) {
    throw new CouponCampaignRefusal('invalid', 'couponDescriptionTooLong', {
      max: MAX_COUPON_DESCRIPTION,
    });
  }
  return { names, descriptions };
}

/** A coupon's rules as they are kept, or the refusal that says what is wrong with them. */
export function checkCoupon(input: NewCoupon, now: number) {
  const texts = checkNames(input);
  if (!Number.isSafeInteger(input.value) || input.value < 1 || input.value > MAX_COUPON_VALUE) {
    throw new CouponCampaignRefusal('invalid', 'couponValueInvalid', { max: '¥100,000.00' });
  }
  const minSpend = input.min_spend;
  if (!Number.isSafeInteger(minSpend) || (minSpend !== 0 && minSpend < input.value)) {
    throw new CouponCampaignRefusal('invalid', 'couponMinSpendInvalid');
  }
  if (input.ends_at <= input.starts_at || input.ends_at <= now) {
    throw new CouponCampaignRefusal('invalid', 'couponDatesInvalid');
  }
  const code = input.redeem_code?.trim().toUpperCase() || null;
  if (code !== null && !CODE.test(code)) {
    throw new CouponCampaignRefusal('invalid', 'couponCodeInvalid');
  }
  return { ...texts, code };
}

/** Creates a coupon, with its audit row; a redeem code another coupon has is refused. */
export async function createCoupon(
  db: Db,
  input: NewCoupon,
  now: number,
  record: RecordCouponChange,
): Promise<number> {
  const { names, descriptions, code } = checkCoupon(input, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('coupon_template')
        .values({
          // The internal code only has to be unique; members never see it.
          code: `console-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
          value_fen: input.value,
          min_spend_fen: input.min_spend,
          valid_days: Math.ceil((input.ends_at - input.starts_at) / DAY),
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          redeem_code: code,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('coupon_template_text')
        .values([
          { coupon_template_id: id, lang: 'cn', name: names[0], description: descriptions[0] },
          { coupon_template_id: id, lang: 'en', name: names[1], description: descriptions[1] },
        ] as { coupon_template_id: number; lang: string; name: string; description: string }[])
        .execute();
      await record(trx, {
        action: 'coupon.create',
        recordType: 'coupon',
        recordId: id,
        before: null,
        after: {
          name: names[0],
          value: input.value,
          min_spend: input.min_spend,
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          redeem_code: code,
        },
      });
      return id;
    });
  } catch (error) {
    if (code !== null && isUniqueViolation(error)) {
      throw new CouponCampaignRefusal('conflict', 'couponCodeTaken', { code });
    }
    throw error;
  }
}

/** A console coupon (not the registration gift), or the refusal that there is none. */
export async function consoleCoupon(db: Db, id: number): Promise<CouponTemplateRow> {
  const row = await db
    .selectFrom('coupon_template')
    .selectAll()
    .where('id', '=', id)
    .where('starts_at', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new CouponCampaignRefusal('not_found', 'consoleCouponNotFound');
  return row;
}

/**
 * Stops giving a coupon out (by the staff or by its code); those already given stay valid until
 * they end. Two staff disabling it at once: one does, the other is told it already is.
 */
export async function disableCoupon(
  db: Db,
  id: number,
  now: number,
  record: RecordCouponChange,
): Promise<void> {
  await consoleCoupon(db, id);
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('coupon_template')
      .set({ disabled_at: now })
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await record(trx, {
      action: 'coupon.disable',
      recordType: 'coupon',
      recordId: id,
      before: { disabled_at: null },
      after: { disabled_at: now },
    });
    return true;
  });
  if (!done) throw new CouponCampaignRefusal('conflict', 'couponAlreadyDisabled');
}
