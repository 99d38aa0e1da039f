import type { GoodsCard, GoodsDetail } from '../../../contract/catalogue';
import type { GoodsListPage, ListGoods, ProductList } from './model';
import { EMPTY_SCREEN } from './model';

/** What the query cache holds under ['goods', …]: list pages and product details, raw. */
export type StoredGoodsQuery = readonly [queryKey: readonly unknown[], data: unknown];

function cardOfDetail(detail: GoodsDetail): GoodsCard {
  return {
    id: detail.id,
    sn: detail.sn,
    name: detail.name,
    series_name: detail.series.name,
    price: detail.price,
    original_price: detail.original_price,
    promotion: detail.promotion,
    is_new: detail.is_new,
    sold_out: detail.sku_list.every((sku) => sku.stock <= 0),
    color_list: detail.color_list,
  };
}

function storedCards(queries: readonly StoredGoodsQuery[], lang: string): GoodsCard[] {
  const cards: GoodsCard[] = [];
  for (const [key, data] of queries) {
    if (!data || key[0] !== 'goods' || key[key.length - 1] !== lang) continue;
    if (key[1] === 'list') {
      for (const page of (data as { pages?: GoodsListPage[] }).pages ?? [])
        cards.push(...page.list);
    } else if (key[1] === 'detail') {
      cards.push(cardOfDetail(data as GoodsDetail));
    }
  }
  return cards;
}

/**
 * Offline search: the pieces already stored on this device (in lists and product pages seen
 * before, in the shopper's language) whose name, number or series holds every word searched.
 */
export function searchStoredGoods(
  queries: readonly StoredGoodsQuery[],
  keyword: string,
  lang: string,
): ListGoods[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = new Map<number, ListGoods>();
  for (const card of storedCards(queries, lang)) {
    if (found.has(card.id)) continue;
    const text = `${card.name} ${card.sn} ${card.series_name}`.toLowerCase();
    if (words.every((word) => text.includes(word)))
      found.set(card.id, { ...card, activeColor: 0, isHort: true });
  }
  return [...found.values()];
}

/** Stored matches shaped as a one-page product list, so the usual list views can show them. */
export function storedProductList(list: ListGoods[]): ProductList {
  const count = list.length;
  return {
    list,
    pagination: { page: 1, page_size: count, page_count: 1, totalCount: count, total_count: count },
    screenData: EMPTY_SCREEN,
    category: null,
    pages: [1],
    partialMatch: false,
  };
}
