import { describe, expect } from 'vitest';
import { searchCards } from '../../contract/card-search';
import { goodsList, type GoodsCard } from '../../contract/catalogue';
import { listGoods } from '../modules/catalogue/goods-list';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import { databases, type TestShop } from '../test/harness';

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
  // Narrowed to where the best matches hold each word (server/search/best-places.ts).
  'cashmere coat',
  'leather loafers',
  '真丝衬衫',
  'ivory shirt',
  '黑色外套',
];

const list = async (shop: TestShop, keyword: string | undefined, page: number) =>
  listGoods(shop.db, 'cn', goodsList.input.parse({ keyword, page, page_size: 60 }));
const allOf = async (shop: TestShop, keyword?: string) => {
  const found: GoodsCard[] = [];
  for (let page = 1; ; page++) {
    const reply = await list(shop, keyword, page);
    found.push(...reply.list);
    if (page >= reply.pagination.page_count) return { found, reply };
  }
};
/** Every list card of the shop, as a device stores them. */
const cardsOf = oncePerShop(async (shop: TestShop) => (await allOf(shop)).found);

const test = shopTest.extend('cards', ({ shop }) => cardsOf(shop));

describe.each(databases)('offline search by the cards’ words on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('gives every list card its words, by where the piece holds them, with their synonyms', ({
    cards,
  }) => {
    expect(cards.length).toBeGreaterThan(100);
    for (const card of cards) expect(card.words?.split('|')).toHaveLength(4);
    // The coats carry the words naming their category, which a search for one ranks first.
    const coat = cards.find((card) => card.sn === 'MP00-W-CO-0008');
    expect(coat?.words?.split('|')[3]?.split(' ')).toEqual(
      expect.arrayContaining(['外套', 'waitao', 'coat']),
    );
    expect(coat?.words?.split('|')[3]?.split(' ')).not.toContain('jacket');
    const bag = cards.find((card) => card.words?.split('|')[0]?.split(' ').includes('手袋'));
    expect(bag?.words?.split('|')[0]?.split(' ')).toEqual(
      expect.arrayContaining(['handbag', '包']),
    );
  });

  test.for(QUERIES)('finds by “%s” the pieces the shop finds', async (keyword, { shop, cards }) => {
    const { found, reply } = await allOf(shop, keyword);
    expect(reply.partial_match).toBe(false);
    const offline = searchCards(cards, keyword);
    expect(offline.partial).toBe(false);
    expect(new Set(offline.found.map((card) => card.id))).toEqual(
      new Set(found.map((card) => card.id)),
    );
  });
});
