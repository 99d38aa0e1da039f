import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { databases } from '../../test/harness';
import { loadGoodsCards } from './cards';

// A list's cards: each piece's series named in the shopper's language (the default where it has
// no name in theirs), and each colour sold out once none of its sizes has stock.

describe.each(databases)('list cards on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('name the piece and its series in the shopper’s language, else in the default', async ({
    shop,
  }) => {
    const pieces = await shop.db
      .selectFrom('goods')
      .select(['id', 'series_id'])
      .where('on_sale', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute();
    const ids = pieces.map((piece) => piece.id);
    const nameOf = async (seriesId: number, lang: string) =>
      (
        await shop.db
          .selectFrom('series_text')
          .select('name')
          .where('series_id', '=', seriesId)
          .where('lang', '=', lang)
          .executeTakeFirst()
      )?.name;
    const [first] = pieces;
    if (!first) throw new Error('no pieces');
    const pieceName = async (lang: string) =>
      (
        await shop.db
          .selectFrom('goods_text')
          .select('name')
          .where('goods_id', '=', first.id)
          .where('lang', '=', lang)
          .executeTakeFirst()
      )?.name;
    const english = await loadGoodsCards(shop.db, ids, 'en');
    expect(english.map((card) => card.id)).toEqual(ids);
    expect(english[0]?.series_name).toBe(await nameOf(first.series_id, 'en'));
    expect(english[0]?.name).toBe(await pieceName('en'));
    const chinese = await loadGoodsCards(shop.db, ids, 'cn');
    expect(chinese[0]?.series_name).toBe(await nameOf(first.series_id, 'cn'));
    expect(chinese[0]?.name).toBe(await pieceName('cn'));
    expect(chinese[0]?.name).not.toBe(english[0]?.name);
    expect(chinese[0]?.series_name).not.toBe(english[0]?.series_name);

    await shop.db
      .deleteFrom('series_text')
      .where('series_id', '=', first.series_id)
      .where('lang', '=', 'en')
      .execute();
    await shop.db
      .deleteFrom('goods_text')
      .where('goods_id', '=', first.id)
      .where('lang', '=', 'en')
      .execute();
    const fallen = await loadGoodsCards(shop.db, ids, 'en');
    // One card per piece still, named in the default language.
    expect(fallen.map((card) => card.id)).toEqual(ids);
    expect(fallen[0]?.series_name).toBe(await nameOf(first.series_id, 'cn'));
    expect(fallen[0]?.name).toBe(await pieceName('cn'));
    // The other pieces keep their English names.
    expect(fallen.slice(1).map((card) => card.name)).toEqual(
      english.slice(1).map((card) => card.name),
    );
  });

  test('show a colour sold out once none of its sizes has stock', async ({ shop }) => {
    const colours = await shop.db
      .selectFrom('goods_color')
      .innerJoin('goods', 'goods.id', 'goods_color.goods_id')
      .select(['goods_color.id', 'goods_color.goods_id'])
      .where('goods.on_sale', '=', 1)
      .orderBy('goods_color.goods_id')
      .orderBy('goods_color.sort')
      .limit(1)
      .execute();
    const [colour] = colours;
    if (!colour) throw new Error('no colours');
    const soldOut = async () =>
      (await loadGoodsCards(shop.db, [colour.goods_id], 'cn'))[0]?.color_list.map(
        (option) => option.sold_out,
      );
    expect((await soldOut())?.[0]).toBe(false);
    await shop.db
      .updateTable('sku')
      .set({ stock: 0 })
      .where('goods_color_id', '=', colour.id)
      .execute();
    const after = await soldOut();
    expect(after?.[0]).toBe(true);
    expect(after?.slice(1).every((sold) => !sold)).toBe(true);
  });
});
