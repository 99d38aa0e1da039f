import { sql } from 'kysely';
import type { Db } from '../db/database';
import { UNFILTERED, within } from './listing-words-page';
import { heldInPlaces, isPostgres, placesFor, type QueryGroup } from './query';
import { everyWordHeld, POSTGRES_LEVELS, SQLITE_LEVELS, type RankDialect } from './rank-levels';
import { anyHeldByBits } from './search-bits-reader';
import { readByWordsIndex } from './words-index-reads';

// A search of several words narrowed to where its best matches hold them: cashmere coat shows the
// coats named cashmere, not every coat whose material line names some cashmere, once the shop
// has coats named so. Each typed word in turn, the others as narrowed before it: when some piece
// of the list's category holding every word holds this one in its first place (its name; its
// category for a word naming one), the pieces holding it only in its last place (their colours,
// material or sn; for a category's name, a piece that may be of that kind) are left out.

/** A search of one word is never narrowed: whatever holds it is what the shopper asked for. */
const FEWEST_WORDS = 2;

/** A question over the search's words, written in the dialect it is asked in. */
type Question = (dialect: RankDialect) => string;
type AnyHeld = (question: Question) => Promise<boolean>;

/** The search's words, each narrowed where some match holds it in its first place. */
export async function narrowedToBestPlaces(
  groups: readonly QueryGroup[],
  anyHeld: AnyHeld,
): Promise<QueryGroup[]> {
  const narrowed = [...groups];
  if (groups.length < FEWEST_WORDS) return narrowed;
  for (const [at, group] of groups.entries()) {
    const places = placesFor(group);
    const [first] = places;
    if (!first || places.length < 3) continue;
    const asked = [...narrowed];
    const question: Question = (dialect) =>
      `${everyWordHeld(dialect, asked)}${dialect.syntax.and}${heldInPlaces(group, dialect.syntax, [first])}`;
    if (await anyHeld(question)) narrowed[at] = { ...group, places: places.slice(0, 2) };
  }
  return narrowed;
}

/** SQLite: whether some piece on sale in the category holds the query's words (listing_words). */
function sqliteHeld(db: Db, categoryId: number | null): AnyHeld {
  const inCategory = within({ categoryId, ...UNFILTERED });
  return async (question) => {
    const match = inCategory(question(SQLITE_LEVELS));
    const { rows } = await sql<{ found: number }>`select exists (select 1 from listing_words
      where listing_words match ${match}) as found`.execute(db);
    return Boolean(rows[0]?.found);
  };
}

/**
 * PostgreSQL: the same, from search_bits where they tell, else from search_listing by its words'
 * index (which reads every posting of the words asked: 4–10 ms for common words at 100,000).
 */
function postgresHeld(db: Db, categoryId: number | null): AnyHeld {
  const inCategory =
    categoryId === null ? sql`` : sql`and categories @> array[${categoryId}]::integer[]`;
  return async (question) => {
    const told = await anyHeldByBits(db, question, categoryId);
    if (told !== null) return told;
    return readByWordsIndex(db, async (reader) => {
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from search_listing
        where words @@ ${question(POSTGRES_LEVELS)}::tsquery ${inCategory}) as found`.execute(
        reader,
      );
      return Boolean(rows[0]?.found);
    });
  };
}

/** The words of a list's search narrowed among the pieces of its category (the shop's without). */
export function narrowSearch(
  db: Db,
  groups: readonly QueryGroup[],
  categoryId: number | null,
): Promise<QueryGroup[]> {
  return narrowedToBestPlaces(
    groups,
    isPostgres(db) ? postgresHeld(db, categoryId) : sqliteHeld(db, categoryId),
  );
}
