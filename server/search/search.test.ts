import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsList, type GoodsCard, type SearchSuggestion } from '../../contract/catalogue';
import { listGoods } from '../modules/catalogue/goods-list';
import { call, createTestShop, databases, type TestShop } from '../test/harness';
import { reindexSearch } from './reindex';
import { addSynonyms, removeSynonyms, synonymGroups } from './synonyms';

interface Found {
  list: GoodsCard[];
  pagination: { total_count: number };
  partial_match: boolean;
}

describe.each(databases)('search on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop?.close());

  // Straight to the list, past the instance's short-lived reply cache: synonyms and the index
  // change between the searches here.
  const search = (keyword: string, lang: 'cn' | 'en' = 'cn') =>
    listGoods(shop.db, lang, goodsList.input.parse({ keyword, page_size: 60 }));
  const enNames = async (keyword: string) => (await search(keyword, 'en')).list.map((g) => g.name);
  const suggest = async (keyword: string, lang: 'cn' | 'en' = 'cn') =>
    (
      await call<{ list: SearchSuggestion[] }>(shop.app, 'api/kc/search-data/get-data', {
        query: { keyword },
        lang,
      })
    ).data.list;

  it('cuts Chinese typed without spaces into its words: 羊绒大衣 finds the cashmere coats first', async () => {
    const joined = await search('羊绒大衣');
    expect(joined.list.slice(0, 3).every((g) => /羊绒.*大衣/.test(g.name))).toBe(true);
    expect((await search('羊绒 大衣')).list.map((g) => g.id)).toEqual(joined.list.map((g) => g.id));
    const bags = await search('黑色手袋');
    expect(bags.pagination.total_count).toBeGreaterThan(0);
    expect(bags.partial_match).toBe(false);
  });

  it('finds the menu words in both languages, and the same pieces by each', async () => {
    for (const [cn, en] of [
      ['手袋', 'Bags'],
      ['鞋履', 'Shoes'],
      ['配饰', 'Accessories'],
      ['女士', 'Women'],
    ] as const) {
      const [a, b] = [await search(cn), await search(en, 'en')];
      expect(a.pagination.total_count, cn).toBeGreaterThan(10);
      expect(new Set(b.list.map((g) => g.id)), en).toEqual(new Set(a.list.map((g) => g.id)));
    }
  });

  it('finds Chinese words by their pinyin, typed joined, apart or as initials', async () => {
    const coats = (await search('大衣')).list.map((g) => g.id);
    expect(coats.length).toBeGreaterThan(3);
    for (const typed of ['dayi', 'da yi', 'DaYi']) {
      expect(
        (await search(typed)).list.map((g) => g.id),
        typed,
      ).toEqual(coats);
    }
    // Initials are shorter and stand for more words: the coats come first.
    const initials = (await search('dy')).list.map((g) => g.id);
    expect(initials.slice(0, 5).every((id) => coats.includes(id))).toBe(true);
  });

  it('finds plurals, synonyms and one-letter typos, and a word only as a whole word', async () => {
    expect(await enNames('sneakrs')).toEqual(await enNames('sneakers'));
    expect((await enNames('sneakers')).every((n) => /sneaker|trainer|runner/i.test(n))).toBe(true);
    expect((await enNames('cashmre')).length).toBeGreaterThan(3);
    expect(await enNames('cashmre')).toEqual(await enNames('cashmere'));
    expect(await enNames('scarves')).toEqual(await enNames('scarf'));
    // A colour's name is a word of the shop too, though no piece's name holds it.
    expect((await enNames('burgandy')).length).toBeGreaterThan(0);
    expect(await enNames('burgandy')).toEqual(await enNames('burgundy'));
    expect(new Set(await enNames('handbag'))).toEqual(new Set(await enNames('bag')));
    const coats = await enNames('coat');
    expect(coats.some((n) => /coated/i.test(n) && !/\bcoats?\b/i.test(n))).toBe(false);
    // Two letters wrong in a word of 5 to 8 letters is too far from any word of the shop.
    expect((await search('snaekrs', 'en')).list).toEqual([]);
  });

  it('ranks pieces named by the word above those whose description holds it', async () => {
    const { list } = await search('coat', 'en');
    const firstOther = list.findIndex((g) => !/coat/i.test(g.name));
    const lastNamed = list.map((g) => /coat/i.test(g.name)).lastIndexOf(true);
    expect(firstOther === -1 || lastNamed < firstOther).toBe(true);
  });

  it('finds a piece by its sn, whole or by its parts, in any case', async () => {
    const [first] = (await search('')).list;
    const sn = first?.sn ?? '';
    expect((await search(sn)).list.map((g) => g.sn)).toEqual([sn]);
    expect((await search(sn.toLowerCase().replaceAll('-', ''))).list.map((g) => g.sn)).toEqual([
      sn,
    ]);
  });

  it('returns the best partial matches, and says so, when no piece holds every word', async () => {
    const reply = await call<Found>(shop.app, 'api/default/goods-list', {
      query: { keyword: '大衣 zzqqxx', page_size: 60 },
    });
    expect(reply.data.partial_match).toBe(true);
    const found = await search('大衣 zzqqxx');
    expect(found.partial_match).toBe(true);
    // The pieces named 大衣 first, then those whose descriptions hold it.
    const named = (await search('大衣')).list.map((g) => g.id);
    expect(found.list.map((g) => g.id).slice(0, named.length)).toEqual(named);
    expect(found.pagination.total_count).toBeGreaterThan(named.length);
    const nothing = await search('zzqqxx%');
    expect(nothing.list).toEqual([]);
    expect(nothing.partial_match).toBe(false);
  });

  it('suggests categories by pinyin, prefix and synonym, then the pieces ranked first', async () => {
    const word = { word: '大衣', type: 'word', goods_id: null, category_id: null };
    expect(await suggest('dayi')).toContainEqual(word);
    expect(await suggest('da yi')).toContainEqual(word);
    expect((await suggest('羊')).map((s) => s.word)).toContain('羊绒');
    const coats = await suggest('外套');
    // Women's and men's coats and jackets: each says whose it is.
    expect(coats.filter((s) => s.type === 'category').map((s) => s.word)).toEqual([
      '女士 外套',
      '男士 外套',
    ]);
    const handbag = await suggest('handbag');
    expect(handbag[0]).toMatchObject({ word: '手袋', type: 'category' });
    expect(handbag.some((s) => s.type === 'goods')).toBe(true);
    expect((await suggest('sneak', 'en')).some((s) => /sneaker/i.test(s.word))).toBe(true);
    expect(await suggest('zzqqxx')).toEqual([]);
  });

  it('takes synonyms the operator adds, and forgets those removed', async () => {
    expect((await search('风衣外衣')).partial_match).toBe(true);
    expect(await addSynonyms(shop.db, ['大衣', '外衣'])).toEqual(
      expect.arrayContaining(['大衣', '外衣', 'coat']),
    );
    const coats = (await search('大衣')).list.map((g) => g.id);
    expect((await search('外衣')).list.map((g) => g.id)).toEqual(coats);
    await removeSynonyms(shop.db, ['外衣']);
    expect((await search('外衣')).list).toEqual([]);
  });

  it('refuses synonyms that are not single words, or would join two groups, changing nothing', async () => {
    const before = await synonymGroups(shop.db);
    await expect(addSynonyms(shop.db, ['大衣', 'long coat'])).rejects.toThrow(/not one word/);
    await expect(addSynonyms(shop.db, ['大衣', '手袋'])).rejects.toThrow(/two different groups/);
    await expect(addSynonyms(shop.db, ['大衣'])).rejects.toThrow(/at least two/);
    await expect(removeSynonyms(shop.db, ['nowordlikethis'])).rejects.toThrow(/no synonym/);
    expect(await synonymGroups(shop.db)).toEqual(before);
  });

  it('gives two groups added at the same instant a group each', async () => {
    await Promise.all([
      addSynonyms(shop.db, ['丝巾', 'silkscarf']),
      addSynonyms(shop.db, ['腕表', 'timepiece']),
    ]);
    const groups = await synonymGroups(shop.db);
    const of = (word: string) => groups.find((g) => g.words.includes(word))?.id;
    expect(of('丝巾')).toBe(of('silkscarf'));
    expect(of('腕表')).toBe(of('timepiece'));
    expect(of('丝巾')).not.toBe(of('腕表'));
  });

  it('rebuilds every piece’s words with reindex, and finds the same pieces after it', async () => {
    const before = (await search('羊绒大衣')).list.map((g) => g.id);
    await shop.db.deleteFrom('goods_search').execute();
    // Each database keeps each piece's words with its listing facts too.
    if (kind === 'postgres') await shop.db.deleteFrom('search_listing').execute();
    else await sql`delete from listing_words`.execute(shop.db);
    expect((await search('羊绒大衣')).list).toEqual([]);
    const { pieces, changed } = await reindexSearch(shop.db);
    expect(changed).toBe(pieces);
    expect((await search('羊绒大衣')).list.map((g) => g.id)).toEqual(before);
    expect((await reindexSearch(shop.db)).changed).toBe(0);
  });
});
