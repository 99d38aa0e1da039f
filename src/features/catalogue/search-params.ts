import type { GoodsSort } from '../../../contract/catalogue';

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

const MAX_LIST_LENGTH = 50;
const MAX_KEYWORD_LENGTH = 50;
const MAX_SIZE_LENGTH = 8;
const MAX_PAGE = 1000;

/**
 * The search parameters of a product list or a search result list, as they appear in the URL.
 * Defaults are left out (no sort means `default`, no page means 1) so that shared links stay short.
 */
export interface ProductListSearch {
  category_id?: number;
  keyword?: string;
  series?: number[];
  color?: number[];
  size?: string[];
  season?: number[];
  promotion?: number[];
  sort?: Exclude<GoodsSort, 'default'>;
  page?: number;
}

/** The search parameters of a goods detail page; `id` is 0 when missing or invalid. */
export interface GoodsDetailSearch {
  id: number;
}

/** A value of a query string as the router hands it over: a string, a number, or a list of them. */
function flatten(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.flatMap(flatten);
      } catch {
        // not JSON: read it as a plain comma-separated value below
      }
    }
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  return [value];
}

export function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

function idList(value: unknown): number[] | undefined {
  const ids = new Set<number>();
  for (const item of flatten(value)) {
    const id = positiveInt(item);
    if (id !== undefined) ids.add(id);
    if (ids.size >= MAX_LIST_LENGTH) break;
  }
  return ids.size ? [...ids].sort((a, b) => a - b) : undefined;
}

function sizeList(value: unknown): string[] | undefined {
  const sizes = new Set<string>();
  for (const item of flatten(value)) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const size = String(item).trim();
    if (size && size.length <= MAX_SIZE_LENGTH) sizes.add(size);
    if (sizes.size >= MAX_LIST_LENGTH) break;
  }
  return sizes.size ? [...sizes].sort() : undefined;
}

function keywordOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  // The router reads "2024" or "true" in a query string as a number or a boolean.
  if (typeof first !== 'string' && typeof first !== 'number' && typeof first !== 'boolean') {
    return undefined;
  }
  const keyword = String(first).replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH).trim();
  return keyword || undefined;
}

function sortOf(value: unknown): ProductListSearch['sort'] {
  const first = Array.isArray(value) ? value[0] : value;
  return SORTS.find((sort) => sort === first && sort !== 'default') as ProductListSearch['sort'];
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Drops the keys whose value is undefined, so a validated search never carries empty keys. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Route `validateSearch` of the list and results routes: junk falls back to the defaults. */
export function validateProductListSearch(raw: Record<string, unknown>): ProductListSearch {
  const page = positiveInt(firstOf(raw.page), MAX_PAGE);
  return compact<ProductListSearch>({
    category_id: positiveInt(firstOf(raw.category_id)),
    keyword: keywordOf(raw.keyword),
    series: idList(raw.series),
    color: idList(raw.color),
    size: sizeList(raw.size),
    season: idList(raw.season),
    promotion: idList(raw.promotion),
    sort: sortOf(raw.sort),
    page: page === 1 ? undefined : page,
  });
}

/** Route `validateSearch` of the detail routes. */
export function validateGoodsDetailSearch(raw: Record<string, unknown>): GoodsDetailSearch {
  return { id: positiveInt(firstOf(raw.id)) ?? 0 };
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
  return group === 'size' ? optionId : positiveInt(optionId);
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
  return validateProductListSearch({ ...search, [group]: next, page: undefined });
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
  return validateProductListSearch({ ...search, sort, page: undefined });
}

export function withPage(search: ProductListSearch, page: number): ProductListSearch {
  return validateProductListSearch({ ...search, page });
}
