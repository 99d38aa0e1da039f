import { FTS5, heldInPlaces, placesFor, TSQUERY, type QueryGroup, type Syntax } from './query';
import { PLACE_SCORES } from './rank';

// A named search's matches, rank by rank (rank.ts: where each typed word is held, name first):
// the pieces of one rank are one full-text query over words marked by where they are held
// (query.ts PLACE_MARKS), so a page of the lists' default order is read from the best rank
// down, each rank in the order of an index, without ranking every match. SQLite asks
// listing_words, PostgreSQL search_listing.

/** Searches of more typed words are ranked match by match: their ranks grow as 3^words. */
const MOST_WORDS = 3;

export interface RankDialect {
  syntax: Syntax;
  /** Held as the first says and not as the second. */
  without(held: string, excluded: string): string;
}

export const SQLITE_LEVELS: RankDialect = {
  syntax: FTS5,
  without: (held, excluded) => `(${held} NOT ${excluded})`,
};

export const POSTGRES_LEVELS: RankDialect = {
  syntax: TSQUERY,
  without: (held, excluded) => `(${held} & !${excluded})`,
};

/** Whether a search's matches can be read rank by rank: a named search of a few words. */
export const readsByRank = (search: { groups: readonly QueryGroup[]; reach: string }) =>
  search.reach === 'named' && search.groups.length > 0 && search.groups.length <= MOST_WORDS;

/** Every typed word held in one of the places: all the search's matches. */
export const everyWordHeld = (dialect: RankDialect, groups: readonly QueryGroup[]) =>
  groups
    .map((group) => heldInPlaces(group, dialect.syntax, placesFor(group)))
    .join(dialect.syntax.and);

/** The typed word held in its `at`th place (placesFor) and in none before it. */
function heldFirstIn(dialect: RankDialect, group: QueryGroup, at: number): string {
  const places = placesFor(group);
  const held = heldInPlaces(group, dialect.syntax, places.slice(at, at + 1));
  if (!at) return held;
  return dialect.without(held, heldInPlaces(group, dialect.syntax, places.slice(0, at)));
}

/** The queries of the search's ranks, best first: pieces of one rank hold each word as well. */
export function rankQueries(dialect: RankDialect, groups: readonly QueryGroup[]): string[] {
  const { and, or } = dialect.syntax;
  let combinations = [{ score: 0, parts: [] as string[] }];
  for (const group of groups) {
    combinations = combinations.flatMap((combination) =>
      placesFor(group).map((_, at) => ({
        score: combination.score + (PLACE_SCORES[at] ?? 0),
        parts: [...combination.parts, heldFirstIn(dialect, group, at)],
      })),
    );
  }
  const byScore = new Map<number, string[]>();
  for (const { score, parts } of combinations) {
    byScore.set(score, [...(byScore.get(score) ?? []), `(${parts.join(and)})`]);
  }
  return [...byScore.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, alternatives]) => `(${alternatives.join(or)})`);
}

export interface RankReader {
  /** How many pieces each rank holds (rankQueries' order), where known without reading them. */
  rankCounts?(): Promise<number[] | null>;
  /** How many pieces of the list the query finds. */
  count(query: string): Promise<number>;
  /**
   * The ids of the query's pieces, in the lists' default order, from `skip`; `holds` if known.
   * The query is the `rank`th of rankQueries'.
   */
  ids(query: string, limit: number, skip: number, holds?: number, rank?: number): Promise<number[]>;
}

/** One page of a search read rank by rank, and how many it finds in all. */
export async function pageByRank(
  dialect: RankDialect,
  groups: readonly QueryGroup[],
  reader: RankReader,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const counts = (await reader.rankCounts?.()) ?? null;
  const total = counts
    ? counts.reduce((sum, count) => sum + count, 0)
    : await reader.count(everyWordHeld(dialect, groups));
  const ids: number[] = [];
  let before = 0;
  for (const [rank, query] of rankQueries(dialect, groups).entries()) {
    if (ids.length >= page.limit || before >= total) break;
    const holds = counts?.[rank];
    // A rank known to end before the page starts is not read.
    if (holds !== undefined && before + holds <= page.offset) {
      before += holds;
      continue;
    }
    const wanted = page.limit - ids.length;
    const skip = Math.max(0, page.offset - before);
    const found = await reader.ids(query, wanted, skip, holds, rank);
    ids.push(...found);
    if (found.length === wanted) break;
    // How many this rank holds: known from its rows unless the page starts past them all.
    before += holds ?? (found.length || !skip ? skip + found.length : await reader.count(query));
  }
  return { ids, total };
}
