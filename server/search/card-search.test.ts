import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCards } from '../../contract/card-search';
import { goodsList, type GoodsCard } from '../../contract/catalogue';
import { listGoods } from '../modules/catalogue/goods-list';
import { createTestShop, databases, type TestShop } from '../test/harness';

// A device offline searches the list cards it has stored, by the words they carry
// (contract/card-search.ts): with every card of the shop stored, it finds what the shop finds.

const QUERIES = [
  '羊绒大衣',
  '黑色手袋',
  '女士 大衣',
  '大衣',
  'dayi',
  'da yi',
  'shoudai',
  'handbag',
  'coats',
  'sneakrs',
  'cashmre',
  'scarves',
  'black coat',
  '围巾',
  'Accessories',
  '驼色大衣',
  '丝质连衣裙',
  'yangrong',
  'leather bags',
  'women coat',
  '酒红色',
];

describe.each(databases)('offline search by the cards’ words on %s', (kind) => {
  let shop: TestShop;
  const cards: GoodsCard[] = [];
  const list = async (keyword: string | undefined, page: number) =>
    listGoods(shop.db, 'cn', goodsList.input.parse({ keyword, page, page_size: 60 }));
  const allOf = async (keyword?: string) => {
    const found: GoodsCard[] = [];
    for (let page = 1; ; page++) {
      const reply = await list(keyword, page);
      found.push(...reply.list);
      if (page >= reply.pagination.page_count) return { found, reply };
    }
  };
  beforeAll(async () => {
    shop = await createTestShop(kind);
    cards.push(...(await allOf()).found);
  });
  afterAll(() => shop?.close());

  it('gives every list card its words, by where the piece holds them, with their synonyms', () => {
    expect(cards.length).toBeGreaterThan(100);
    for (const card of cards) expect(card.words?.split('|')).toHaveLength(3);
    const bag = cards.find((card) => card.words?.split('|')[0]?.split(' ').includes('手袋'));
    expect(bag?.words?.split('|')[0]?.split(' ')).toEqual(
      expect.arrayContaining(['handbag', '包']),
    );
  });

  it.each(QUERIES)('finds by “%s” the pieces the shop finds', async (keyword) => {
    const { found, reply } = await allOf(keyword);
    expect(reply.partial_match).toBe(false);
    const offline = searchCards(cards, keyword);
    expect(offline.partial).toBe(false);
    expect(new Set(offline.found.map((card) => card.id))).toEqual(
      new Set(found.map((card) => card.id)),
    );
  });
});
