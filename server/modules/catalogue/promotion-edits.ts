import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type {
  ConsolePromotion,
  NewPromotion,
  PromotionInput,
  PromotionPiece,
  PromotionWithPieces,
} from '../../../contract/console-marketing';
import { listsVersion } from '../../catalogue/listing';
import { pricePieces, type RepricedSku } from '../../catalogue/sync/promotion-prices';
import type { Db } from '../../db/database';
import { listConsolePromotions, PromotionRefusal, type RecordPromotionChange } from './promotions';

// A promotion made and changed in the console: its words, its discount, whether coupons and
// points combine with it, its dates and its pieces. Its pieces' prices follow the one rule of
// server/catalogue/promotion-price.ts, written by pricePieces as the prices file would have them:
// the file then agrees with the console, and one that disagrees is refused, naming the price the
// promotion gives (so neither silently undoes the other). Every change raises the promotion's
// version (a save with an older one is refused), is audited with its before and after, and
// reaches shoppers as a prices file does (listing rows, search, the lists' version).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG_MAX = 40;
const NAME_MAX = 200;
/** Style numbers a single call adds or takes out. */
export const PROMOTION_PIECES_MAX = 500;

type PromotionRow = {
  id: number;
  slug: string;
  discount_percent: number;
  starts_at: number | string | null;
  ends_at: number | string | null;
  is_coupon: number;
  is_integral: number;
  version: number;
};

const time = (ms: number | string | null) => (ms === null ? null : Number(ms));

/** What the audit keeps of a promotion: its fields as the console shows them. */
function fieldsOf(row: PromotionRow, texts: { lang: string; name: string; tag: string }[]) {
  const text = (lang: string) => texts.find((t) => t.lang === lang);
  return {
    slug: row.slug,
    name_cn: text('cn')?.name ?? '',
    name_en: text('en')?.name ?? '',
    tag_cn: text('cn')?.tag ?? '',
    tag_en: text('en')?.tag ?? '',
    discount_percent: row.discount_percent,
    is_coupon: Number(row.is_coupon) === 1,
    is_integral: Number(row.is_integral) === 1,
    starts_at: time(row.starts_at),
    ends_at: time(row.ends_at),
  };
}

function checkInput(input: PromotionInput): void {
  const words = [input.name_cn, input.name_en, input.tag_cn, input.tag_en].map((w) => w.trim());
  if (
    words.some((w) => !w) ||
    [input.name_cn, input.name_en].some((w) => w.length > NAME_MAX) ||
    [input.tag_cn, input.tag_en].some((w) => w.length > TAG_MAX)
  ) {
    throw new PromotionRefusal('invalid', 'promotionWordsMissing');
  }
  const percent = input.discount_percent;
  if (!Number.isInteger(percent) || percent < 0 || percent > 99) {
    throw new PromotionRefusal('invalid', 'promotionPercentInvalid');
  }
  if (input.starts_at !== null && input.ends_at !== null && input.ends_at <= input.starts_at) {
    throw new PromotionRefusal('invalid', 'promotionDatesInvalid');
  }
}

async function textsOf(db: Db, id: number) {
  return db
    .selectFrom('promotion_text')
    .select(['lang', 'name', 'tag'])
    .where('promotion_id', '=', id)
    .execute();
}

async function writeTexts(db: Db, id: number, input: PromotionInput): Promise<void> {
  await db.deleteFrom('promotion_text').where('promotion_id', '=', id).execute();
  await db
    .insertInto('promotion_text')
    .values([
      { promotion_id: id, lang: 'cn', name: input.name_cn.trim(), tag: input.tag_cn.trim() },
      { promotion_id: id, lang: 'en', name: input.name_en.trim(), tag: input.tag_en.trim() },
    ])
    .execute();
}

const columnsOf = (input: PromotionInput) => ({
  discount_percent: input.discount_percent,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
  is_coupon: input.is_coupon ? 1 : 0,
  is_integral: input.is_integral ? 1 : 0,
});

