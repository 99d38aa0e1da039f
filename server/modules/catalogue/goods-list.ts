import { sql, type SelectQueryBuilder } from 'kysely';
import type { CallParsed, CallReply } from '../../../contract/call';
import type { goodsList } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { loadGoodsCards } from './cards';
import { categoryPath, categoryWithDescendants } from './categories';
import { loadScreenData } from './screen';

type Input = CallParsed<typeof goodsList>;
type GoodsQuery = SelectQueryBuilder<Database, 'goods', object>;

/** Words of a search, lower-cased, with LIKE's wildcards escaped so they match literally. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => word.replace(/[\\%_]/g, (c) => `\\${c}`));
}

/** Goods on sale in the categories and matching every search term (in any language). */
export function whereBase(query: GoodsQuery, categoryIds: number[] | null, terms: string[]) {
  let q = query.where('goods.on_sale', '=', 1);
  if (categoryIds) q = q.where('goods.category_id', 'in', categoryIds.length ? categoryIds : [-1]);
  for (const term of terms) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('goods_text')
          .select('goods_text.goods_id')
          .whereRef('goods_text.goods_id', '=', 'goods.id')
          .where(sql<boolean>`goods_text.search_text like ${`%${term}%`} escape '\\'`),
      ),
    );
  }
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
  query: SelectQueryBuilder<Database, 'goods', { id: number }>,
  sort: Input['sort'],
) {
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

/** The goods a list holds before paging: its category's and sub-categories', the keyword's. */
async function listBase(db: Db, input: Input) {
  const categoryIds = input.category_id
    ? await categoryWithDescendants(db, input.category_id)
    : null;
  return whereBase(db.selectFrom('goods'), categoryIds, searchTerms(input.keyword));
}

function pageIds(filtered: GoodsQuery, input: Input) {
  return ordered(filtered.select('goods.id'), input.sort)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute();
}

/**
 * The cards of one page of a list, without its count, filters or category: what a list's
 * document names for the browser to fetch first (server/opening-pages.ts).
 */
export async function listPageCards(db: Db, lang: Lang, input: Input) {
  const rows = await pageIds(whereFilters(await listBase(db, input), input), input);
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
  const base = await listBase(db, input);
  const filtered = whereFilters(base, input);

  const [countRow, pageRows, screen, category] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    pageIds(filtered, input),
    loadScreenData(db, base, lang),
    input.category_id ? categoryPath(db, input.category_id, lang) : Promise.resolve(null),
  ]);
  const total = Number(countRow?.count ?? 0);
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
  };
}
