import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import { goodsList, type GoodsCard, type SearchSuggestion } from '../../contract/catalogue';
import { listed, listGoods, listSearch } from '../modules/catalogue/goods-list';
import { call, databases, type TestShop } from '../test/harness';
import { refreshListing } from '../catalogue/listing';
import { reindexSearch } from './reindex';
import { addSynonyms, removeSynonyms, synonymGroups } from './synonyms';

interface Found {
  list: GoodsCard[];
  pagination: { total_count: number };
  partial_match: boolean;
}

describe.each(databases)('search on %s', (kind) => {
  test.override({ databaseKind: kind });

  // Straight to the list, past the instance's short-lived reply cache: synonyms and the index
  // change between the searches here.
  const search = (shop: TestShop, keyword: string, lang: 'cn' | 'en' = 'cn') =>
    listGoods(shop.db, lang, goodsList.input.parse({ keyword, page_size: 60 }));
  const enNames = async (shop: TestShop, keyword: string) =>
    (await search(shop, keyword, 'en')).list.map((g) => g.name);
  const suggest = async (shop: TestShop, keyword: string, lang: 'cn' | 'en' = 'cn') =>
    (
      await call<{ list: SearchSuggestion[] }>(shop.app, 'api/kc/search-data/get-data', {
        query: { keyword },
        lang,
      })
    ).data.list;

  test('cuts Chinese typed without spaces into its words: 羊绒大衣 finds the cashmere coats first', async ({
    shop,
  }) => {
    const joined = await search(shop, '羊绒大衣');
    expect(joined.list.slice(0, 3).every((g) => /羊绒.*大衣/.test(g.name))).toBe(true);
    expect((await search(shop, '羊绒 大衣')).list.map((g) => g.id)).toEqual(
      joined.list.map((g) => g.id),
    );
    const bags = await search(shop, '黑色手袋');
    expect(bags.pagination.total_count).toBeGreaterThan(0);
    expect(bags.partial_match).toBe(false);
  });

  test('finds a synonym by its word, not by a word that only sounds like it: scarves are no pumps', async ({
    shop,
  }) => {
    // The pointed pumps (漆皮尖头) hold 皮尖, whose pinyin is that of 披肩, a word for a scarf.
    const scarves = await enNames(shop, 'scarves');
    expect(scarves.length).toBeGreaterThan(5);
    expect(scarves.filter((name) => /pumps/i.test(name))).toEqual([]);
    expect((await enNames(shop, 'pijian')).some((name) => /stole/i.test(name))).toBe(true);
  });

  test('reads a word spelled in pinyin as pinyin, not as a slip: maozi finds the hats, not maoyi', async ({
    shop,
  }) => {
    const hats = await search(shop, 'maozi');
    expect(hats.list.length).toBeGreaterThan(0);
    expect(hats.list.every((g) => g.name.includes('帽'))).toBe(true);
  });

  test('finds a slip in a plural by the plural of the shop’s word: scaves finds the scarves', async ({
    shop,
  }) => {
    const names = await enNames(shop, 'scaves');
    expect(names.length).toBeGreaterThan(5);
    expect(names[0]).toMatch(/scarf/i);
    expect(new Set(names)).toEqual(new Set(await enNames(shop, 'scarves')));
  });

  const piecesOf = async (shop: TestShop, ...slugs: string[]) => {
    const rows = await shop.db
      .selectFrom('goods')
      .innerJoin('category', 'category.id', 'goods.category_id')
      .select('goods.id')
      .where('category.slug', 'in', slugs)
      .where('goods.on_sale', '=', 1)
      .execute();
    return new Set(rows.map((row) => row.id));
  };

  test('tells the kinds of a category named for two apart: a skirt is no trouser, the whole name finds both', async ({
    shop,
  }) => {
    // The jeans say no kind: they may be either, and come after every piece named a skirt.
    const skirts = await enNames(shop, 'skirt');
    const named = skirts.filter((name) => /skirt/i.test(name));
    expect(named.length).toBeGreaterThan(2);
    expect(skirts.slice(0, named.length)).toEqual(named);
    expect(skirts.slice(named.length)).toEqual(['Japanese Denim Straight-Leg Jeans']);
    const trousers = await enNames(shop, 'trousers');
    expect(trousers.filter((name) => /skirt/i.test(name))).toEqual([]);
    const category = await piecesOf(shop, 'women-skirts-trousers');
    for (const [keyword, lang] of [
      ['Skirts & Trousers', 'en'],
      ['skirts and trousers', 'en'],
      ['半裙与长裤', 'cn'],
    ] as const) {
      const found = await search(shop, keyword, lang);
      expect(new Set(found.list.map((g) => g.id)), keyword).toEqual(category);
    }
  });

  test('puts the pieces of the category a word names before pieces whose names hold it', async ({
    shop,
  }) => {
    const outerwear = await piecesOf(shop, 'women-coats', 'men-coats');
    for (const keyword of ['外套', 'waitao']) {
      const found = (await search(shop, keyword)).list.map((g) => g.id);
      expect(found.length, keyword).toBeGreaterThan(outerwear.size);
      expect(new Set(found.slice(0, outerwear.size)), keyword).toEqual(outerwear);
    }
  });

  test('narrows a search of several words to where its best matches hold them: a cashmere coat is named so', async ({
    shop,
  }) => {
    const typed = await listSearch(shop.db, 'cashmere coat');
    if (!typed) throw new Error('no search');
    const holdingBoth = await listed(shop.db, null, typed)
      .select('goods_listing.goods_id as id')
      .execute();
    const found = await search(shop, 'cashmere coat', 'en');
    expect(found.list.length).toBeGreaterThan(1);
    expect(found.list.filter((g) => !/cashmere/i.test(g.name))).toEqual([]);
    expect(found.pagination.total_count).toBe(found.list.length);
    const kept = new Set(found.list.map((g) => g.id));
    const left = holdingBoth.map((row) => row.id).filter((id) => !kept.has(id));
    // The coats whose material alone names some cashmere.
    expect(left.length).toBeGreaterThan(0);
    // Filtered by a colour none of the coats named cashmere come in, the list shows those.
    const colours = await shop.db
      .selectFrom('goods_color')
      .select(['goods_id', 'color_id'])
      .where('goods_id', 'in', left)
      .execute();
    const keptColours = await shop.db
      .selectFrom('goods_color')
      .select('color_id')
      .where('goods_id', 'in', [...kept])
      .execute();
    const other = colours.find((c) => !keptColours.some((k) => k.color_id === c.color_id));
    if (!other) throw new Error('every colour of the left-out coats is a named one’s');
    const filtered = await listGoods(
      shop.db,
      'en',
      goodsList.input.parse({ keyword: 'cashmere coat', color: String(other.color_id) }),
    );
    expect(filtered.list.length).toBeGreaterThan(0);
    expect(filtered.list.filter((g) => !left.includes(g.id))).toEqual([]);
    // One word is never narrowed: cashmere alone finds the pieces whose material names it too.
    const coats = await search(shop, 'cashmere', 'en');
    expect(coats.list.some((g) => !/cashmere/i.test(g.name))).toBe(true);
  });

  test('follows the catalogue at once when a piece it found leaves the lists', async ({ shop }) => {
    // What the instance keeps of a search (its narrowing, its ranks' counts, its panel) is made
    // again once the lists change.
    const before = await search(shop, 'cashmere', 'en');
    const narrowedBefore = await search(shop, 'cashmere coat', 'en');
    const [gone] = narrowedBefore.list;
    if (!gone) throw new Error('no cashmere coat');
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', gone.id).execute();
    await refreshListing(shop.db, [gone.id]);
    const after = await search(shop, 'cashmere', 'en');
    expect(after.pagination.total_count).toBe(before.pagination.total_count - 1);
    expect(after.list.map((g) => g.id)).not.toContain(gone.id);
    const narrowedAfter = await search(shop, 'cashmere coat', 'en');
    expect(narrowedAfter.list.map((g) => g.id)).toEqual(
      narrowedBefore.list.map((g) => g.id).filter((id) => id !== gone.id),
    );
  });

  test('finds the menu words in both languages, and the same pieces by each', async ({ shop }) => {
    for (const [cn, en] of [
      ['手袋', 'Bags'],
      ['鞋履', 'Shoes'],
      ['配饰', 'Accessories'],
      ['女士', 'Women'],
    ] as const) {
      const [a, b] = [await search(shop, cn), await search(shop, en, 'en')];
      expect(a.pagination.total_count, cn).toBeGreaterThan(10);
      expect(new Set(b.list.map((g) => g.id)), en).toEqual(new Set(a.list.map((g) => g.id)));
    }
  });

  test('finds Chinese words by their pinyin, typed joined, apart or as initials', async ({
    shop,
  }) => {
    const coats = (await search(shop, '大衣')).list.map((g) => g.id);
    expect(coats.length).toBeGreaterThan(3);
    for (const typed of ['dayi', 'da yi', 'DaYi']) {
      expect(
        (await search(shop, typed)).list.map((g) => g.id),
        typed,
      ).toEqual(coats);
    }
    // Initials are shorter and stand for more words: the coats come first.
    const initials = (await search(shop, 'dy')).list.map((g) => g.id);
    expect(initials.slice(0, 5).every((id) => coats.includes(id))).toBe(true);
  });

  test('finds plurals, synonyms and one-letter typos, and a word only as a whole word', async ({
    shop,
  }) => {
    expect(await enNames(shop, 'sneakrs')).toEqual(await enNames(shop, 'sneakers'));
    expect((await enNames(shop, 'sneakers')).every((n) => /sneaker|trainer|runner/i.test(n))).toBe(
      true,
    );
    expect((await enNames(shop, 'cashmre')).length).toBeGreaterThan(3);
    expect(await enNames(shop, 'cashmre')).toEqual(await enNames(shop, 'cashmere'));
    expect(await enNames(shop, 'scarves')).toEqual(await enNames(shop, 'scarf'));
    // A colour's name is a word of the shop too, though no piece's name holds it.
    expect((await enNames(shop, 'burgandy')).length).toBeGreaterThan(0);
    expect(await enNames(shop, 'burgandy')).toEqual(await enNames(shop, 'burgundy'));
    expect(new Set(await enNames(shop, 'handbag'))).toEqual(new Set(await enNames(shop, 'bag')));
    const coats = await enNames(shop, 'coat');
    expect(coats.some((n) => /coated/i.test(n) && !/\bcoats?\b/i.test(n))).toBe(false);
    // Two letters wrong in a word of 5 to 8 letters is too far from any word of the shop.
    expect((await search(shop, 'snaekrs', 'en')).list).toEqual([]);
  });

  test('ranks pieces named by the word above those whose description holds it', async ({
    shop,
  }) => {
    const { list } = await search(shop, 'coat', 'en');
    const firstOther = list.findIndex((g) => !/coat/i.test(g.name));
    const lastNamed = list.map((g) => /coat/i.test(g.name)).lastIndexOf(true);
    expect(firstOther === -1 || lastNamed < firstOther).toBe(true);
  });

  test('finds a piece by its sn, whole or by its parts, in any case', async ({ shop }) => {
    const [first] = (await search(shop, '')).list;
    const sn = first?.sn ?? '';
    expect((await search(shop, sn)).list.map((g) => g.sn)).toEqual([sn]);
    expect(
      (await search(shop, sn.toLowerCase().replaceAll('-', ''))).list.map((g) => g.sn),
    ).toEqual([sn]);
  });

  test('returns the best partial matches, and says so, when no piece holds every word', async ({
    shop,
  }) => {
    const reply = await call<Found>(shop.app, 'api/default/goods-list', {
      query: { keyword: '大衣 zzqqxx', page_size: 60 },
    });
    expect(reply.data.partial_match).toBe(true);
    const found = await search(shop, '大衣 zzqqxx');
    expect(found.partial_match).toBe(true);
    // The pieces named 大衣 first, then those whose descriptions hold it.
    const named = (await search(shop, '大衣')).list.map((g) => g.id);
    expect(found.list.map((g) => g.id).slice(0, named.length)).toEqual(named);
    expect(found.pagination.total_count).toBeGreaterThan(named.length);
    const nothing = await search(shop, 'zzqqxx%');
    expect(nothing.list).toEqual([]);
    expect(nothing.partial_match).toBe(false);
  });

  test('suggests categories by pinyin, prefix and synonym, then the pieces ranked first', async ({
    shop,
  }) => {
    const word = { word: '大衣', type: 'word', goods_id: null, category_id: null };
    expect(await suggest(shop, 'dayi')).toContainEqual(word);
    expect(await suggest(shop, 'da yi')).toContainEqual(word);
    expect((await suggest(shop, '羊')).map((s) => s.word)).toContain('羊绒');
    const coats = await suggest(shop, '外套');
    // Women's and men's coats and jackets: each says whose it is.
    expect(coats.filter((s) => s.type === 'category').map((s) => s.word)).toEqual([
      '女士 外套',
      '男士 外套',
    ]);
    const handbag = await suggest(shop, 'handbag');
    expect(handbag[0]).toMatchObject({ word: '手袋', type: 'category' });
    expect(handbag.some((s) => s.type === 'goods')).toBe(true);
    expect((await suggest(shop, 'sneak', 'en')).some((s) => /sneaker/i.test(s.word))).toBe(true);
    expect(await suggest(shop, 'zzqqxx')).toEqual([]);
  });

  test('takes synonyms the operator adds, and forgets those removed', async ({ shop }) => {
    expect((await search(shop, '风衣外衣')).partial_match).toBe(true);
    expect(await addSynonyms(shop.db, ['大衣', '外衣'])).toEqual(
      expect.arrayContaining(['大衣', '外衣', 'coat']),
    );
    const coats = (await search(shop, '大衣')).list.map((g) => g.id);
    expect((await search(shop, '外衣')).list.map((g) => g.id)).toEqual(coats);
    await removeSynonyms(shop.db, ['外衣']);
    expect((await search(shop, '外衣')).list).toEqual([]);
  });

  test('tells the kind of a piece of a category named for two anew as the synonyms change', async ({
    shop,
  }) => {
    const jeans = 'Japanese Denim Straight-Leg Jeans';
    expect(await enNames(shop, 'skirt')).toContain(jeans);
    await addSynonyms(shop.db, ['trouser', 'jean']);
    expect(await enNames(shop, 'skirt')).not.toContain(jeans);
    expect(await enNames(shop, 'trousers')).toContain(jeans);
    await removeSynonyms(shop.db, ['jean']);
    expect(await enNames(shop, 'skirt')).toContain(jeans);
  });

  test('refuses synonyms that are not single words, or would join two groups, changing nothing', async ({
    shop,
  }) => {
    const before = await synonymGroups(shop.db);
    await expect(addSynonyms(shop.db, ['大衣', 'long coat'])).rejects.toThrow(/not one word/);
    await expect(addSynonyms(shop.db, ['大衣', '手袋'])).rejects.toThrow(/two different groups/);
    await expect(addSynonyms(shop.db, ['大衣'])).rejects.toThrow(/at least two/);
    await expect(removeSynonyms(shop.db, ['nowordlikethis'])).rejects.toThrow(/no synonym/);
    expect(await synonymGroups(shop.db)).toEqual(before);
  });

  test('gives two groups added at the same instant a group each', async ({ shop }) => {
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

  test('rebuilds every piece’s words with reindex, and finds the same pieces after it', async ({
    shop,
  }) => {
    const before = (await search(shop, '羊绒大衣')).list.map((g) => g.id);
    await shop.db.deleteFrom('goods_search').execute();
    // Each database keeps each piece's words with its listing facts too.
    if (kind === 'postgres') await shop.db.deleteFrom('search_listing').execute();
    else await sql`delete from listing_words`.execute(shop.db);
    expect((await search(shop, '羊绒大衣')).list).toEqual([]);
    const { pieces, changed } = await reindexSearch(shop.db);
    expect(changed).toBe(pieces);
    expect((await search(shop, '羊绒大衣')).list.map((g) => g.id)).toEqual(before);
    expect((await reindexSearch(shop.db)).changed).toBe(0);
  });
});