/**
 * Runs a change of promotion `id` in one transaction, with the database's write turn, once its
 * version is raised from the one the staff member read: of two saves at once, the second finds
 * the version moved and is refused, changing nothing.
 */
async function changing<T>(
  db: Db,
  id: number,
  version: number,
  change: (trx: Db, row: PromotionRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('promotion')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { refused: 'not_found' as const };
    const raised = await trx
      .updateTable('promotion')
      .set({ version: version + 1 })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) return { refused: 'conflict' as const };
    return { done: await change(trx, { ...row, version }) };
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'not_found')
      throw new PromotionRefusal('not_found', 'promotionNotFound');
    throw new PromotionRefusal('conflict', 'promotionStale');
  }
  return outcome.done;
}

/** Every instance makes its filter panels again (they name the promotions). */
const listsChanged = (trx: Db) => listsVersion.record(trx, randomUUID());

/** One promotion as the console lists it. */
export async function consolePromotionById(db: Db, id: number): Promise<ConsolePromotion> {
  const found = (await listConsolePromotions(db)).find((promotion) => promotion.id === id);
  if (!found) throw new PromotionRefusal('not_found', 'promotionNotFound');
  return found;
}

/** Creates a promotion with no pieces yet. */
export async function createPromotion(
  db: Db,
  input: NewPromotion,
  record: RecordPromotionChange,
): Promise<number> {
  const slug = input.slug.trim();
  if (!SLUG.test(slug) || slug.length > 64) {
    throw new PromotionRefusal('invalid', 'promotionSlugInvalid');
  }
  checkInput(input);
  const id = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('promotion')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (taken) return null;
    const row = await trx
      .insertInto('promotion')
      .values({ slug, ...columnsOf(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, row.id, input);
    await listsChanged(trx);
    const after = fieldsOf(
      { ...row, slug, ...columnsOf(input), version: 0 },
      await textsOf(trx, row.id),
    );
    await record(trx, {
      action: 'promotion.create',
      recordType: 'promotion',
      recordId: row.id,
      before: null,
      after,
    });
    return row.id;
  });
  if (id === null) throw new PromotionRefusal('conflict', 'promotionSlugTaken', { slug });
  return id;
}

/** The pieces under a promotion, by style number. */
async function pieceIdsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('goods').select('id').where('promotion_id', '=', id).execute();
  return rows.map((row) => row.id);
}

/** Compact record of repriced SKUs for the audit. */
const repricedOf = (skus: RepricedSku[]) =>
  skus.map(({ sku, before, after }) => ({ sku, before, after }));

/**
 * Changes a promotion's words, discount, combinations and dates. A new discount reprices its
 * pieces by the rule, at once.
 */
export async function updatePromotion(
  db: Db,
  id: number,
  input: PromotionInput,
  version: number,
  record: RecordPromotionChange,
): Promise<void> {
  checkInput(input);
  await changing(db, id, version, async (trx, row) => {
    const before = fieldsOf(row, await textsOf(trx, id));
    await trx.updateTable('promotion').set(columnsOf(input)).where('id', '=', id).execute();
    await writeTexts(trx, id, input);
    const repriced =
      row.discount_percent === input.discount_percent
        ? []
        : await pricePieces(trx, await pieceIdsOf(trx, id));
    await listsChanged(trx);
    await record(trx, {
      action: 'promotion.edit',
      recordType: 'promotion',
      recordId: id,
      before,
      after: {
        ...fieldsOf({ ...row, ...columnsOf(input) }, await textsOf(trx, id)),
        ...(repriced.length ? { repriced: repricedOf(repriced) } : {}),
      },
    });
  });
}

