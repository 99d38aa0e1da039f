import { sql, type Expression, type RawBuilder } from 'kysely';
import {
  FTS5,
  groupExpression,
  MOST_GROUPS,
  readsSearchListing,
  TSQUERY,
  heldInPlaces,
  placesFor,
  type Place,
  type ParsedSearch,
  type QueryGroup,
  type Reach,
} from './query';

// A piece's rank for a search, higher first: the typed words it holds, then where it holds each
// (its name, its category or series, its colours, material or sn, its description; a word that
// names a category, its category first). Where a word
// is held is asked column by column: of SQLite's full-text index with a column filter, and of
// the piece's own words column on PostgreSQL (goods_search.name_words …). Both give the same
// answer.

/** What a word held in each place is worth, in the order of the places (query.ts placesFor). */
export const PLACE_SCORES = [8, 4, 2] as const;
const DESCRIPTION_SCORE = 1;
/** Worth more than where all the words of a search are held: the words held count first. */
const HELD = 8 * MOST_GROUPS + 1;

interface RankedSearch {
  parsed: ParsedSearch;
  reach: Reach;
  postgres: boolean;
}

/** SQLite: whether the piece holds the typed word in one column, from the full-text index. */
function heldIn(group: QueryGroup, column: string, goodsId: Expression<number>) {
  const query = `{${column}} : (${groupExpression(group, FTS5)})`;
  return sql`${goodsId} in (select rowid from goods_search_fts where goods_search_fts match ${query})`;
}

export function rankOf(search: RankedSearch, goodsId: Expression<number>): RawBuilder<number> {
  // A search that reaches only names, categories and attributes holds each word in one of them.
  const described = search.reach !== 'named' && search.reach !== 'titled';
  const terms = search.parsed.groups.map((group) => {
    const tiers: [column: string, score: number][] = placesFor(group).map((place, at) => [
      place,
      PLACE_SCORES[at] ?? 0,
    ]);
    if (described) tiers.push(['description', DESCRIPTION_SCORE]);
    const cases = tiers.map(([column, score]) => {
      const held = !search.postgres
        ? heldIn(group, column, goodsId)
        : readsSearchListing(search)
          ? sql`goods_listing.words @@ ${heldInPlaces(group, TSQUERY, [column as Place])}::tsquery`
          : sql`${sql.ref(`goods_search.${column}_words`)} @@ ${groupExpression(group, TSQUERY)}::tsquery`;
      return sql`when ${held} then ${sql.lit(score + HELD)}`;
    });
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  // PostgreSQL: the piece's words are on its row (search_listing) or joined to it (goods-list.ts).
  return sql<number>`(${sql.join(terms, sql` + `)})`;
}
