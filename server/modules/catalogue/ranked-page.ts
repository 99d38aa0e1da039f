import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listingWordsPage, type ListingWordsList } from '../../search/listing-words-page';
import type { QueryGroup, Reach } from '../../search/query';
import {
  pageByRank,
  POSTGRES_LEVELS,
  readsByRank,
  type RankReader,
} from '../../search/rank-levels';
import type { ListingQuery } from './screen';

// A search's page in the lists' default order, read rank by rank (server/search/rank-levels.ts)
// instead of ranking every match: from SQLite's listing_words, or from PostgreSQL's
// search_listing along its sort index.

interface RankedSearch {
  groups: readonly QueryGroup[];
  reach: Reach;
  postgres: boolean;
}

/** PostgreSQL: the pieces of one rank among the list's rows (search_listing's). */
function postgresRanks(filtered: ListingQuery): RankReader {
  const countOf = async (query: ListingQuery) => {
    const counted = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(counted?.count ?? 0);
  };
  const of = (query: string) =>
    filtered.where(sql<boolean>`goods_listing.words @@ ${query}::tsquery`);
  return {
    // The list's rows are the matches already: asking for their words again would read them twice.
    total: () => countOf(filtered),
    count: (query) => countOf(of(query)),
    ids: async (query, limit, skip) => {
      const rows = await of(query)
        .select('goods_listing.goods_id as id')
        .orderBy('goods_listing.sort')
        .orderBy('goods_listing.goods_id')
        .limit(limit)
        .offset(skip)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

/**
 * One page of the search's ids and how many pieces it finds, or null when it is not read by rank
 * (another sort or reach, many words; on SQLite, a size filter): then every match is ranked.
 * `filtered` is the list's rows with the search's matches and filters (goods-list.ts).
 */
export async function rankedPage(
  db: Db,
  search: RankedSearch,
  list: ListingWordsList,
  filtered: ListingQuery,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number } | null> {
  if (!search.postgres) return listingWordsPage(db, search, list, page);
  if (!readsByRank(search) || list.sort !== 'default') return null;
  return pageByRank(POSTGRES_LEVELS, search.groups, postgresRanks(filtered), page);
}
