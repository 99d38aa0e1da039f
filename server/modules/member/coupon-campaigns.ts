import type { Selectable } from 'kysely';
import type { NewCoupon } from '../../../contract/console-marketing';
import type { Db } from '../../db/database';
import type { CouponTemplateTable } from '../../db/schema';
import type { MessageParams } from '../../lib/messages';
import type { couponCampaignMessages } from './coupon-messages';
import { isUniqueViolation } from './rows';

// The coupons the brand's team creates: an amount or a percentage (perhaps capped) off an order's
// pieces, all of them or those of some categories or some SNs, a minimum spend on those pieces,
// the dates every coupon given from it is valid between, and perhaps a code members type to take
// one.

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
export const MAX_COUPON_PERCENT = 99;
/** The most categories, or pieces, one coupon may be limited to. */
export const MAX_COUPON_LIMITS = 100;
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

/** What a coupon takes off: an amount, or a percentage perhaps capped. */
function checkDiscount(input: NewCoupon) {
  const percent = input.percent_off ?? 0;
  const cap = input.cap ?? 0;
  const max = '¥100,000.00';
  if (!Number.isSafeInteger(cap) || cap < 0 || cap > MAX_COUPON_VALUE) {
    throw new CouponCampaignRefusal('invalid', 'couponCapInvalid', { max });
  }
  if (percent !== 0) {
    if (!Number.isSafeInteger(percent) || percent < 1 || percent > MAX_COUPON_PERCENT) {
      throw new CouponCampaignRefusal('invalid', 'couponPercentInvalid');
    }
    if (input.value !== 0) throw new CouponCampaignRefusal('invalid', 'couponPercentWithAmount');
    if (!Number.isSafeInteger(input.min_spend) || input.min_spend < 0) {
      throw new CouponCampaignRefusal('invalid', 'couponMinSpendInvalid');
    }
    return { value: 0, percent, cap };
  }
  if (!Number.isSafeInteger(input.value) || input.value < 1 || input.value > MAX_COUPON_VALUE) {
    throw new CouponCampaignRefusal('invalid', 'couponValueInvalid', { max });
  }
  if (cap !== 0) throw new CouponCampaignRefusal('invalid', 'couponCapForPercent');
  const minSpend = input.min_spend;
  if (!Number.isSafeInteger(minSpend) || (minSpend !== 0 && minSpend < input.value)) {
    throw new CouponCampaignRefusal('invalid', 'couponMinSpendInvalid');
  }
  return { value: input.value, percent: 0, cap: 0 };
}

/** Which pieces a coupon applies to, as given (whether they exist is checked against the shop). */
function checkLimit(input: NewCoupon) {
  const kind = input.limit ?? 'all';
  const categoryIds = [...new Set(input.category_ids ?? [])];
  const sns = [...new Set((input.sns ?? []).map((sn) => sn.trim()).filter(Boolean))];
  const params = { max: MAX_COUPON_LIMITS };
  switch (kind) {
    case 'all':
      if (categoryIds.length || sns.length) {
        throw new CouponCampaignRefusal('invalid', 'couponLimitForWholeShop');
      }
      return { kind, categoryIds: [], sns: [] };
    case 'categories':
      if (!categoryIds.length || categoryIds.length > MAX_COUPON_LIMITS || sns.length) {
        throw new CouponCampaignRefusal('invalid', 'couponCategoriesNeeded', params);
      }
      return { kind, categoryIds, sns: [] };
    case 'pieces':
      if (!sns.length || sns.length > MAX_COUPON_LIMITS || categoryIds.length) {
        throw new CouponCampaignRefusal('invalid', 'couponPiecesNeeded', params);
      }
      return { kind, categoryIds: [], sns };
    default:
      throw new CouponCampaignRefusal('invalid', 'couponLimitKindInvalid');
  }
}

/** A coupon's rules as they are kept, or the refusal that says what is wrong with them. */
export function checkCoupon(input: NewCoupon, now: number) {
  const texts = checkNames(input);
  const discount = checkDiscount(input);
  const limit = checkLimit(input);
  if (input.ends_at <= input.starts_at || input.ends_at <= now) {
    throw new CouponCampaignRefusal('invalid', 'couponDatesInvalid');
  }
  const code = input.redeem_code?.trim().toUpperCase() || null;
  if (code !== null && !CODE.test(code)) {
    throw new CouponCampaignRefusal('invalid', 'couponCodeInvalid');
  }
  return { ...texts, discount, limit, code };
}

/** Refuses categories or SNs the shop does not have, naming them. */
async function checkLimitExists(db: Db, limit: ReturnType<typeof checkLimit>): Promise<void> {
  if (limit.categoryIds.length) {
    const rows = await db
      .selectFrom('category')
      .select('id')
      .where('id', 'in', limit.categoryIds)
      .execute();
    const known = new Set(rows.map((row) => row.id));
    const unknown = limit.categoryIds.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new CouponCampaignRefusal('invalid', 'couponCategoryUnknown', {
        ids: unknown.join(', '),
      });
    }
  }
  if (limit.sns.length) {
    const rows = await db.selectFrom('goods').select('sn').where('sn', 'in', limit.sns).execute();
    const known = new Set(rows.map((row) => row.sn));
    const unknown = limit.sns.filter((sn) => !known.has(sn));
    if (unknown.length) {
      throw new CouponCampaignRefusal('invalid', 'couponPiecesUnknown', {
        sns: unknown.join(', '),
      });
    }
  }
}

/** Creates a coupon, with its audit row; a redeem code another coupon has is refused. */
export async function createCoupon(
  db: Db,
  input: NewCoupon,
  now: number,
  record: RecordCouponChange,
): Promise<number> {
  const { names, descriptions, discount, limit, code } = checkCoupon(input, now);
  await checkLimitExists(db, limit);
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('coupon_template')
        .values({
          // The internal code only has to be unique; members never see it.
          code: `console-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
          value_fen: discount.value,
          percent_off: discount.percent,
          cap_fen: discount.cap,
          limit_kind: limit.kind,
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
      const limits = [
        ...limit.categoryIds.map((categoryId) => ({ category_id: categoryId, goods_sn: null })),
        ...limit.sns.map((sn) => ({ category_id: null, goods_sn: sn })),
      ];
      if (limits.length) {
        await trx
          .insertInto('coupon_template_limit')
          .values(limits.map((row) => ({ coupon_template_id: id, ...row })))
          .execute();
      }
      await record(trx, {
        action: 'coupon.create',
        recordType: 'coupon',
        recordId: id,
        before: null,
        after: {
          name: names[0],
          value: discount.value,
          percent_off: discount.percent,
          cap: discount.cap,
          limit: limit.kind,
          ...(limit.kind === 'categories' ? { category_ids: limit.categoryIds } : {}),
          ...(limit.kind === 'pieces' ? { sns: limit.sns } : {}),
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
