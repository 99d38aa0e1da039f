import type { InfiniteData } from '@tanstack/react-query';
import type {
  CategoryRef,
  ColorOption,
  GoodsCard,
  GoodsDetail,
  Pagination,
  Picture,
  ScreenData,
  Sku,
} from '../../../contract/catalogue';
import { dropCoverPicture } from '../../../contract/gallery';

/** One page of `api/default/goods-list`. */
export interface GoodsListPage {
  list: GoodsCard[];
  pagination: Pagination;
  screen: ScreenData;
  category: (CategoryRef & { path: CategoryRef[] }) | null;
  /** Absent from a reply stored on the device by an earlier version of the shop. */
  partial_match?: boolean;
}

/**
 * Spec §3: every product starts on its first colour (`activeColor` 0); the products that
 * arrive by paging, after the first load, carry `isHort` false.
 */
export type ListGoods = GoodsCard & { activeColor: number; isHort: boolean };

/** Spec §3 "Product list": productList (list and pagination) and screenData. */
export interface ProductList {
  list: ListGoods[];
  pagination: Pagination;
  screenData: ScreenData;
  category: GoodsListPage['category'];
  /** The page numbers that are on screen, in order. */
  pages: number[];
  /** No piece holds every word searched: the list holds those that hold the most of them. */
  partialMatch: boolean;
}

export const EMPTY_SCREEN: ScreenData = {
  series: [],
  color: [],
  size: [],
  season: [],
  promotion: [],
};

/** The total of a reply, whichever of the two spellings the server filled in. */
export function totalCount(pagination: Pagination | undefined): number {
  if (!pagination) return 0;
  return Number(pagination.totalCount ?? pagination.total_count ?? 0) || 0;
}

/** The `select` of the goods list query: the pages of an infinite query as one product list. */
export function toProductList(data: InfiniteData<GoodsListPage, number>): ProductList {
  const seen = new Set<number>();
  const list: ListGoods[] = [];
  data.pages.forEach((page, index) => {
    for (const goods of page.list) {
      if (seen.has(goods.id)) continue;
      seen.add(goods.id);
      list.push({ ...goods, activeColor: 0, isHort: index === 0 });
    }
  });
  const first = data.pages[0];
  const last = data.pages[data.pages.length - 1];
  return {
    list,
    pagination: last?.pagination ?? {
      page: 1,
      page_size: 0,
      page_count: 0,
      totalCount: 0,
      total_count: 0,
    },
    screenData: first?.screen ?? EMPTY_SCREEN,
    category: first?.category ?? null,
    pages: [...data.pageParams],
    partialMatch: first?.partial_match ?? false,
  };
}

/** The next page to load after the last loaded one, or undefined at the end. */
export function nextPageOf(page: GoodsListPage): number | undefined {
  const { page: current, page_count } = page.pagination;
  return current < page_count ? current + 1 : undefined;
}

/** Spec §3: likeGoods (and any other rail of cards) each start on their first colour. */
export function withActiveColor(list: GoodsCard[]): (GoodsCard & { activeColor: number })[] {
  return list.map((goods) => ({ ...goods, activeColor: 0 }));
}

/**
 * The colour a card shows: the one chosen on it, else the first of the colours the list is
 * filtered by, else the product's own active colour.
 */
export function cardColor(
  goods: GoodsCard & { activeColor?: number },
  chosen: number | undefined,
  filteredColors: readonly number[] = [],
): ColorOption | undefined {
  const matching = goods.color_list.findIndex((c) => filteredColors.includes(c.color_id));
  const index = chosen ?? (matching >= 0 ? matching : (goods.activeColor ?? 0));
  return goods.color_list[index] ?? goods.color_list[0];
}

export { dropCoverPicture };

/** The reply code of a call about goods that do not exist (or are no longer on sale). */
export const CODE_GOODS_NOT_FOUND = 4004;

/** What the detail page shows. */
export type DetailScreen = 'detail' | 'gone' | 'loading' | 'failed';

/**
 * The detail as last loaded, unless the shop now says the piece is gone: a copy kept from an
 * earlier visit must not go on offering a piece taken off sale. Offline, the copy is shown.
 */
