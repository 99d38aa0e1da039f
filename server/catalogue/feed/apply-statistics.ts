import { PostgresAdapter, sql } from 'kysely';
import type { ImportContext } from './apply-context';
import { analyzeSearchTables } from '../../search/search-listing';

// PostgreSQL plans each query from statistics of its tables, which it refreshes in the background
// only after a transaction commits. An import that fills a new shop would otherwise be planned as
// if the tables were still empty (scanning a million SKUs for each batch), and so would the next
// import until those statistics caught up.

/**
 * Tells PostgreSQL what the tables an import writes hold now, its own rows included: each time
 * the new pieces have grown fourfold, and once at the end when anything was added.
 */
export function statisticsKeeper(ctx: ImportContext) {
  const postgres = ctx.db.getExecutor().adapter instanceof PostgresAdapter;
  let counted = 0;
  const analyze = async () => {
    counted = ctx.summary.pieces.new;
    await sql`analyze goods, goods_text, goods_color, sku, picture`.execute(ctx.db);
  };
  return {
    async afterChunk(): Promise<void> {
      const added = ctx.summary.pieces.new;
      if (postgres && ctx.write && added >= 500 && added >= counted * 4) await analyze();
    },
    async atEnd(): Promise<void> {
      if (postgres && ctx.write && ctx.summary.pieces.new > counted) await analyze();
    },
    /** The search words and listing rows are written last, from the pieces: told of then. */
    async afterDerived(): Promise<void> {
      if (ctx.write && ctx.summary.pieces.new > 0) await analyzeSearchTables(ctx.db);
    },
  };
}
