import type { GoodsCard, GoodsDetail } from '../../../contract/catalogue';
import type { GoodsListPage, ListGoods, ProductList } from './model';
import { EMPTY_SCREEN } from './model';
import { searchCards } from '../../../contract/card-search';

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
 * before, in the shopper's language), found by the shop's rules as far as a device can follow
 * them (contract/card-search.ts).
 */
export function searchStoredGoods(
  queries: readonly StoredGoodsQuery[],
  keyword: string,
  lang: string,
): { list: ListGoods[]; partial: boolean } {
  const cards = new Map<number, GoodsCard>();
  // A piece stored both in a list and as a product page is searched by the list's card, with words.
  for (const card of storedCards(queries, lang)) {
    if (!cards.get(card.id)?.words) cards.set(card.id, card);
  }
  const { found, partial } = searchCards([...cards.values()], keyword);
  return { list: found.map((card) => ({ ...card, activeColor: 0, isHort: true })), partial };
}

/** Stored matches shaped as a one-page product list, so the usual list views can show them. */
export function storedProductList({
  list,
  partial,
}: {
  list: ListGoods[];
  partial: boolean;
}): ProductList {
  const count = list.length;
  return {
    list,
    pagination: { page: 1, page_size: count, page_count: 1, totalCount: count, total_count: count },
    screenData: EMPTY_SCREEN,
    category: null,
    pages: [1],
    partialMatch: partial,
  };
}
