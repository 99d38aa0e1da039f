import { sql, type SelectQueryBuilder } from 'kysely';
import type { CallParsed, CallReply } from '../../../contract/call';
import type { goodsList } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import {
  isPostgres,
  matchingIds,
  parseSearch,
  rankOf,
  REACHES,
  type ParsedSearch,
  type Reach,
} from '../../search/query';
import { currentVocabulary } from '../../search/shop-vocabulary';
import { loadGoodsCards } from './cards';
import { categoryPath, categoryWithDescendants } from './categories';
import { loadScreenData } from './screen';

type Input = CallParsed<typeof goodsList>;
type GoodsQuery = SelectQueryBuilder<Database, 'goods', object>;

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

/** Goods on sale in the categories that the search finds. */
export function whereBase(
  query: GoodsQuery,
  categoryIds: number[] | null,
  search: ListSearch | null,
) {
  let q = query.where('goods.on_sale', '=', 1);
  if (categoryIds) q = q.where('goods.category_id', 'in', categoryIds.length ? categoryIds : [-1]);
  if (search) q = q.where('goods.id', 'in', matchingIds(search));
  return q;
}

function whereFilters(query: GoodsQuery, input: Input): GoodsQuery {
  let q = query;
  if (input.series.length) q = q.where('goods.series_id', 'in', input.series);
  if (input.season.length) q = q.where('goods.season_id', 'in', input.season);
  if (input.promotion.length) q = q.where('goods.promotion_id', 'in', input.promotion);
  if (input.color.length) {
    const colors = input.color;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('goods_color')
          .select('goods_color.id')
          .whereRef('goods_color.goods_id', '=', 'goods.id')
          .where('goods_color.color_id', 'in', colors),
      ),
    );
  }
  if (input.size.length) {
    const sizes = input.size;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sku')
          .select('sku.id')
          .whereRef('sku.goods_id', '=', 'goods.id')
          .where('sku.size', 'in', sizes)
          .where('sku.stock', '>', 0),
      ),
    );
  }
  return q;
}

function ordered(
  listed: SelectQueryBuilder<Database, 'goods', { id: number }>,
  sort: Input['sort'],
  search: ListSearch | null,
) {
  const query = search
    ? listed.orderBy(rankOf(search.parsed, sql.ref('goods.id')), 'desc')
    : listed;
  switch (sort) {
    case 'new':
      return query.orderBy('goods.created_at', 'desc').orderBy('goods.id', 'desc');
    case 'price_asc':
      return query.orderBy('goods.price', 'asc').orderBy('goods.id', 'asc');
    case 'price_desc':
      return query.orderBy('goods.price', 'desc').orderBy('goods.id', 'desc');
    case 'sales':
      return query.orderBy('goods.sales', 'desc').orderBy('goods.id', 'desc');
    default:
      return query.orderBy('goods.sort', 'asc').orderBy('goods.id', 'asc');
  }
}

/** Which goods a list holds before filters and paging: its categories, its search. */
async function listScope(db: Db, input: Input) {
  const [categoryIds, search] = await Promise.all([
    input.category_id ? categoryWithDescendants(db, input.category_id) : null,
    listSearch(db, input.keyword),
  ]);
  return { categoryIds, search };
}

function pageIds(filtered: GoodsQuery, input: Input, search: ListSearch | null) {
  return ordered(filtered.select('goods.id'), input.sort, search)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute();
}

type Scope = Awaited<ReturnType<typeof listScope>>;

/**
 * The list's search at the nearest reach that finds something (REACHES), with how many pieces
 * the list then holds: a keyword found only in descriptions, or only in part, still lists
 * something.
 */
async function widened(db: Db, scope: Scope, input: Input) {
  const count = async (search: ListSearch | null) => {
    const row = await whereFilters(
      whereBase(db.selectFrom('goods'), scope.categoryIds, search),
      input,
    )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  let found = { search: scope.search, total: 0 };
  for (const reach of REACHES) {
    if (!scope.search) return { search: null, total: await count(null) };
    if (reach === 'partial' && scope.search.parsed.groups.length < 2) break;
    const search = { ...scope.search, reach };
    found = { search, total: await count(search) };
    if (found.total > 0) break;
  }
  return found;
}

/**
 * The cards of one page of a list, without its count, filters or category: what a list's
 * document names for the browser to fetch first (server/opening-pages.ts).
 */
export async function listPageCards(db: Db, lang: Lang, input: Input) {
  const scope = await listScope(db, input);
  const { search } = await widened(db, scope, input);
  const filtered = whereFilters(
    whereBase(db.selectFrom('goods'), scope.categoryIds, search),
    input,
  );
  const rows = await pageIds(filtered, input, search);
  return loadGoodsCards(
    db,
    rows.map((r) => r.id),
    lang,
  );
}

export async function listGoods(
  db: Db,
  lang: Lang,
  input: Input,
): Promise<CallReply<typeof goodsList>> {
  const scope = await listScope(db, input);
  const { search, total } = await widened(db, scope, input);
  const base = whereBase(db.selectFrom('goods'), scope.categoryIds, search);
  const filtered = whereFilters(base, input);

  const [pageRows, screen, category] = await Promise.all([
    pageIds(filtered, input, search),
    loadScreenData(db, base, lang),
    input.category_id ? categoryPath(db, input.category_id, lang) : Promise.resolve(null),
  ]);
  const list = await loadGoodsCards(
    db,
    pageRows.map((r) => r.id),
    lang,
  );
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
