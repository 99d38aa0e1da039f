import type { Db } from '../../db/database';

const DAY_MS = 24 * 60 * 60_000;

export interface SearchLogWindow {
  /** The last this many days, up to `now`. */
  days: number;
  /** The most queries each part names. */
  limit: number;
  now: number;
}

export interface QueryFigures {
  query: string;
  searches: number;
  averageResults: number;
  /** Of its searches, the share (0 to 1) where a result was opened. */
  openedShare: number;
}

/** What shoppers searched for, to see where they fail: synonyms are added there. */
export interface SearchLogReport {
  since: number;
  searches: number;
  /** The queries searched most. */
  top: QueryFigures[];
  /** Queries none of whose searches found a piece. */
  noResult: QueryFigures[];
  /** Queries that found pieces, none of which was ever opened. */
  neverOpened: QueryFigures[];
}

function byQuery(db: Db, since: number, limit: number) {
  return db
    .selectFrom('search_query_log')
    .select((eb) => [
      'query',
      eb.fn.countAll<number>().as('searches'),
      eb.fn.avg<number | string>('result_count').as('average_results'),
      eb.fn.count<number>('opened_at').as('opened'),
    ])
    .where('created_at', '>=', since)
    .groupBy('query')
    .orderBy('searches', 'desc')
    .orderBy('query')
    .limit(limit);
}

type Row = { query: string; searches: number; average_results: number | string; opened: number };

// PostgreSQL answers an average as a numeric's text.
const figures = (rows: Row[]): QueryFigures[] =>
  rows.map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    averageResults: Number(row.average_results),
    openedShare: Number(row.opened) / Number(row.searches),
  }));

/** The search log's report over a window of days. */
export async function searchLogReport(db: Db, window: SearchLogWindow): Promise<SearchLogReport> {
  const since = window.now - window.days * DAY_MS;
  const { limit } = window;
  const [total, top, noResult, neverOpened] = await Promise.all([
    db
      .selectFrom('search_query_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    byQuery(db, since, limit).execute(),
    byQuery(db, since, limit)
      .having((eb) => eb.fn.max('result_count'), '=', 0)
      .execute(),
    byQuery(db, since, limit)
      .where('result_count', '>', 0)
      .having((eb) => eb.fn.count('opened_at'), '=', 0)
      .execute(),
  ]);
  return {
    since,
    searches: Number(total?.count ?? 0),
    top: figures(top),
    noResult: figures(noResult),
    neverOpened: figures(neverOpened),
  };
}
