import { sql } from 'kysely';
import type { CallParsed, CallReply } from '../../../contract/call';
import type { goodsList, ScreenData } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { WHOLE_SHOP } from '../../catalogue/listing';
import {
  isPostgres,
  listingWordsMatch,
  matchingCondition,
  matchingIds,
  parseSearch,
  REACHES,
  readsSearchListing,
  type ParsedSearch,
  type Reach,
} from '../../search/query';
import { narrowedWords, withNarrowed } from '../../search/best-places';
import { filteredPage, listingWordsPanel } from '../../search/listing-words-page';
import { readsByRank } from '../../search/rank-levels';
import { listedByBits, panelByBits } from '../../search/search-bits-reader';
import { rankOf } from '../../search/rank';
import { readByWordsIndex } from '../../search/words-index-reads';
import { currentVocabulary } from '../../search/shop-vocabulary';
import { cardWords } from '../../search/card-words';
import { loadGoodsCards } from './cards';
import { categoryPath } from './categories';
import { rankedPage } from './ranked-page';
import { loadScreenData, type ListingQuery } from './screen';
import { cachedScreen, keptForLists } from './screen-cache';

type Input = CallParsed<typeof goodsList>;

/** A list's keyword, as the search index's words, and how far the search reaches. */
export interface ListSearch {
  parsed: ParsedSearch;
  reach: Reach;
  postgres: boolean;
}

/** The keyword's search, or null when there is none (or it holds no word to look for). */
export async function listSearch(db: Db, keyword: string | undefined): Promise<ListSearch | null> {
  if (!keyword?.trim()) return null;
  const parsed = parseSearch(await currentVocabulary(db), keyword);
  return parsed && { parsed, reach: 'named', postgres: isPostgres(db) };
}

/**
 * PostgreSQL: the pieces on sale in a category (the whole shop without one) from search_listing,
 * one row per piece with the listing's facts and its words, read under the listing's name: its
 * searches find their pieces there by the words' index.
 */
function searchListingRows(db: Db, categoryId: number | null): ListingQuery {
  const rows = db.selectFrom('search_listing as goods_listing');
  const inCategory =
    categoryId === null
      ? rows
      : rows.where(sql<boolean>`goods_listing.categories @> array[${categoryId}]::integer[]`);
  return inCategory as unknown as ListingQuery;
}

/**
 * The pieces on sale in a category (and those below it; the whole shop without one) that the
 * search finds, from their listing rows (server/catalogue/listing.ts).
 */
export function listed(db: Db, categoryId: number | null, search: ListSearch | null) {
  const q = db
    .selectFrom('goods_listing')
    .where('goods_listing.category_id', '=', categoryId ?? WHOLE_SHOP);
  if (!search) return q;
  if (!search.postgres) return q.where('goods_listing.goods_id', 'in', matchingIds(search));
  if (readsSearchListing(search)) {
    return searchListingRows(db, categoryId).where(listingWordsMatch(search));
  }
  // A search through descriptions joins the listing rows to the pieces' words, one each.
  const joined = q
    .innerJoin('goods_search', 'goods_search.goods_id', 'goods_listing.goods_id')
    .where(matchingCondition(search));
  return joined as unknown as typeof q;
}

function whereFilters(query: ListingQuery, input: Input): ListingQuery {
  let q = query;
  if (input.series.length) q = q.where('goods_listing.series_id', 'in', input.series);
  if (input.season.length) q = q.where('goods_listing.season_id', 'in', input.season);
  if (input.promotion.length) q = q.where('goods_listing.promotion_id', 'in', input.promotion);
  if (input.color.length) {
    const colours = input.color;
    q = q.where((eb) =>
      eb.or(colours.map((id) => eb('goods_listing.colours', 'like', `% ${id} %`))),
    );
  }
  if (input.size.length) {
    // A size filter takes the pieces that have one of its sizes in stock.
    const sizes = input.size;
    q = q.where((eb) =>
      eb.or(sizes.map((size) => eb('goods_listing.sizes_in_stock', 'like', `% ${size} %`))),
    );
  }
  return q;
}

type SortColumn = 'created_at' | 'price' | 'sales' | 'sort';

/** The listing fact a sort orders by, and which way; pieces of equal facts by id the same way. */
function sortOf(sort: Input['sort']): [SortColumn, 'asc' | 'desc'] {
  switch (sort) {
    case 'new':
      return ['created_at', 'desc'];
    case 'price_asc':
      return ['price', 'asc'];
    case 'price_desc':
      return ['price', 'desc'];
    case 'sales':
      return ['sales', 'desc'];
    default:
      return ['sort', 'asc'];
  }
}

