import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { takeWriteTurn } from '../../db/write-turn';
import { inChunks } from '../feed/apply-context';
import type { FeedProblem } from '../feed/model';
import { Problems } from '../feed/problems';
import { setOnHand } from './on-hand';
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
}

export interface SyncSummary {
  changed: number;
  unchanged: number;
  /** The codes the shop does not know, when they were left out. */
  skipped: string[];
}

interface KnownSku {
  id: number;
  goods_id: number;
  price: number;
  original_price: number;
  promoted: boolean;
}

async function skusByCode(db: Db, codes: readonly string[]) {
  const found = new Map<string, KnownSku>();
  for (const part of inChunks(codes)) {
    const rows = await db
      .selectFrom('sku')
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .select(['sku.code', 'sku.id', 'sku.goods_id', 'sku.price', 'sku.original_price'])
      .select('goods.promotion_id')
      .where('sku.code', 'in', part)
      .execute();
    for (const { code, promotion_id, ...sku } of rows) {
      found.set(code, { ...sku, promoted: promotion_id !== null });
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
      problems.add(options.file, l.line, 'sku', `"${l.sku}" is not a SKU of the shop`);
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
  return db.transaction().execute(async (trx) => {
    await takeWriteTurn(trx);
    const { known, skipped } = await knownLines(trx, lines, options);
    const targets = known.map((l) => ({ skuId: l.known.id, onHand: l.onHand }));
    const changed = await setOnHand(trx, targets);
    return { changed, unchanged: known.length - changed, skipped };
  });
}

/** Sets the prices of every SKU the file lists, and what lists show of their pieces. */
export async function syncPrices(
  db: Db,
  lines: readonly PriceLine[],
  options: SyncOptions,
): Promise<SyncSummary & { pieces: number }> {
  return db.transaction().execute(async (trx) => {
    await takeWriteTurn(trx);
    const { known, skipped } = await knownLines(trx, lines, options);
    const markdowns = known.filter((l) => l.price < l.originalPrice && !l.known.promoted);
    if (markdowns.length) {
      const message =
        'is below original_price, but its piece has no promotion: without one the shop charges the original price';
      throw new SyncRefused(
        markdowns.map((l) => ({ file: options.file, line: l.line, column: 'price', message })),
      );
    }
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
    };
  });
}