/** Style numbers as typed: trimmed, upper case, each once. */
function cleanSns(sns: readonly string[]): string[] {
  const clean = [...new Set(sns.map((sn) => sn.trim().toUpperCase()).filter(Boolean))];
  if (!clean.length) throw new PromotionRefusal('invalid', 'promotionNoPieces');
  return clean;
}

/**
 * The pieces of these style numbers (in upper case, matched whatever the case they were stored
 * in), their rows held on PostgreSQL until the transaction ends (SQLite: the write turn).
 */
async function holdPieces(trx: Db, sns: readonly string[]) {
  let query = trx
    .selectFrom('goods')
    .select(['id', 'sn', 'promotion_id'])
    .where(sql<string>`upper(sn)`, 'in', sns)
    .orderBy('id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.execute();
}

/**
 * Puts pieces under a promotion, by style number, and prices them by its discount. All or
 * nothing: unknown style numbers, and pieces under another promotion that has not ended, refuse
 * the whole call, naming them. A piece under a promotion that has ended moves over.
 */
export async function addPromotionPieces(
  db: Db,
  id: number,
  sns: readonly string[],
  version: number,
  now: number,
  record: RecordPromotionChange,
): Promise<void> {
  const wanted = cleanSns(sns);
  await changing(db, id, version, async (trx) => {
    const pieces = await holdPieces(trx, wanted);
    const found = new Map(pieces.map((p) => [p.sn.toUpperCase(), p]));
    const unknown = wanted.filter((sn) => !found.has(sn));
    const others = [
      ...new Set(
        pieces.flatMap((p) => (p.promotion_id && p.promotion_id !== id ? [p.promotion_id] : [])),
      ),
    ];
    const live = others.length
      ? await trx
          .selectFrom('promotion')
          .select(['id', 'slug', 'ends_at'])
          .where('id', 'in', others)
          .execute()
      : [];
    const notEnded = new Map(
      live.filter((p) => p.ends_at === null || Number(p.ends_at) > now).map((p) => [p.id, p.slug]),
    );
    const taken = pieces.filter((p) => p.promotion_id !== null && notEnded.has(p.promotion_id));
    if (unknown.length || taken.length) {
      throw new PromotionRefusal('invalid', 'promotionPiecesRefused', {
        unknown: unknown.join(', '),
        taken: taken.map((p) => `${p.sn} (${notEnded.get(p.promotion_id ?? 0)})`).join(', '),
      });
    }
    const moving = pieces.filter((p) => p.promotion_id !== id);
    await trx
      .updateTable('goods')
      .set({ promotion_id: id })
      .where(
        'id',
        'in',
        pieces.map((p) => p.id),
      )
      .execute();
    const repriced = await pricePieces(
      trx,
      pieces.map((p) => p.id),
    );
    await record(trx, {
      action: 'promotion.pieces_add',
      recordType: 'promotion',
      recordId: id,
      before: { pieces: moving.map((p) => ({ sn: p.sn, promotion_id: p.promotion_id })) },
      after: {
        pieces: moving.map((p) => ({ sn: p.sn, promotion_id: id })),
        repriced: repricedOf(repriced),
      },
    });
  });
}

/** Takes pieces out of a promotion, by style number: they sell at their original price again. */
export async function removePromotionPieces(
  db: Db,
  id: number,
  sns: readonly string[],
  version: number,
  record: RecordPromotionChange,
): Promise<void> {
  const wanted = cleanSns(sns);
  await changing(db, id, version, async (trx) => {
    const pieces = await holdPieces(trx, wanted);
    const inIt = new Set(
      pieces.filter((p) => p.promotion_id === id).map((p) => p.sn.toUpperCase()),
    );
    const outside = wanted.filter((sn) => !inIt.has(sn));
    if (outside.length) {
      throw new PromotionRefusal('invalid', 'promotionPiecesNotIn', { sns: outside.join(', ') });
    }
    await trx
      .updateTable('goods')
      .set({ promotion_id: null })
      .where(
        'id',
        'in',
        pieces.map((p) => p.id),
      )
      .execute();
    const repriced = await pricePieces(
      trx,
      pieces.map((p) => p.id),
    );
    await record(trx, {
      action: 'promotion.pieces_remove',
      recordType: 'promotion',
      recordId: id,
      before: { pieces: pieces.map((p) => ({ sn: p.sn, promotion_id: id })) },
      after: {
        pieces: pieces.map((p) => ({ sn: p.sn, promotion_id: null })),
        repriced: repricedOf(repriced),
      },
    });
  });
}

const running = (row: PromotionRow, now: number) =>
  (row.starts_at === null || Number(row.starts_at) <= now) &&
  (row.ends_at === null || Number(row.ends_at) > now);

/** Ends a running promotion now: its pieces sell at their original price from this moment. */
export async function endPromotion(
  db: Db,
  id: number,
  version: number,
  now: number,
  record: RecordPromotionChange,
): Promise<void> {
  await changing(db, id, version, async (trx, row) => {
    if (!running(row, now)) throw new PromotionRefusal('invalid', 'promotionNotRunning');
    await trx.updateTable('promotion').set({ ends_at: now }).where('id', '=', id).execute();
    await record(trx, {
      action: 'promotion.end',
      recordType: 'promotion',
      recordId: id,
      before: { ends_at: time(row.ends_at) },
      after: { ends_at: now },
    });
  });
}

/**
 * Deletes a promotion that has not started (no order was placed under it): its pieces leave it
 * and keep their original price.
 */
export async function deletePromotion(
  db: Db,
  id: number,
  version: number,
  now: number,
  record: RecordPromotionChange,
): Promise<void> {
  await changing(db, id, version, async (trx, row) => {
    if (row.starts_at === null || Number(row.starts_at) <= now) {
      throw new PromotionRefusal('invalid', 'promotionStarted');
    }
    const before = fieldsOf(row, await textsOf(trx, id));
    const pieces = await trx
      .selectFrom('goods')
      .select(['id', 'sn'])
      .where('promotion_id', '=', id)
      .execute();
    await trx
      .updateTable('goods')
      .set({ promotion_id: null })
      .where('promotion_id', '=', id)
      .execute();
    await pricePieces(
      trx,
      pieces.map((p) => p.id),
    );
    await trx.deleteFrom('promotion_text').where('promotion_id', '=', id).execute();
    await trx.deleteFrom('promotion').where('id', '=', id).execute();
    await listsChanged(trx);
    await record(trx, {
      action: 'promotion.delete',
      recordType: 'promotion',
      recordId: id,
      before: { ...before, pieces: pieces.map((p) => p.sn) },
      after: null,
    });
  });
}

/** A promotion with its pieces, by style number, and what lists show of their prices. */
export async function promotionWithPieces(db: Db, id: number): Promise<PromotionWithPieces> {
  const promotion = await consolePromotionById(db, id);
  const rows = await db
    .selectFrom('goods')
    .leftJoin('goods_text as cn', (join) =>
      join.onRef('cn.goods_id', '=', 'goods.id').on('cn.lang', '=', 'cn'),
    )
    .leftJoin('goods_text as en', (join) =>
      join.onRef('en.goods_id', '=', 'goods.id').on('en.lang', '=', 'en'),
    )
    .select([
      'goods.id',
      'goods.sn',
      'goods.on_sale',
      'goods.price',
      'goods.original_price',
      'cn.name as name_cn',
      'en.name as name_en',
    ])
    .where('goods.promotion_id', '=', id)
    .orderBy('goods.sn')
    .execute();
  const pieces: PromotionPiece[] = rows.map((row) => ({
    goods_id: row.id,
    sn: row.sn,
    name_cn: row.name_cn ?? '',
    name_en: row.name_en ?? '',
    on_sale: Number(row.on_sale) === 1,
    original_price: row.original_price,
    price: row.price,
  }));
  return { promotion, pieces };
}