/**
 * Which goods a list holds before filters and paging: its category, its search narrowed to where
 * its matches in the category hold each word best (best-places.ts), and the search as typed.
 */
async function listScope(db: Db, input: Input) {
  const categoryId = input.category_id ?? null;
  const typed = await listSearch(db, input.keyword);
  if (!typed) return { categoryId, search: null, typed: null };
  const { groups } = typed.parsed;
  const narrowed = await keptNarrowing(db, `${categoryId ?? ''}|${JSON.stringify(groups)}`, () =>
    narrowedWords(db, groups, categoryId),
  );
  const search = narrowed.length
    ? { ...typed, parsed: { ...typed.parsed, groups: withNarrowed(groups, narrowed) } }
    : typed;
  return { categoryId, search, typed };
}

/** Which words of a search its narrowing narrows in a category, kept while the lists hold. */
const keptNarrowing = keptForLists<number[]>();

type Scope = Awaited<ReturnType<typeof listScope>>;

/** A search as the readers of its ranks take it (server/search/rank-levels.ts). */
const rankSearch = (search: ListSearch) => ({
  groups: search.parsed.groups,
  reach: search.reach,
  postgres: search.postgres,
});

/** What a list's filter panel depends on: its category, its search as found, its language. */
function panelScope(categoryId: number | null, search: ListSearch | null, lang: Lang): string {
  const words = search ? JSON.stringify([search.reach, search.parsed]) : '';
  return `${categoryId ?? ''}|${lang}|${words}`;
}

/**
 * One page of the list's ids, with how many pieces the list holds. A list without a keyword reads
 * its page from the sort's index and counts apart; a search ranks all its matches anyway, so it
 * counts them in the same pass, and its matches are found once per request.
 */
async function pageOf(db: Db, scope: Scope, input: Input, search: ListSearch | null) {
  const filtered = whereFilters(listed(db, scope.categoryId, search), input);
  const offset = (input.page - 1) * input.page_size;
  const [column, direction] = sortOf(input.sort);
  const count = async (rows = filtered) => {
    const counted = await rows
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(counted?.count ?? 0);
  };
  if (!search) {
    const list = { ...input, categoryId: scope.categoryId };
    // SQLite reads a filtered list's page and count from listing_words.
    const byWords = isPostgres(db)
      ? null
      : await filteredPage(db, list, { offset, limit: input.page_size });
    if (byWords) return byWords;
    const pageIds = (rows: ListingQuery) =>
      rows
        .select('goods_listing.goods_id as id')
        .orderBy(`goods_listing.${column}`, direction)
        .orderBy('goods_listing.goods_id', direction)
        .limit(input.page_size)
        .offset(offset);
    // PostgreSQL counts a list from search_bits, and reads its page in the same statement, or
    // looks up the pieces of a sparse one.
    const known = isPostgres(db)
      ? await listedByBits(db, list, offset + input.page_size, pageIds(filtered))
      : null;
    if (known?.ids) return { ids: known.ids, total: known.total };
    const members = known?.members;
    // The bits name the list's pieces exactly: each is read once, from its narrow search row,
    // rather than from its listing rows under every category above it.
    const page = members
      ? searchListingRows(db, null).where(
          sql<boolean>`goods_listing.goods_id = any(${members}::integer[])`,
        )
      : filtered;
    const [rows, total] = await Promise.all([
      pageIds(page).execute(),
      known ? known.total : count(page),
    ]);
    return { ids: rows.map((r) => r.id), total };
  }
  const list = { ...input, categoryId: scope.categoryId };
  const page = { offset, limit: input.page_size };
  // PostgreSQL reads each rank from the list's rows by the rank's words alone.
  const listRows = () => whereFilters(searchListingRows(db, scope.categoryId), input);
  const byRank = await rankedPage(db, rankSearch(search), list, listRows, page);
  if (byRank) return byRank;
  // Each match's rank and sort fact, and no more: PostgreSQL would otherwise carry every match's
  // words to the count and the sort (offset 0 keeps it from merging the two queries).
  let matches = filtered.select([
    'goods_listing.goods_id as id',
    `goods_listing.${column} as fact`,
    rankOf(search, sql.ref('goods_listing.goods_id')).as('rank'),
  ]);
  if (search.postgres) matches = matches.offset(0);
  const rows = await db
    .selectFrom(matches.as('found'))
    .select((eb) => ['found.id', eb.fn.countAll<number>().over().as('total')])
    .orderBy('found.rank', 'desc')
    .orderBy('found.fact', direction)
    .orderBy('found.id', direction)
    .limit(input.page_size)
    .offset(offset)
    .execute();
  const first = rows[0];
  if (first || offset === 0) {
    return { ids: rows.map((r) => r.id), total: Number(first?.total ?? 0) };
  }
  // A page past the end holds no row to read the count from.
  return { ids: [], total: await count() };
}

