import { sql, type Expression, type RawBuilder } from 'kysely';
import {
  FTS5,
  groupExpression,
  MOST_GROUPS,
  weighted,
  type ParsedSearch,
  type QueryGroup,
  type Reach,
} from './query';

// A piece's rank for a search, higher first: the typed words it holds, then where it holds each
// (its name, its category or series, its colours, material or sn, its description). Where a word
// is held is asked of the full-text index, column by column: SQLite's FTS5 column filter and
// PostgreSQL's weights give the same answer.

const TIERS = [
  ['name', 'A', 8],
  ['category', 'B', 4],
  ['attribute', 'C', 2],
  ['description', 'D', 1],
] as const;
/** Worth more than where all the words of a search are held: the words held count first. */
const HELD = 8 * MOST_GROUPS + 1;

interface RankedSearch {
  parsed: ParsedSearch;
  reach: Reach;
  postgres: boolean;
}

/** The ids of the pieces that hold a typed word in one column. */
function holding(
  group: QueryGroup,
  [column, weight]: (typeof TIERS)[number],
  postgres: boolean,
): RawBuilder<number> {
  if (postgres) {
    const query = groupExpression(group, weighted(weight));
    return sql<number>`(select goods_id from goods_search where document @@ ${query}::tsquery)`;
  }
  const query = `{${column}} : (${groupExpression(group, FTS5)})`;
  return sql<number>`(select rowid from goods_search_fts where goods_search_fts match ${query})`;
}

export function rankOf(search: RankedSearch, goodsId: Expression<number>): RawBuilder<number> {
  // A search that reaches only names, categories and attributes holds each word in one of them.
  const tiers = search.reach === 'named' ? TIERS.slice(0, 3) : TIERS;
  const terms = search.parsed.groups.map((group) => {
    const cases = tiers.map(
      (tier) =>
        sql`when ${goodsId} in ${holding(group, tier, search.postgres)} then ${sql.lit(tier[2] + HELD)}`,
    );
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return sql<number>`(${sql.join(terms, sql` + `)})`;
}
