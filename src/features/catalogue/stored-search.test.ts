import { describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsDetail } from '../../../contract/catalogue';
import { searchStoredGoods, storedProductList, type StoredGoodsQuery } from './stored-search';

const card = (id: number, name: string, series = 'Maison'): GoodsCard => ({
  id,
  sn: `SN-${id}`,
  name,
  series_name: series,
  price: 100_000,
  original_price: 100_000,
  promotion: null,
  is_new: false,
  sold_out: false,
  color_list: [],
});

const listPage = (cards: GoodsCard[]) => ({
  pages: [{ list: cards, pagination: {}, screen: {}, category: null }],
  pageParams: [1],
});

const detail = (id: number, name: string, stock: number): GoodsDetail =>
  ({
    ...card(id, name),
    description: '',
    material: '',
    care: '',
    series: { id: 1, name: 'Atelier' },
    season: { id: 1, name: '' },
    category: { id: 1, name: '', path: [] },
    size_kind: 'one',
    sizes: [],
    sku_list: [{ id: 1, color_id: 1, size: '', price: 1, original_price: 1, stock }],
  }) as GoodsDetail;

const stored: StoredGoodsQuery[] = [
  [
    ['goods', 'list', { category_id: 1 }, 'en'],
    listPage([card(1, 'Silk Scarf'), card(2, 'Leather Tote Bag')]),
  ],
  [
    ['goods', 'list', { category_id: 2 }, 'en'],
    listPage([card(2, 'Leather Tote Bag'), card(3, 'Wool Coat')]),
  ],
  [['goods', 'detail', 4, 'en'], detail(4, 'Mini Tote Bag', 0)],
  [['goods', 'list', { category_id: 1 }, 'cn'], listPage([card(1, '真丝围巾')])],
  [['goods', 'size-table', 4, 'en'], { rows: [] }],
];

describe('offline search among stored pieces', () => {
  it('finds pieces from lists and product pages seen before, once each', () => {
    const found = searchStoredGoods(stored, 'tote', 'en');
    expect(found.map((goods) => goods.id)).toEqual([2, 4]);
    expect(found.find((goods) => goods.id === 4)?.sold_out).toBe(true);
  });

  it('needs every word, ignores case, and keeps to the shopper’s language', () => {
    expect(searchStoredGoods(stored, 'LEATHER bag', 'en').map((g) => g.id)).toEqual([2]);
    expect(searchStoredGoods(stored, 'atelier', 'en').map((g) => g.id)).toEqual([4]);
    expect(searchStoredGoods(stored, '围巾', 'cn').map((g) => g.id)).toEqual([1]);
    expect(searchStoredGoods(stored, '围巾', 'en')).toEqual([]);
    expect(searchStoredGoods(stored, '   ', 'en')).toEqual([]);
  });

  it('shapes the matches as a single page', () => {
    const list = storedProductList(searchStoredGoods(stored, 'bag', 'en'));
    expect(list.pagination.totalCount).toBe(2);
    expect(list.pages).toEqual([1]);
  });
});
