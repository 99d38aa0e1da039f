import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../feed/apply-context';
import { promotionalPrice } from '../promotion-price';
import type { FeedProblem } from '../feed/model';
import { said } from '../feed/problem-words';
import { Problems } from '../feed/problems';
import { followStock } from '../sizes-in-stock';
import { onHandOf, readStock, sellable, setOnHand } from './on-hand';
import { listPrices } from './list-prices';
import { integerRows } from './values-rows';
import type { PriceLine, StockLine } from './read-sync';

/** A daily file's refusal: every problem, and nothing written. */
export class SyncRefused extends Error {
  constructor(readonly problems: FeedProblem[]) {
    super(`${problems.length} problems`);
  }
}

export interface SyncOptions {
  /** The file's name, as problems name it. */
  file: string;
  /** Codes the shop does not know are listed and left out, instead of refusing the file. */
  skipUnknown: boolean;
  /** Tells what the file would change, and changes nothing. */
  dryRun?: boolean;
  /**
   * Called in the file's transaction once it is written (not in a dry run): the console writes
   * its audit row there, and may refuse, which undoes the whole file.
   */
  afterwards?: (trx: Db, summary: SyncSummary) => Promise<void>;
}

/** One SKU the file changes: its values before and after, by column. */
export interface SyncDifference {
  sku: string;
  before: Record<string, number>;
  after: Record<string, number>;
}

export interface SyncSummary {
  changed: number;
  unchanged: number;
  /** The codes the shop does not know, when they were left out. */
  skipped: string[];
  /** The SKUs that change, in the file's order. */
  differences: SyncDifference[];
}

/** Ends a dry run's transaction, undoing whatever it wrote, with what it would have done. */
class DryRunDone<S> extends Error {
  constructor(readonly summary: S) {
    super('dry run');
  }
}

/** Runs a file's writes in one transaction: kept, or undone in a dry run. */
async function inFileTransaction<S extends SyncSummary>(
  db: Db,
  options: SyncOptions,
  write: (trx: Db) => Promise<S>,
): Promise<S> {
  try {
    return await db.transaction().execute(async (trx) => {
      const summary = await write(trx);
      if (options.dryRun) throw new DryRunDone(summary);
      await options.afterwards?.(trx, summary);
      return summary;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary as S;
    throw error;
  }
}

interface KnownSku {
  id: number;
  goods_id: number;
  price: number;
  original_price: number;
  /** The piece's promotion, which sets the SKU's price from its original one; null for none. */
  promotion: { slug: string; discount_percent: number } | null;
}

async function skusByCode(db: Db, codes: readonly string[]) {
  const found = new Map<string, KnownSku>();
  for (const part of inChunks(codes)) {
    const rows = await db
      .selectFrom('sku')
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .select(['sku.code', 'sku.id', 'sku.goods_id', 'sku.price', 'sku.original_price'])
      .leftJoin('promotion', 'promotion.id', 'goods.promotion_id')
      .select(['promotion.slug', 'promotion.discount_percent'])
      .where('sku.code', 'in', part)
      .execute();
    for (const { code, slug, discount_percent, ...sku } of rows) {
      const promotion = slug === null ? null : { slug, discount_percent: discount_percent ?? 0 };
      found.set(code, { ...sku, promotion });
    }
  }
  return found;
}

/** The lines whose SKU the shop knows; the others refuse the file unless they are skipped. */
async function knownLines<T extends { line: number; sku: string }>(
  db: Db,
  lines: readonly T[],
  options: SyncOptions,
) {
  const skus = await skusByCode(
    db,
    lines.map((l) => l.sku),
  );
  const unknown = lines.filter((l) => !skus.has(l.sku));
  if (unknown.length && !options.skipUnknown) {
    const problems = new Problems();
    for (const l of unknown) {
      problems.add(options.file, l.line, 'sku', said('unknownSku', { sku: l.sku }));
    }
    throw new SyncRefused(problems.list());
  }
  const known = lines.flatMap((l) => {
    const sku = skus.get(l.sku);
    return sku ? [{ ...l, known: sku }] : [];
  });
  return { known, skipped: unknown.map((l) => l.sku) };
}

/** Sets the quantity on hand of every SKU the file lists, all or nothing. */
export async function syncStock(
  db: Db,
  lines: readonly StockLine[],
  options: SyncOptions,
): Promise<SyncSummary> {
  return inFileTransaction(db, options, async (trx) => {
    const { known, skipped } = await knownLines(trx, lines, options);
    const targets = known.map((l) => ({ skuId: l.known.id, onHand: l.onHand }));
    const seen = await readStock(
      trx,
      targets.map((t) => t.skuId),
    );
    const differences = known.flatMap((l): SyncDifference[] => {
      const was = seen.get(l.known.id);
      if (!was || sellable(l.onHand, was.held) === was.stock) return [];
      const before = { on_hand: onHandOf(was), sellable: was.stock };
      return [
        {
          sku: l.sku,
          before,
          after: { on_hand: l.onHand, sellable: sellable(l.onHand, was.held) },
        },
      ];
    });
    const moved = await setOnHand(trx, targets);
    await followStock(trx, moved);
    const changed = moved.length;
    return { changed, unchanged: known.length - changed, skipped, differences };
  });
}

/** Sets the prices of every SKU the file lists, and what lists show of their pieces. */
export async function syncPrices(
  db: Db,
  lines: readonly PriceLine[],
  options: SyncOptions,
): Promise<SyncSummary & { pieces: number }> {
  return inFileTransaction(db, options, async (trx) => {
    const { known, skipped } = await knownLines(trx, lines, options);
    const problems = known.flatMap((l): FeedProblem[] => {
      const where = { file: options.file, line: l.line, column: 'price' };
      const { promotion } = l.known;
      if (!promotion) {
        return l.price < l.originalPrice ? [{ ...where, ...said('skuMarkdownNoPromotion') }] : [];
      }
      // The promotion sets the price (server/catalogue/promotion-price.ts): the file's price must
      // be the one it gives, so that a file never undoes a promotion the console set.
      const expected = promotionalPrice(l.originalPrice, promotion.discount_percent);
      if (l.price === expected) return [];
      const words = said('skuNotPromotionPrice', {
        promotion: promotion.slug,
        percent: promotion.discount_percent,
        original: (l.originalPrice / 100).toFixed(2),
        expected: (expected / 100).toFixed(2),
      });
      return [{ ...where, ...words }];
    });
    if (problems.length) throw new SyncRefused(problems);
    const differing = known.filter(
      (l) => l.price !== l.known.price || l.originalPrice !== l.known.original_price,
    );
    for (const part of inChunks(differing, 500)) {
      await sql`
        update sku set price = v.column2, original_price = v.column3
        from ${integerRows(part.map((l) => [l.known.id, l.price, l.originalPrice]))}
        where sku.id = v.column1
      `.execute(trx);
    }
    const pieces = await listPrices(trx, [...new Set(differing.map((l) => l.known.goods_id))]);
    return {
      changed: differing.length,
      unchanged: known.length - differing.length,
      skipped,
      pieces,
      differences: differing.map((l) => ({
        sku: l.sku,
        before: { price: l.known.price, original_price: l.known.original_price },
        after: { price: l.price, original_price: l.originalPrice },
      })),
    };
  });
}
