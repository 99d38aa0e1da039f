import * as v from 'valibot';
import type { GoodsSort } from '../../../contract/catalogue';
import {
  MAX_ID,
  firstOf,
  listOf,
  orAbsent,
  wholeNumber,
  wholeNumberValue,
} from '../../lib/search-schema';

/** The sort orders of a goods list, in the order the sort menu shows them. */
export const SORTS = [
  'default',
  'new',
  'price_asc',
  'price_desc',
  'sales',
] as const satisfies readonly GoodsSort[];

export const FILTER_GROUPS = ['series', 'color', 'size', 'season', 'promotion'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

const MAX_KEYWORD_LENGTH = 50;
const MAX_SIZE_LENGTH = 8;
const MAX_PAGE = 1000;

/** The sorts the address names: no sort means `default`. */
const NAMED_SORTS = ['new', 'price_asc', 'price_desc', 'sales'] as const satisfies readonly Exclude<
  GoodsSort,
  'default'
>[];

const idList = () => listOf(wholeNumberValue(1, MAX_ID));

/** A size as the list's filters name it; the router reads "42" as a number. */
const sizeValue = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_SIZE_LENGTH),
);

/** The words searched for, spaces folded; the router reads "2024" or "true" as a value. */
const keywordValue = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform((word) =>
    String(word).replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH).trim(),
  ),
  v.minLength(1),
);

/**
 * The search parameters of a product list or a search result list, as they appear in the URL.
 * Defaults are left out (no sort means `default`, no page means 1) so that shared links stay
 * short. A key given more than once counts once; lists are sorted, each value once.
 */
export const productListSearchSchema = v.object({
  category_id: orAbsent(firstOf(wholeNumberValue(1, MAX_ID))),
  keyword: orAbsent(firstOf(keywordValue)),
  series: idList(),
  color: idList(),
  size: listOf(sizeValue),
  season: idList(),
  promotion: idList(),
  sort: orAbsent(firstOf(v.picklist(NAMED_SORTS))),
  page: orAbsent(firstOf(wholeNumberValue(2, MAX_PAGE))),
});

export type ProductListSearch = v.InferOutput<typeof productListSearchSchema>;

/** The search parameters of a goods detail page; `id` is 0 (none) when missing or invalid. */
export const goodsDetailSearchSchema = v.object({
  id: v.fallback(firstOf(wholeNumberValue(1, MAX_ID)), 0),
});

export type GoodsDetailSearch = v.InferOutput<typeof goodsDetailSearchSchema>;

/** A list's search as its route reads it: what the route does not take is dropped. */
export function readProductListSearch(raw: Record<string, unknown>): ProductListSearch {
  return v.parse(productListSearchSchema, raw);
}

/** Drops the keys whose value is undefined, so a search made here carries no empty keys. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Everything the server needs to list goods, with the defaults filled in. */
export interface GoodsListFilters {
  category_id: number | null;
  keyword: string;
  series: number[];
  color: number[];
  size: string[];
  season: number[];
  promotion: number[];
  sort: GoodsSort;
  /** The first page shown: the URL's page on a desktop, always 1 with infinite loading. */
  page: number;
}

export function listFilters(search: ProductListSearch, paged: boolean): GoodsListFilters {
  return {
    category_id: search.category_id ?? null,
    keyword: search.keyword ?? '',
    series: search.series ?? [],
    color: search.color ?? [],
    size: search.size ?? [],
    season: search.season ?? [],
    promotion: search.promotion ?? [],
    sort: search.sort ?? 'default',
    page: paged ? (search.page ?? 1) : 1,
  };
}

export type FilterValue = number | string;

export function selectedValues(search: ProductListSearch, group: FilterGroup): FilterValue[] {
  return search[group] ?? [];
}

/** How many filter choices are active (the keyword and the category are not filters). */
export function activeFilterCount(search: ProductListSearch): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + selectedValues(search, group).length, 0);
}

/**
 * A screen option's id (always a string from the server) as the value the URL holds for that
 * group: sizes stay strings, every other group holds numeric ids.
 */
export function filterValueOf(group: FilterGroup, optionId: string): FilterValue | undefined {
  return group === 'size' ? optionId : v.parse(wholeNumber(1, MAX_ID), optionId);
}

export function isSelected(
  search: ProductListSearch,
  group: FilterGroup,
  optionId: string,
): boolean {
  const value = filterValueOf(group, optionId);
  return value !== undefined && selectedValues(search, group).some((v) => v === value);
}

/** The search after one filter choice is switched on or off; the page starts again at 1. */
export function toggleFilter(
  search: ProductListSearch,
  group: FilterGroup,
  optionId: string,
): ProductListSearch {
  const value = filterValueOf(group, optionId);
  if (value === undefined) return search;
  const current = selectedValues(search, group);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return compact(readProductListSearch({ ...search, [group]: next, page: undefined }));
}

/** The search without any filter choice; category, keyword and sort stay. */
export function clearFilters(search: ProductListSearch): ProductListSearch {
  return compact<ProductListSearch>({
    category_id: search.category_id,
    keyword: search.keyword,
    sort: search.sort,
  });
}

export function withSort(search: ProductListSearch, sort: GoodsSort): ProductListSearch {
  return compact(readProductListSearch({ ...search, sort, page: undefined }));
}

export function withPage(search: ProductListSearch, page: number): ProductListSearch {
  return compact(readProductListSearch({ ...search, page }));
}