/**
 * The list's page at the nearest reach of its search that finds something (REACHES), with how
 * many pieces the list then holds: a keyword found only in descriptions, or only in part, still
 * lists something.
 */
async function foundPage(db: Db, scope: Scope, input: Input) {
  const { search } = scope;
  if (!search) return { search: null, ...(await pageOf(db, scope, input, null)) };
  return readByWordsIndex(db, (reader) => searchedPage(reader, { ...scope, search }, input));
}

/**
 * foundPage of a search: as narrowed, then as typed at each reach in turn (the list's filters
 * may hold none of the narrowed search's pieces), on one connection where PostgreSQL plans it.
 */
async function searchedPage(db: Db, scope: Scope & { search: ListSearch }, input: Input) {
  const typed = scope.typed ?? scope.search;
  // One word held in part is not held: partial matches need two words or more.
  const single = typed.parsed.groups.length < 2;
  const reaches = REACHES.filter((r) => !(single && r === 'partial'));
  const wider = reaches.map((reach) => ({ ...typed, reach }));
  // A search not narrowed is the first of its reaches already.
  const searches = [
    scope.search,
    ...wider.filter((search) => scope.search !== typed || search.reach !== typed.reach),
  ];
  let found = { search: scope.search, ids: [] as number[], total: 0 };
  for (const search of searches) {
    found = { search, ...(await pageOf(db, scope, input, search)) };
    if (found.total > 0) break;
  }
  return found;
}

/**
 * The cards of one page of a list, without its count, filters or category: what a list's
 * document names for the browser to fetch first (server/opening-pages.ts).
 */
export async function listPageCards(db: Db, lang: Lang, input: Input) {
  const { ids } = await foundPage(db, await listScope(db, input), input);
  return loadGoodsCards(db, ids, lang);
}

/**
 * A category's filter panel without a search: of the whole shop's panel (kept by the instance),
 * the choices some piece of the category holds, asked of SQLite's listing_words or PostgreSQL's
 * search_bits instead of read from every piece of a large category.
 */
async function categoryPanel(db: Db, categoryId: number | null, lang: Lang): Promise<ScreenData> {
  const read = () => loadScreenData(db, listed(db, categoryId, null), lang);
  if (categoryId === null) return read();
  const wholeShop = await cachedScreen(db, panelScope(null, null, lang), () =>
    categoryPanel(db, null, lang),
  );
  const kept = isPostgres(db)
    ? await panelByBits(db, null, categoryId, wholeShop)
    : await listingWordsPanel(db, null, categoryId, wholeShop);
  return kept ?? read();
}

export async function listGoods(
  db: Db,
  lang: Lang,
  input: Input,
): Promise<CallReply<typeof goodsList>> {
  const scope = await listScope(db, input);
  const panelOf = (search: ListSearch | null): Promise<ScreenData> =>
    cachedScreen(db, panelScope(scope.categoryId, search, lang), async () => {
      // Both keep, of the category's panel, what the search's matches hold, where they can tell
      // without reading the matches: SQLite from listing_words, PostgreSQL from search_bits.
      if (search && readsByRank(rankSearch(search))) {
        const categoryPanel = await panelOf(null);
        const kept = search.postgres
          ? await panelByBits(db, rankSearch(search), scope.categoryId, categoryPanel)
          : await listingWordsPanel(db, rankSearch(search), scope.categoryId, categoryPanel);
        if (kept) return kept;
      }
      if (!search) return categoryPanel(db, scope.categoryId, lang);
      return readByWordsIndex(db, (reader) =>
        loadScreenData(reader, listed(reader, scope.categoryId, search), lang),
      );
    });
  // The panel of the list as first searched is read beside its page, on a connection of its own
  // where the database has several: a search seldom needs to reach further.
  const first = panelOf(scope.search);
  first.catch(() => undefined); // told when awaited; not awaited when the search reaches further
  const { search, ids, total } = await foundPage(db, scope, input);
  const [cards, words, screen, category] = await Promise.all([
    loadGoodsCards(db, ids, lang),
    cardWords(db, ids),
    search === scope.search ? first : panelOf(search),
    input.category_id ? categoryPath(db, input.category_id, lang) : Promise.resolve(null),
  ]);
  const list = cards.map((card) => ({ ...card, words: words.get(card.id) ?? '' }));
  return {
    list,
    pagination: {
      page: input.page,
      page_size: input.page_size,
      page_count: Math.ceil(total / input.page_size),
      totalCount: total,
      total_count: total,
    },
    screen,
    category,
    partial_match: search?.reach === 'partial',
  };
}
