import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from './query';
import { reindexSearch } from './reindex';
import { builtLength, rebuildSearchBits } from './search-bits';

/**
 * Whether the catalogue has pieces that its derived structures (search words, listing rows) do
 * not hold at all: a shop whose catalogue came before them, or an index emptied by hand.
 */
async function derivedMissing(db: Db): Promise<boolean> {
  const [piece, words, listed, searched] = await Promise.all([
    db.selectFrom('goods').select('id').where('on_sale', '=', 1).limit(1).executeTakeFirst(),
    db.selectFrom('goods_search').select('goods_id').limit(1).executeTakeFirst(),
    db.selectFrom('goods_listing').select('goods_id').limit(1).executeTakeFirst(),
    isPostgres(db)
      ? db.selectFrom('search_listing').select('goods_id').limit(1).executeTakeFirst()
      : sql`select goods_id from listing_words_position limit 1`
          .execute(db)
          .then((found) => found.rows[0]),
  ]);
  const missing = [words, listed, searched].some((row) => row === undefined);
  return piece !== undefined && missing;
}

/**
 * Builds the search words and listing rows of a catalogue that has none (an instance starting
 * on a shop whose catalogue was imported before they existed). Returns how many pieces it read,
 * or null when there was nothing to build.
 */
export async function ensureDerived(db: Db): Promise<number | null> {
  if (await derivedMissing(db)) return (await reindexSearch(db)).pieces;
  return ensureSearchBits(db);
}

/** PostgreSQL: search_bits built for a search_listing written before it existed. */
async function ensureSearchBits(db: Db): Promise<number | null> {
  if (!isPostgres(db) || (await builtLength(db)) !== null) return null;
  const counted = await db
    .selectFrom('search_listing')
    .select((eb) => eb.fn.countAll<string>().as('pieces'))
    .executeTakeFirst();
  const pieces = Number(counted?.pieces ?? 0);
  if (!pieces) return null;
  await rebuildSearchBits(db);
  return pieces;
}
