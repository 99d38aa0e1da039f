import { z } from 'zod';
import { defineCall, idParam, listParam, pageParam, pageSizeParam } from './call';
import { oneLine } from './fields';

export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

export interface Promotion {
  id: number;
  name: string;
  tag: string;
  discount_percent: number;
}

export interface ColorOption {
  color_id: number;
  name: string;
  hex: string;
  pic_url_group: Picture[];
  sold_out: boolean;
}

export interface GoodsCard {
  id: number;
  sn: string;
  name: string;
  series_name: string;
  price: number;
  original_price: number;
  promotion: Promotion | null;
  is_new: boolean;
  sold_out: boolean;
  color_list: ColorOption[];
  /**
   * On list replies: the piece's search words by where it holds them (contract/search-words.ts,
   * cardWordPlaces), for searching the pieces stored on the device when it is offline.
   */
  words?: string;
}

export interface Pagination {
  page: number;
  page_size: number;
  page_count: number;
  totalCount: number;
  total_count: number;
}

export interface ScreenOption {
  id: string;
  name: string;
  hex?: string;
}

/** The filter choices available for a list (spec: screenData). */
export interface ScreenData {
  series: ScreenOption[];
  color: ScreenOption[];
  size: ScreenOption[];
  season: ScreenOption[];
  promotion: ScreenOption[];
}

export interface CategoryRef {
  id: number;
  name: string;
}

export const GOODS_SORTS = ['default', 'new', 'price_asc', 'price_desc', 'sales'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const goodsList = defineCall<{
  list: GoodsCard[];
  pagination: Pagination;
  screen: ScreenData;
  category: (CategoryRef & { path: CategoryRef[] }) | null;
  /** True when no piece holds every word of the keyword: the list holds those with the most. */
  partial_match: boolean;
  /**
   * Only for a search the shopper has just made (contract/new-search.ts): what tells the shop, once,
   * that a result of it was opened (searchResultOpened). Valid a day; never stored.
   */
  search_token?: string;
}>()({
  r: 'api/default/goods-list',
  method: 'GET',
  input: z.object({
    category_id: idParam.optional(),
    keyword: oneLine(z.string().trim().max(50)).optional(),
    series: listParam(idParam),
    color: listParam(idParam),
    size: listParam(oneLine(z.string().trim().min(1).max(8))),
    season: listParam(idParam),
    promotion: listParam(idParam),
    sort: z.enum(GOODS_SORTS).default('default'),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});

export interface Sku {
  id: number;
  color_id: number;
  size: string;
  price: number;
  original_price: number;
  stock: number;
}

export type SizeKind = 'clothing' | 'shoes' | 'one';

export interface GoodsDetail {
  id: number;
  sn: string;
  name: string;
  description: string;
  material: string;
  care: string;
  price: number;
  original_price: number;
  promotion: Promotion | null;
  is_new: boolean;
  series: CategoryRef;
  season: CategoryRef;
  category: CategoryRef & { path: CategoryRef[] };
  size_kind: SizeKind;
  sizes: string[];
  color_list: ColorOption[];
  sku_list: Sku[];
  /** The workshop personalises the piece with initials (its composer: /personalizedList/detail). */
  personalisable: boolean;
}

export const goodsDetail = defineCall<GoodsDetail>()({
  r: 'api/goods/detail',
  method: 'GET',
  input: z.object({ id: idParam }),
});

export const guessLike = defineCall<{ list: GoodsCard[] }>()({
  r: 'api/goods/get-guess-like',
  method: 'GET',
  input: z.object({ id: idParam, limit: z.coerce.number().int().min(1).max(24).default(8) }),
});

export const collocation = defineCall<{ list: GoodsCard[] }>()({
  r: 'api/goods/get-collocation',
  method: 'GET',
  input: z.object({ id: idParam }),
});

export interface SizeReferenceTable {
  size_kind: SizeKind;
  title: string;
  headers: string[];
  rows: string[][];
  note: string;
}

export const sizeReferenceTable = defineCall<SizeReferenceTable | null>()({
  r: 'api/goods/get-size-reference-table',
  method: 'GET',
  input: z.object({ id: idParam }),
});

export const hotList = defineCall<{ list: { word: string }[] }>()({
  r: 'api/search/hot-list',
  method: 'GET',
  input: z.object({}),
});

export interface SearchSuggestion {
  word: string;
  /** word: a word of the shop completing what was typed (大衣 for dayi), searched as a keyword. */
  type: 'goods' | 'category' | 'series' | 'word';
  goods_id: number | null;
  category_id: number | null;
}

/** Tells the shop a result of a logged search was opened; a second time changes nothing. */
export const searchResultOpened = defineCall<null>()({
  r: 'api/search/result-opened',
  method: 'POST',
  input: z.object({
    search_token: z
      .string({ error: 'searchTokenMissing' })
      .regex(/^[\w-]{16,64}$/, { error: 'searchTokenMalformed' }),
  }),
});

export const searchData = defineCall<{ list: SearchSuggestion[] }>()({
  r: 'api/kc/search-data/get-data',
  method: 'GET',
  input: z.object({ keyword: oneLine(z.string().trim().max(50)).default('') }),
});

export const userSearchData = defineCall<{ list: string[] }>()({
  r: 'api/kc/search-data/get-user-search-data',
  method: 'GET',
  input: z.object({}),
});

/** Forgets the member's recent searches: every one, or only `word` (whatever its case). */
export const clearUserSearchData = defineCall<null>()({
  r: 'api/kc/search-data/clear-user-search-data',
  method: 'POST',
  noLogin: false,
  input: z.object({ word: oneLine(z.string().trim().max(50)).optional() }),
});
