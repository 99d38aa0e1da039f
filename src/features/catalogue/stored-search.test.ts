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
    personalisable: false,
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

const list = (queries: StoredGoodsQuery[], keyword: string, lang: string) =>
  searchStoredGoods(queries, keyword, lang).list.map((goods) => goods.id);

describe('offline search among stored pieces', () => {
  it('finds pieces from lists and product pages seen before, once each', () => {
    const found = searchStoredGoods(stored, 'tote', 'en').list;
    expect(found.map((goods) => goods.id)).toEqual([2, 4]);
    expect(found.find((goods) => goods.id === 4)?.sold_out).toBe(true);
  });

  it('needs every word, ignores case, and keeps to the shopper’s language', () => {
    expect(list(stored, 'LEATHER bag', 'en')).toEqual([2]);
    expect(list(stored, 'atelier', 'en')).toEqual([4]);
    expect(list(stored, '围巾', 'cn')).toEqual([1]);
    expect(list(stored, '围巾', 'en')).toEqual([]);
    expect(list(stored, '   ', 'en')).toEqual([]);
  });

  it('shapes the matches as a single page', () => {
    const page = storedProductList(searchStoredGoods(stored, 'bag', 'en'));
    expect(page.pagination.totalCount).toBe(2);
    expect(page.pages).toEqual([1]);
    expect(page.partialMatch).toBe(false);
  });
});

// Cards as list replies carry them: each place's words (name|category|attribute), with pinyin,
// initials, the single characters of Chinese names and the words' synonyms.
const worded = (id: number, name: string, words: string): GoodsCard => ({
  ...card(id, name),
  words,
});
const wordedStore: StoredGoodsQuery[] = [
  [
    ['goods', 'list', { keyword: '' }, 'cn'],
    listPage([
      worded(
        11,
        '羊绒双排扣大衣',
        '羊绒 yangrong yr 双排扣 shuangpaikou spk 大衣 dayi dy coat overcoat cashmere double breasted 羊 绒 双 排 扣 大 衣|女士 nvshi ns women woman 女装|黑色 heise hs black',
      ),
      worded(
        12,
        '羊毛大衣',
        '羊毛 yangmao ym 大衣 dayi dy coat overcoat wool 羊 毛 大 衣|女士 nvshi ns women|驼色 tuose ts camel',
      ),
      worded(
        13,
        '黑色皮革手袋',
        '黑色 heise hs 皮革 pige pg 手袋 shoudai sd 包 包袋 bag handbag black leather 黑 色 皮 革 手 袋|手袋 包 bag handbag|黑色 black',
      ),
      worded(
        14,
        '涂层帆布托特包',
        '涂层 tuceng tc 帆布 fanbu fb 托特包 tuotebao ttb coated canvas tote 涂 层 帆 布 托 特 包|手袋 包 bag handbag|象牙白 ivory',
      ),
      worded(
        15,
        '羊绒围巾',
        '羊绒 yangrong yr 围巾 weijin wj 披肩 scarf shawl cashmere 羊 绒 围 巾|配饰 accessory|羊绒 cashmere',
      ),
    ]),
  ],
];

describe('offline search by the shop’s rules, with the words stored cards carry', () => {
  it('cuts Chinese typed without spaces into the words the shop indexes', () => {
    expect(list(wordedStore, '羊绒大衣', 'cn')).toEqual([11]);
    expect(list(wordedStore, '黑色手袋', 'cn')).toEqual([13]);
    expect(list(wordedStore, '女士 大衣', 'cn')).toEqual([11, 12]);
  });

  it('finds Chinese words by their pinyin and initials, typed joined or apart', () => {
    expect(list(wordedStore, 'dayi', 'cn')).toEqual([11, 12]);
    expect(list(wordedStore, 'da yi', 'cn')).toEqual([11, 12]);
    expect(list(wordedStore, 'shoudai', 'cn')).toEqual([13]);
  });

  it('finds synonyms, plurals, and words with a slip', () => {
    expect(list(wordedStore, 'handbags', 'cn')).toEqual([13, 14]);
    expect(list(wordedStore, 'Coats', 'cn')).toEqual([11, 12]);
    expect(list(wordedStore, 'cashmre', 'cn')).toEqual([11, 15]);
    expect(list(wordedStore, 'scarves', 'cn')).toEqual([15]);
  });

  it('respects word boundaries: a coat is not a coated bag', () => {
    expect(list(wordedStore, 'coat', 'cn')).toEqual([11, 12]);
  });

  it('ranks pieces by where they hold the words: the name before the category or colour', () => {
    // 15 is named a cashmere scarf; 11 is a cashmere coat; a black bag names black, a coat its colour.
    expect(list(wordedStore, 'black', 'cn')).toEqual([13, 11]);
    expect(list(wordedStore, 'bag', 'cn')).toEqual([13, 14]);
  });

  it('lists the closest pieces, saying so, when none holds every word', () => {
    const found = searchStoredGoods(wordedStore, '大衣 zzqqxx', 'cn');
    expect(found.partial).toBe(true);
    expect(found.list.map((goods) => goods.id)).toEqual([11, 12]);
    expect(storedProductList(found).partialMatch).toBe(true);
    expect(searchStoredGoods(wordedStore, 'zzqqxx', 'cn')).toEqual({ list: [], partial: false });
  });
});
