import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listingWordsPage, type ListingWordsList } from '../../search/listing-words-page';
import type { QueryGroup, Reach } from '../../search/query';
import {
  rankCountsByBits,
  rankPageByBits,
  type OpeningWalk,
  type RanksByBits,
} from '../../search/search-bits-reader';
import {
  pageByRank,
  POSTGRES_LEVELS,
  readsByRank,
  type RankReader,
} from '../../search/rank-levels';
import type { ListingQuery } from './screen';
import { keptForLists } from './screen-cache';

// A search's page in the lists' default order, read rank by rank (server/search/rank-levels.ts)
// instead of ranking every match: from SQLite's listing_words, or from PostgreSQL's
// search_listing along its sort index, counted from search_bits.

interface RankedSearch {
  groups: readonly QueryGroup[];
  reach: Reach;
  postgres: boolean;
}

/** A search's ranks among a list's pieces as the bits tell them, kept while the lists hold. */
const keptRanks = keptForLists<RanksByBits | null>();

/**
 * How many pieces walking the lists' order may pass for each piece of a rank before reading the
 * rank by its bits costs more than reading its rows: a piece walked is a bit tested on an entry
 * of the sort index, a piece of the rank read by its words is a row read.
 */
const WALKED_PER_ROW_READ = 20;

/** Whether a walk of the shop's pieces to a rank's page end passes few enough of them. */
const walksFew = (byBits: RanksByBits, pageEnd: number, holds: number) =>
  pageEnd * byBits.onSale <= WALKED_PER_ROW_READ * holds * holds;

/**
 * PostgreSQL: the pieces of one rank among the list's rows (search_listing's); how many the
 * list and each rank hold from search_bits where they tell.
 */
function postgresRanks(
  db: Db,
  search: RankedSearch,
  list: ListingWordsList,
  listRows: ListingQuery,
  page: { offset: number; limit: number },
): RankReader {
  const countOf = async (query: ListingQuery) => {
    const counted = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(counted?.count ?? 0);
  };
  const of = (query: string) =>
    listRows.where(sql<boolean>`goods_listing.words @@ ${query}::tsquery`);
  // The ranks as the bits tell them, once they have; the page's first rank walked with them
  // when they were not kept.
  let byBits: RanksByBits | null = null;
  let walked: OpeningWalk | null = null;
  return {
    rankCounts: async () => {
      // Named by what the ranks depend on (not the page, the sort or the keyword as typed).
      const { categoryId, series, season, promotion, color, size } = list;
      const filters = [categoryId, series, season, promotion, color, size];
      const scope = JSON.stringify([search.reach, search.groups, filters]);
      byBits = await keptRanks(db, scope, async () => {
        const opening = { ...page, walkedPerPiece: WALKED_PER_ROW_READ };
        const read = await rankCountsByBits(db, search, list, opening);
        walked = read?.walk ?? null;
        return read && { ...read, walk: null };
      });
      return byBits?.ranks ?? null;
    },
    count: (query) => countOf(of(query)),
    ids: async (query, limit, skip, holds, rank) => {
      if (walked && walked.rank === rank && walked.skip === skip) return walked.ids;
      if (byBits && holds && rank !== undefined && walksFew(byBits, skip + limit, holds)) {
        // Told how many the rank holds, the walk stops at its last piece.
        const left = Math.min(limit, holds - skip);
        return rankPageByBits(db, byBits.rankBits, rank, { limit: left, skip });
      }
      const listed = byBits?.listed ?? Infinity;
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
    postgresRanks(db, search, list, listRows(), page),
    page,
  );
}
