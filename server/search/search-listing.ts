import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from './query';

// PostgreSQL's search_listing: for each piece on sale, its listing row of the whole shop with its
// words, weighted by where it holds them (name A, category or series B, colours, material or sn
// C). A search there reads one narrow row per match, finds it by the words' index and ranks it by
// their weights. Written after the piece's words (server/search/piece-index.ts) and its listing
// rows (server/catalogue/listing.ts), from them: whichever changes, the row follows.

const weighted = (column: 'name' | 'category' | 'attribute', weight: 'A' | 'B' | 'C') =>
  sql`(regexp_replace(btrim(${sql.ref(`goods_search.${column}`)}), '(\\S+)', ${`'\\1':1${weight}`}, 'g'))::tsvector`;

/** Brings the search_listing rows of the given pieces up to their words and listing rows. */
export async function refreshSearchListing(db: Db, goodsIds: readonly number[]): Promise<void> {
  if (!goodsIds.length || !isPostgres(db)) return;
  await db.deleteFrom('search_listing').where('goods_id', 'in', goodsIds).execute();
  await sql`insert into search_listing
    select l.goods_id, l.sort, l.price, l.sales, l.created_at, l.series_id, l.season_id,
      l.promotion_id, l.colours, l.sizes,
      array(select c.category_id from goods_listing c
        where c.goods_id = l.goods_id and c.category_id <> 0 order by c.category_id),
      ${weighted('name', 'A')} || ${weighted('category', 'B')} || ${weighted('attribute', 'C')}
    from goods_listing l join goods_search on goods_search.goods_id = l.goods_id
    where l.category_id = 0 and l.goods_id in (${sql.join(goodsIds)})`.execute(db);
}

/** The tables searches and lists read, derived from the catalogue. */
const SEARCH_TABLES = sql.raw(
  'goods_search, goods_listing, search_listing, search_word, search_word_key',
);

/**
 * PostgreSQL plans searches and lists from what it last learnt of their tables: told again after
 * the writes that fill them (an import that added pieces, `search reindex`).
 */
export async function analyzeSearchTables(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`analyze ${SEARCH_TABLES}`.execute(db);
}

/**
 * After a bulk write (an import, `search reindex`), PostgreSQL's own upkeep of those tables: the
 * rows marked visible to all, the full-text indexes' pending entries merged. Until then every
 * search reads the pending entries one by one. Outside a transaction: VACUUM cannot run in one.
 * The writers have analysed the tables already.
 */
export async function tidySearchTables(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`vacuum ${SEARCH_TABLES}`.execute(db);
}
