import type { ExpressionBuilder } from 'kysely';
import type { ConsolePromotion } from '../../../contract/console-marketing';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { MessageParams } from '../../lib/messages';
import type { promotionMessages } from './promotion-messages';

// The promotions of the catalogue: the feed's files, or the console (promotion-edits.ts), say
// which pieces are sold under one and at what discount; the brand's team sets when it runs. Every page the shopper sees
// (cards, a piece, the bag, the checkout) reads the dates as it answers, so a change applies at
// once: before its start and after its end the regular price is shown and charged.

export type PromotionRefusalKind = 'not_found' | 'invalid' | 'conflict';

export class PromotionRefusal extends Error {
  constructor(
    readonly kind: PromotionRefusalKind,
    readonly key: keyof typeof promotionMessages,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'PromotionRefusal';
  }
}

export interface PromotionChange {
  action: string;
  recordType: 'promotion';
  recordId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type RecordPromotionChange = (trx: Db, change: PromotionChange) => Promise<void>;

export interface PromotionDates {
  starts_at: number | null;
  ends_at: number | null;
}

export async function listConsolePromotions(db: Db): Promise<ConsolePromotion[]> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('promotion as p')
      .select((eb) => [
        'p.id',
        'p.discount_percent',
        'p.starts_at',
        'p.ends_at',
        'p.is_coupon',
        'p.is_integral',
        'p.slug',
        'p.version',
        eb
          .selectFrom('goods')
          .select((g) => g.fn.countAll<number>().as('n'))
          .whereRef('goods.promotion_id', '=', 'p.id')
          .as('pieces'),
      ])
      .orderBy('p.id', 'desc')
      .execute(),
    db.selectFrom('promotion_text').selectAll().execute(),
  ]);
  const text = (id: number, lang: string) =>
    texts.find((t) => t.promotion_id === id && t.lang === lang);
  const time = (ms: number | string | null) => (ms === null ? null : Number(ms));
  return rows.map((row) => ({
    id: row.id,
    name_cn: text(row.id, 'cn')?.name ?? '',
    name_en: text(row.id, 'en')?.name ?? '',
    tag_cn: text(row.id, 'cn')?.tag ?? '',
    tag_en: text(row.id, 'en')?.tag ?? '',
    discount_percent: row.discount_percent,
    starts_at: time(row.starts_at),
    ends_at: time(row.ends_at),
    is_coupon: Number(row.is_coupon) === 1,
    is_integral: Number(row.is_integral) === 1,
    pieces: Number(row.pieces ?? 0),
    slug: row.slug,
    version: Number(row.version),
  }));
}

/** The column holds `value` (null matched as null). */
function holds(column: 'starts_at' | 'ends_at', value: number | null) {
  return (eb: ExpressionBuilder<Database, 'promotion'>) =>
    value === null ? eb(column, 'is', null) : eb(column, '=', value);
}

/**
 * Sets when a promotion runs (null: no start, or no end), with its audit row. The change is made
 * only if the dates are still those the staff member saw: two staff at once, one wins, the
 * other is told.
 */
export async function setPromotionDates(
  db: Db,
  id: number,
  dates: PromotionDates,
  was: PromotionDates,
  record: RecordPromotionChange,
): Promise<void> {
  if (dates.starts_at !== null && dates.ends_at !== null && dates.ends_at <= dates.starts_at) {
    throw new PromotionRefusal('invalid', 'promotionDatesInvalid');
  }
  const exists = await db
    .selectFrom('promotion')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exists) throw new PromotionRefusal('not_found', 'promotionNotFound');
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('promotion')
      .set((eb) => ({ ...dates, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where(holds('starts_at', was.starts_at))
      .where(holds('ends_at', was.ends_at))
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await record(trx, {
      action: 'promotion.dates',
      recordType: 'promotion',
      recordId: id,
      before: { ...was },
      after: { ...dates },
    });
    return true;
  });
  if (!done) throw new PromotionRefusal('conflict', 'promotionChanged');
}
