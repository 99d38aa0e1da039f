import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listingWordsPage, type ListingWordsList } from '../../search/listing-words-page';
import type { QueryGroup, Reach } from '../../search/query';
import { rankCountsByBits } from '../../search/search-bits-reader';
import {
  pageByRank,
  POSTGRES_LEVELS,
  readsByRank,
  type RankReader,
} from '../../search/rank-levels';
import type { ListingQuery } from './screen';

// A search's page in the lists' default order, read rank by rank (server/search/rank-levels.ts)
// instead of ranking every match: from SQLite's listing_words, or from PostgreSQL's
// search_listing along its sort index, counted from search_bits.

interface RankedSearch {
  groups: readonly QueryGroup[];
  reach: Reach;
  postgres: boolean;
}

/**
 * PostgreSQL: the pieces of one rank among the list's rows (search_listing's); how many the
 * list and each rank hold from search_bits where they tell.
 */
function postgresRanks(
  db: Db,
  search: RankedSearch,
  list: ListingWordsList,
  listRows: ListingQuery,
): RankReader {
  const countOf = async (query: ListingQuery) => {
    const counted = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(counted?.count ?? 0);
  };
  const of = (query: string) =>
    listRows.where(sql<boolean>`goods_listing.words @@ ${query}::tsquery`);
  // How many pieces the list holds before the search, once the bits have told.
  let listed = Infinity;
  return {
    rankCounts: async () => {
      const known = await rankCountsByBits(db, search, list);
      if (!known) return null;
      listed = known.listed;
      return known.ranks;
    },
    count: (query) => countOf(of(query)),
    ids: async (query, limit, skip, holds) => {
      const matches = of(query).select(['goods_listing.goods_id as id', 'goods_listing.sort']);
      // A rank of few pieces is found by the words' index and sorted: walking the lists' order
      // to the page's end would pass over more rows (as many as the page's end times the list's
      // pieces over the rank's, when the rank is spread through the list).
      const rows =
        holds !== undefined && holds * holds <= (skip + limit) * listed
          ? await db
              .selectFrom(matches.offset(0).as('found'))
              .select('found.id')
              .orderBy('found.sort')
              .orderBy('found.id')
              .limit(limit)
              .offset(skip)
              .execute()
          : await matches
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
 * `listRows` gives PostgreSQL's rows of the list's category and filters (goods-list.ts).
 */
export async function rankedPage(
  db: Db,
  search: RankedSearch,
  list: ListingWordsList,
  listRows: () => ListingQuery,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number } | null> {
  if (!search.postgres) return listingWordsPage(db, search, list, page);
  if (!readsByRank(search) || list.sort !== 'default') return null;
  return pageByRank(
    POSTGRES_LEVELS,
    search.groups,
    postgresRanks(db, search, list, listRows()),
    page,
  );
}
