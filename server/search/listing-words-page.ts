import { sql } from 'kysely';
import type { ScreenData } from '../../contract/catalogue';
import type { Db } from '../db/database';
import { facetWord, ID_BITS, type Facet } from './listing-words';
import type { QueryGroup, Reach } from './query';
import { everyWordHeld, pageByRank, readsByRank, SQLITE_LEVELS } from './rank-levels';

// SQLite: a search's page and filter panel read from listing_words alone (listing-words.ts),
// whose entries are in the lists' default order: the page rank by rank (rank-levels.ts), each
// rank stopping at the page's end; the panel keeps, of its category's panel, the choices some
// match holds. Neither reads every match's facts.

export interface ListingWordsSearch {
  groups: readonly QueryGroup[];
  reach: Reach;
}

export interface ListingWordsList {
  categoryId: number | null;
  series: readonly number[];
  season: readonly number[];
  promotion: readonly number[];
  color: readonly number[];
  size: readonly string[];
  sort: string;
}

export type Filters = Omit<ListingWordsList, 'sort'>;

/** No filter but the category. */
export const UNFILTERED = { series: [], season: [], promotion: [], color: [], size: [] } as const;

const anyOf = (words: readonly string[]) => `(${words.map((w) => `"${w}"`).join(' OR ')})`;

/**
 * The list's category and filters, each as the facts' words it takes any of: a size filter takes
 * the pieces that have one of its sizes in stock.
 */
export function filterWords(list: Filters): string[][] {
  const facets: [Facet, readonly (number | string)[]][] = [
    ['category', list.categoryId === null ? [] : [list.categoryId]],
    ['series', list.series],
    ['season', list.season],
    ['promotion', list.promotion],
    ['colour', list.color],
    ['inStock', list.size],
  ];
  return facets
    .filter(([, ids]) => ids.length)
    .map(([facet, ids]) => ids.map((id) => facetWord(facet, id)));
}

/** The list's category and filters as words. */
const filtersQuery = (list: Filters) => filterWords(list).map(anyOf).join(' AND ');

/** A listing_words query limited to the list's category and filters. */
export const within = (list: Filters) => {
  const filters = filtersQuery(list);
  return (query: string) => (filters ? `(${query}) AND ${filters}` : query);
};

async function countOf(db: Db, query: string): Promise<number> {
  const { rows } = await sql<{ found: number }>`select count(*) as found from listing_words
    where listing_words match ${query}`.execute(db);
  return Number(rows[0]?.found ?? 0);
}

async function idsOf(db: Db, query: string, limit: number, skip: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid & ${ID_BITS} as id
    from listing_words where listing_words match ${query}
    order by rowid limit ${limit} offset ${skip}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * One page of a filtered list's ids in the default order and how many pieces it holds, or null
 * for a list this index does not answer (another sort, no filter but its category).
 */
export async function filteredPage(
  db: Db,
  list: ListingWordsList,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number } | null> {
  const filtered = { ...list, categoryId: null };
  if (list.sort !== 'default' || !filterWords(filtered).length) return null;
  const query = filtersQuery(list);
  const [ids, total] = await Promise.all([
    idsOf(db, query, page.limit, page.offset),
    countOf(db, query),
  ]);
  return { ids, total };
}

/**
 * One page of a search's ids and how many pieces it finds, or null for a list this index does
 * not answer (another reach or sort, many words): rank.ts ranks those.
 */
export async function listingWordsPage(
  db: Db,
  search: ListingWordsSearch,
  list: ListingWordsList,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number } | null> {
  if (!readsByRank(search) || list.sort !== 'default') return null;
  const filtered = within(list);
  return pageByRank(
    SQLITE_LEVELS,
    search.groups,
    {
      count: (query) => countOf(db, filtered(query)),
      ids: (query, limit, skip) => idsOf(db, filtered(query), limit, skip),
    },
    page,
  );
}

const PANEL_FACETS: [keyof ScreenData, Facet][] = [
  ['series', 'series'],
  ['season', 'season'],
  ['promotion', 'promotion'],
  ['color', 'colour'],
  ['size', 'size'],
];

/** Each choice of a panel as its fact's word. */
export const panelWords = (panel: ScreenData) =>
  PANEL_FACETS.flatMap(([key, facet]) => panel[key].map((option) => facetWord(facet, option.id)));

/** The choices of a panel whose facts' words are held, in the same order. */
export function keptChoices(panel: ScreenData, held: ReadonlySet<string>): ScreenData {
  const kept = <T extends { id: string }>(facet: Facet, options: readonly T[]) =>
    options.filter((option) => held.has(facetWord(facet, option.id)));
  return {
    series: kept('series', panel.series),
    season: kept('season', panel.season),
    promotion: kept('promotion', panel.promotion),
    color: kept('colour', panel.color),
    size: kept('size', panel.size),
  };
}

/**
 * The filter panel of a search, or of a category without one: the choices of the wider panel
 * (its category's, or the whole shop's) that some match holds, in the same order, each asked of
 * the index without reading the matches.
 */
export async function listingWordsPanel(
  db: Db,
  search: ListingWordsSearch | null,
  categoryId: number | null,
  widerPanel: ScreenData,
): Promise<ScreenData> {
  const scope = { categoryId, ...UNFILTERED };
  const matches = search
    ? within(scope)(everyWordHeld(SQLITE_LEVELS, search.groups))
    : filtersQuery(scope);
  const asked = panelWords(widerPanel);
  const { rows } = await sql<{ word: string }>`select asked.value as word
    from json_each(${JSON.stringify(asked)}) asked
    where exists (select 1 from listing_words
      where listing_words match ${matches} || ' AND "' || asked.value || '"')`.execute(db);
  return keptChoices(widerPanel, new Set(rows.map((row) => row.word)));
}
