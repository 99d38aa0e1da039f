import type {
  ConsoleCoupon,
  ConsoleCouponPage,
  CouponLimitKind,
} from '../../../../contract/console-marketing';
import type { Db } from '../../../db/database';
import { couponLimitItems } from '../../member';

// The coupons the team created, newest first, with how many were given and used.

function couponQuery(db: Db) {
  return db
    .selectFrom('coupon_template as t')
    .where('t.starts_at', 'is not', null)
    .select((eb) => [
      't.id',
      't.value_fen',
      't.min_spend_fen',
      't.starts_at',
      't.ends_at',
      't.redeem_code',
      't.disabled_at',
      't.created_at',
      't.percent_off',
      't.cap_fen',
      't.limit_kind',
      eb
        .selectFrom('coupon')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('coupon.template_id', '=', 't.id')
        .as('issued'),
      eb
        .selectFrom('coupon')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('coupon.template_id', '=', 't.id')
        .where('coupon.used_at', 'is not', null)
        .as('used'),
    ]);
}

const limitKind = (kind: string): CouponLimitKind =>
  kind === 'categories' || kind === 'pieces' ? kind : 'all';

async function withTexts(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof couponQuery>['execute']>>,
): Promise<ConsoleCoupon[]> {
  const ids = rows.map((row) => row.id);
  const [texts, limits] = await Promise.all([
    ids.length
      ? db
          .selectFrom('coupon_template_text')
          .selectAll()
          .where('coupon_template_id', 'in', ids)
          .execute()
      : [],
    couponLimitItems(db, ids),
  ]);
  const text = (id: number, lang: string) =>
    texts.find((t) => t.coupon_template_id === id && t.lang === lang);
  return rows.map((row) => ({
    id: row.id,
    name_cn: text(row.id, 'cn')?.name ?? '',
    name_en: text(row.id, 'en')?.name ?? '',
    description_cn: text(row.id, 'cn')?.description ?? '',
    description_en: text(row.id, 'en')?.description ?? '',
    value: row.value_fen,
    min_spend: row.min_spend_fen,
    starts_at: Number(row.starts_at),
    ends_at: Number(row.ends_at),
    redeem_code: row.redeem_code,
    disabled_at: row.disabled_at === null ? null : Number(row.disabled_at),
    created_at: Number(row.created_at),
    issued: Number(row.issued ?? 0),
    used: Number(row.used ?? 0),
    percent_off: Number(row.percent_off),
    cap: Number(row.cap_fen),
    limit: limitKind(row.limit_kind),
    limits: limits.get(row.id) ?? [],
  }));
}

export async function listConsoleCoupons(
  db: Db,
  page: number,
  pageSize: number,
): Promise<ConsoleCouponPage> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('coupon_template')
      .where('starts_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    couponQuery(db)
      .orderBy('t.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), page, page_size: pageSize, items: await withTexts(db, rows) };
}

export async function consoleCouponById(db: Db, id: number): Promise<ConsoleCoupon> {
  const rows = await couponQuery(db).where('t.id', '=', id).execute();
  const [coupon] = await withTexts(db, rows);
  if (!coupon) throw new Error(`coupon ${id} vanished`);
  return coupon;
}
