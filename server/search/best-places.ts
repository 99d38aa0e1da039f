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

/**
 * Asks questions of the shop: `early` answers several at once where it can (null where it cannot
 * tell), `each` answers one.
 */
interface Asker {
  early?: (questions: readonly Question[]) => Promise<(boolean | null)[]>;
  each: (question: Question) => Promise<boolean>;
}

/** Beyond this many words, the questions of every way the words before could be narrowed grow
 * too many to ask at once (2^words - 1): they are asked one by one. */
const MOST_ASKED_EARLY = 4;

/** Whether the shop has a piece holding every word and this one in its first place. */
function questionFor(narrowed: readonly QueryGroup[], at: number): Question | null {
  const group = narrowed[at];
  const [first, ...rest] = group ? placesFor(group) : [];
  if (!group || !first || rest.length < 2) return null;
  return (dialect) =>
    `${everyWordHeld(dialect, narrowed)}${dialect.syntax.and}${heldInPlaces(group, dialect.syntax, [first])}`;
}

/** The word narrowed to its first two places. */
const narrowedAt = (groups: readonly QueryGroup[], at: number) => withNarrowed(groups, [at]);

/** The search's words with those at `narrowed` narrowed to their first two places. */
export const withNarrowed = (groups: readonly QueryGroup[], narrowed: readonly number[]) =>
  groups.map((group, at) =>
    narrowed.includes(at) ? { ...group, places: placesFor(group).slice(0, 2) } : group,
  );

/**
 * Every question the narrowing could ask, keyed by the narrowing before it: each word given each
 * way the words before it came out.
 */
function everyQuestion(groups: readonly QueryGroup[]): Map<string, Question> {
  const questions = new Map<string, Question>();
  let ways: { key: string; groups: readonly QueryGroup[] }[] = [{ key: '', groups }];
  for (const at of groups.keys()) {
    ways = ways.flatMap((way) => {
      const question = questionFor(way.groups, at);
      if (!question) return [{ key: `${way.key}-`, groups: way.groups }];
      questions.set(way.key, question);
      return [
        { key: `${way.key}y`, groups: narrowedAt(way.groups, at) },
        { key: `${way.key}n`, groups: way.groups },
      ];
    });
  }
  return questions;
}

/** The search's words, each narrowed where some match holds it in its first place. */
export async function narrowedToBestPlaces(
  groups: readonly QueryGroup[],
  asker: Asker,
): Promise<QueryGroup[]> {
  let narrowed = [...groups];
  if (groups.length < FEWEST_WORDS) return narrowed;
  const early =
    asker.early && groups.length <= MOST_ASKED_EARLY ? everyQuestion(groups) : new Map();
  const told = new Map<string, boolean | null>();
  if (asker.early && early.size) {
    const answers = await asker.early([...early.values()]);
    [...early.keys()].forEach((key, i) => told.set(key, answers[i] ?? null));
  }
  let key = '';
  for (const at of groups.keys()) {
    const question = questionFor(narrowed, at);
    if (!question) {
      key += '-';
      continue;
    }
    const held = told.get(key) ?? (await asker.each(question));
    if (held) narrowed = narrowedAt(narrowed, at);
    key += held ? 'y' : 'n';
  }
  return narrowed;
}

/** SQLite: whether some piece on sale in the category holds the query's words (listing_words). */
function sqliteHeld(db: Db, categoryId: number | null): Asker['each'] {
  const inCategory = within({ categoryId, ...UNFILTERED });
  return async (question) => {
    const match = inCategory(question(SQLITE_LEVELS));
    const { rows } = await sql<{ found: number }>`select exists (select 1 from listing_words
      where listing_words match ${match}) as found`.execute(db);
    return Boolean(rows[0]?.found);
  };
}

/**
 * PostgreSQL: every question at once from search_bits where they tell, the rest one by one from
 * search_listing by its words' index (which reads every posting of the words asked: 4–10 ms for
 * common words at 100,000 pieces).
 */
function postgresAsker(db: Db, categoryId: number | null): Asker {
  const inCategory =
    categoryId === null ? sql`` : sql`and categories @> array[${categoryId}]::integer[]`;
  return {
    early: (questions) => anyHeldByBits(db, questions, categoryId),
    each: (question) =>
      readByWordsIndex(db, async (reader) => {
        const { rows } = await sql<{ found: boolean }>`select exists (select 1 from search_listing
          where words @@ ${question(POSTGRES_LEVELS)}::tsquery ${inCategory}) as found`.execute(
          reader,
        );
        return Boolean(rows[0]?.found);
      }),
  };
}

/** Which words of a list's search its narrowing narrows (narrowSearch), by their place. */
export async function narrowedWords(
  db: Db,
  groups: readonly QueryGroup[],
  categoryId: number | null,
): Promise<number[]> {
  const narrowed = await narrowSearch(db, groups, categoryId);
  return narrowed.flatMap((group, at) => (group === groups[at] ? [] : [at]));
}

/** The words of a list's search narrowed among the pieces of its category (the shop's without). */
export function narrowSearch(
  db: Db,
  groups: readonly QueryGroup[],
  categoryId: number | null,
): Promise<QueryGroup[]> {
  return narrowedToBestPlaces(
    groups,
    isPostgres(db) ? postgresAsker(db, categoryId) : { each: sqliteHeld(db, categoryId) },
  );
}