export function detailScreen(query: {
  hasDetail: boolean;
  isPending: boolean;
  /** The reply code of the last failed load; null when it did not fail with one. */
  errorCode: number | null;
}): DetailScreen {
  if (query.errorCode === CODE_GOODS_NOT_FOUND) return 'gone';
  if (query.hasDetail) return 'detail';
  return query.isPending ? 'loading' : 'failed';
}

/** The `select` of the goods detail query. */
export function toGoodsDetail(detail: GoodsDetail): GoodsDetail {
  return {
    ...detail,
    color_list: detail.color_list.map((color) => ({
      ...color,
      pic_url_group: dropCoverPicture(color.pic_url_group),
    })),
  };
}

export const ONE_SIZE = 'ONE';

/** Goods sold in one size only need no size choice. */
export function isOneSize(detail: Pick<GoodsDetail, 'size_kind' | 'sizes'>): boolean {
  return (
    detail.size_kind === 'one' ||
    (detail.sizes.length === 1 && detail.sizes[0]?.toUpperCase() === ONE_SIZE)
  );
}

export const LOW_STOCK = 3;

export interface SizeChoice {
  size: string;
  stock: number;
  sku: Sku | null;
  soldOut: boolean;
  /** The few pieces left, when 3 or fewer remain; otherwise null. */
  fewLeft: number | null;
}

/** The sizes of one colour, in the goods' size order, with their stock. */
export function sizesOfColor(detail: GoodsDetail, colorIndex: number): SizeChoice[] {
  const color = detail.color_list[colorIndex];
  return detail.sizes.map((size) => {
    const sku =
      (color && detail.sku_list.find((s) => s.color_id === color.color_id && s.size === size)) ||
      null;
    const stock = Math.max(0, sku?.stock ?? 0);
    return {
      size,
      stock,
      sku,
      soldOut: stock === 0,
      fewLeft: stock > 0 && stock <= LOW_STOCK ? stock : null,
    };
  });
}

/** The SKU of a piece with nothing to choose (one colour, one size), when it is in stock. */
export function onlySkuInStock(detail: GoodsDetail): Sku | null {
  if (detail.color_list.length !== 1 || !isOneSize(detail)) return null;
  const [choice] = sizesOfColor(detail, 0);
  return choice && !choice.soldOut ? choice.sku : null;
}

/** Spec §5 "this colour or size is out of stock": no size of the colour has stock. */
export function colorSoldOut(detail: GoodsDetail, colorIndex: number): boolean {
  return sizesOfColor(detail, colorIndex).every((choice) => choice.soldOut);
}

/** The SKU for a colour and size, if it exists and is in stock. */
export function skuFor(detail: GoodsDetail, colorIndex: number, size: string | null): Sku | null {
  if (size === null) return null;
  const choice = sizesOfColor(detail, colorIndex).find((c) => c.size === size);
  return choice && !choice.soldOut ? choice.sku : null;
}

/** The pictures of a colour (spec §3 skuImgs), after the detail's picture rule. */
export function picturesOfColor(detail: GoodsDetail, colorIndex: number): Picture[] {
  return (detail.color_list[colorIndex] ?? detail.color_list[0])?.pic_url_group ?? [];
}

/** The size that is chosen before the shopper chooses: the only size of one-size goods. */
export function preselectedSize(detail: GoodsDetail, colorIndex: number): string | null {
  if (!isOneSize(detail)) return null;
  const only = detail.sizes[0] ?? ONE_SIZE;
  return skuFor(detail, colorIndex, only) ? only : null;
}

/** After switching colour, the chosen size stays only when the new colour has it in stock. */
export function sizeAfterColorChange(
  detail: GoodsDetail,
  colorIndex: number,
  selectedSize: string | null,
): string | null {
  if (isOneSize(detail)) return preselectedSize(detail, colorIndex);
  return skuFor(detail, colorIndex, selectedSize) ? selectedSize : null;
}

/** Percent off, rounded, when the goods sell below their original price. */
export function discountPercent(price: number, originalPrice: number): number | null {
  if (!(originalPrice > price) || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The numbered pages to offer: first, last, and a window around the current ones. */
export function pageNumbers(current: number[], pageCount: number): (number | 'gap')[] {
  if (pageCount <= 0) return [];
  const shown = new Set<number>([1, pageCount]);
  for (const page of current) {
    for (let p = page - 1; p <= page + 1; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push('gap');
    out.push(page);
  });
  return out;
}
