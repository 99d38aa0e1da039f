import { sql } from 'kysely';
import type { Db } from '../db/database';
import { refreshListingWords } from './listing-words';
import { isPostgres, PLACE_MARKS, type Place } from './query';
import { rebuildSearchBits, refreshSearchBits, searchBitsBefore } from './search-bits';

// PostgreSQL's search_listing: for each piece on sale, its listing row of the whole shop with its
// words, each marked with where the piece holds it (query.ts PLACE_MARKS). A search there finds
// its matches by the words' index and reads them rank by rank (rank-levels.ts), and counts them
// from search_bits (search-bits.ts), kept up with it; SQLite's listing_words is its counterpart
// (listing-words.ts). Both are written after the piece's words (server/search/piece-index.ts)
// and its listing rows (server/catalogue/listing.ts), from them: whichever changes, they follow.

/** A column of goods_search as lexemes marked with where the piece holds them. */
const marked = (place: Place) =>
  sql`(regexp_replace(btrim(${sql.ref(`goods_search.${place}`)}), '(\\S+)', ${`'${PLACE_MARKS[place]}\\1'`}, 'g'))::tsvector`;

/**
 * Brings the search rows of the given pieces up to their words and listing rows: PostgreSQL's
 * search_listing, SQLite's listing_words.
 */
export async function refreshSearchListing(db: Db, goodsIds: readonly number[]): Promise<void> {
  if (!goodsIds.length) return;
  if (!isPostgres(db)) return refreshListingWords(db, goodsIds);
  const before = await searchBitsBefore(db, goodsIds);
  await db.deleteFrom('search_listing').where('goods_id', 'in', goodsIds).execute();
  await sql`insert into search_listing
    select l.goods_id, l.sort, l.price, l.sales, l.created_at, l.series_id, l.season_id,
      l.promotion_id, l.colours, l.sizes,
      array(select c.category_id from goods_listing c
        where c.goods_id = l.goods_id and c.category_id <> 0 order by c.category_id),
      ${marked('name')} || ${marked('category')} || ${marked('attribute')}, l.sizes_in_stock
    from goods_listing l join goods_search on goods_search.goods_id = l.goods_id
    where l.category_id = 0 and l.goods_id in (${sql.join(goodsIds)})`.execute(db);
  await refreshSearchBits(db, goodsIds, before);
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
  if (!isPostgres(db)) return;
  await sql`analyze ${SEARCH_TABLES}`.execute(db);
  // Which words are frequent enough for bits of their own may have changed too.
  await rebuildSearchBits(db);
}

/**
 * After a bulk write (an import, `search reindex`), the databases' own upkeep of those tables.
 * PostgreSQL: the rows marked visible to all, the full-text indexes' pending entries merged;
 * until then every search reads the pending entries one by one. Outside a transaction: VACUUM
 * cannot run in one. The writers have analysed the tables already. SQLite: the full-text
 * indexes' segments, written chunk by chunk, merged into one.
 */
export async function tidySearchTables(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`vacuum ${SEARCH_TABLES}`.execute(db);
    return;
  }
  for (const table of ['goods_search_fts', 'listing_words']) {
    await sql`insert into ${sql.table(table)} (${sql.ref(table)}) values ('optimize')`.execute(db);
  }
}
