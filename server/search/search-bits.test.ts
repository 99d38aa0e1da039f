import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import { goodsList } from '../../contract/catalogue';
import { refreshListing } from '../catalogue/listing';
import { followStock } from '../catalogue/sizes-in-stock';
import { listGoods, listSearch } from '../modules/catalogue/goods-list';
import { postgresUrl, type TestShop } from '../test/harness';
import { isFact, rebuildSearchBits } from './search-bits';
import { narrowSearch } from './best-places';
import { heldInPlaces } from './query';
import { everyWordHeld, type RankDialect } from './rank-levels';
import { anyHeldByBits, rankCountsByBits, rankPageByBits } from './search-bits-reader';

// PostgreSQL's search_bits: kept up with search_listing as pieces change, so that it always
// holds what building it again would; read for a search's counts only where it can tell.
// (listing-words.test.ts checks the pages, counts and panels read through it.)

describe.skipIf(!postgresUrl)('search_bits on PostgreSQL', () => {
  test.override({ databaseKind: 'postgres' });

  /** Every row that holds a piece: a word whose last piece left it keeps a row of zeros. */
  const everyRow = async (shop: TestShop) =>
    (
      await sql<{ word: string; bits: string }>`select word, bits::text as bits from search_bits
        where word = '' or bit_count(bits) > 0 order by word`.execute(shop.db)
    ).rows;

  /**
   * Every row kept up holds what building the table again gives it; a word that came back to a
   * piece after its last row went may lack one until then (it is counted as a rarer word), a
   * fact never.
   */
  async function expectKeptAsBuilt(shop: TestShop) {
    const kept = await everyRow(shop);
    await rebuildSearchBits(shop.db);
    const built = new Map((await everyRow(shop)).map((row) => [row.word, row.bits]));
    for (const row of kept) expect(row.bits, row.word).toBe(built.get(row.word));
    const keptWords = new Set(kept.map((row) => row.word));
    expect([...built.keys()].filter((word) => isFact(word) && !keptWords.has(word))).toEqual([]);
  }

  const noFilters = { series: [], season: [], promotion: [], color: [], size: [], sort: 'default' };
  async function rankCounts(shop: TestShop, keyword: string) {
    const search = await listSearch(shop.db, keyword);
    if (!search) throw new Error(`no search for ${keyword}`);
    const groups = { groups: search.parsed.groups, reach: search.reach };
    const counted = await rankCountsByBits(shop.db, groups, { categoryId: null, ...noFilters });
    return counted && { ranks: counted.ranks, listed: counted.listed, onSale: counted.onSale };
  }

  async function total(shop: TestShop, keyword: string) {
    const input = goodsList.input.parse({ keyword, page_size: 5 });
    return (await listGoods(shop.db, 'cn', input)).pagination.total_count;
  }

  test('is built with the demo shop, and counts its searches', async ({ shop }) => {
    const rows = await everyRow(shop);
    expect(rows.length).toBeGreaterThan(100);
    // One length for every row, one bit per piece id at least.
    expect(new Set(rows.map((row) => row.bits.length)).size).toBe(1);
    const counted = await rankCounts(shop, '黑色手袋');
    expect(counted).not.toBeNull();
    expect(counted?.ranks.reduce((sum, n) => sum + n, 0)).toBe(await total(shop, '黑色手袋'));
  });

  test('follows pieces changed, taken off sale and put back, as building it again would', async ({
    shop,
  }) => {
    const pieces = await shop.db.selectFrom('goods').select(['id', 'series_id']).limit(6).execute();
    const [first, second, third] = pieces;
    if (!first || !second || !third) throw new Error('too few pieces');
    const otherSeries = pieces.find((piece) => piece.series_id !== first.series_id)?.series_id;
    if (otherSeries === undefined) throw new Error('one series only');
    await shop.db
      .updateTable('goods')
      .set({ series_id: otherSeries })
      .where('id', '=', first.id)
      .execute();
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', second.id).execute();
    const colours = await shop.db
      .selectFrom('goods_color')
      .select(['id', 'color_id'])
      .where('goods_id', '=', third.id)
      .execute();
    const newColour = await shop.db
      .selectFrom('color')
      .select('id')
      .where(
        'id',
        'not in',
        colours.map((c) => c.color_id),
      )
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('goods_color')
      .set({ color_id: newColour.id })
      .where('id', '=', colours[0]?.id ?? 0)
      .execute();
    await refreshListing(shop.db, [first.id, second.id, third.id]);
    await expectKeptAsBuilt(shop);

    await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', second.id).execute();
    await refreshListing(shop.db, [second.id]);
    await expectKeptAsBuilt(shop);
  });

  test('leaves a search holding a word without bits to the words index', async ({ shop }) => {
    const before = await total(shop, '手袋');
    const counted = await rankCounts(shop, '手袋');
    expect(counted).not.toBeNull();
    // Words no piece holds have no row and need none: no piece holds 手袋 as a colour or material.
    const rows = await sql<{ word: string }>`select word from search_bits
      where word = any(${['1手袋', '2手袋', '3手袋']}::text[])`.execute(shop.db);
    expect(rows.rows.map((row) => row.word)).not.toContain('3手袋');
    // As a rarer word of a large shop has no row: its pieces are counted from search_listing.
    const search = await listSearch(shop.db, '手袋');
    const named = (search?.parsed.groups ?? []).flatMap((group) =>
      group.alternatives.flat(2).map((word) => `1${word}`),
    );
    const held = await sql<{ word: string }>`select word from search_bits
      where word = any(${named}::text[]) and bit_count(bits) > 0 limit 1`.execute(shop.db);
    await sql`delete from search_bits where word = ${held.rows[0]?.word ?? ''}`.execute(shop.db);
    expect(await rankCounts(shop, '手袋')).toBeNull();
    expect(await total(shop, '手袋')).toBe(before);
    await rebuildSearchBits(shop.db);
    expect(await rankCounts(shop, '手袋')).toEqual(counted);
  });

  test('narrows a search by the bits, and by the words index where a word asked has none', async ({
    shop,
  }) => {
    const search = await listSearch(shop.db, 'cashmere coat');
    const groups = search?.parsed.groups ?? [];
    const narrowed = await narrowSearch(shop.db, groups, null);
    // The coats named cashmere: cashmere is narrowed to the pieces' names and categories.
    expect(narrowed[0]?.places).toHaveLength(2);
    const [cashmere] = groups;
    if (!cashmere) throw new Error('no words');
    const question = (dialect: RankDialect) =>
      `${everyWordHeld(dialect, groups)}${dialect.syntax.and}${heldInPlaces(cashmere, dialect.syntax, ['name'])}`;
    expect(await anyHeldByBits(shop.db, [question], null)).toEqual([true]);
    // As a rarer word of a large shop has no row: the bits cannot tell, the words' index does.
    const named = cashmere.alternatives.flat(2).map((word) => `1${word}`);
    await sql`delete from search_bits where word = any(${named}::text[])`.execute(shop.db);
    expect(await anyHeldByBits(shop.db, [question], null)).toEqual([null]);
    expect(await narrowSearch(shop.db, groups, null)).toEqual(narrowed);
  });

  test('counts and pages lists without a search as their listing rows do', async ({ shop }) => {
    const categories = await shop.db.selectFrom('category').select('id').orderBy('id').execute();
    const colours = await shop.db.selectFrom('color').select('id').orderBy('id').execute();
    const series = await shop.db.selectFrom('series').select('id').orderBy('id').execute();
    // A size some pieces come in but no longer hold: a size filter follows stock, as every
    // stock write tells it.
    const sold = await shop.db
      .selectFrom('sku')
      .select(['goods_id', 'size'])
      .where('size', '=', 'M')
      .limit(3)
      .execute();
    for (const { goods_id } of sold) {
      await shop.db
        .updateTable('sku')
        .set({ stock: 0 })
        .where('goods_id', '=', goods_id)
        .where('size', '=', 'M')
        .execute();
    }
    expect(sold.length).toBe(3);
    const soldSkus = await shop.db
      .selectFrom('sku')
      .select('id')
      .where(
        'goods_id',
        'in',
        sold.map((s) => s.goods_id),
      )
      .execute();
    await followStock(
      shop.db,
      soldSkus.map((sku) => sku.id),
    );
    let sparse = 0;
    for (const category of [null, ...categories.slice(0, 6).map((c) => c.id)]) {
      const none = { color: [] as number[], series: [] as number[], size: [] as string[] };
      const filters = [
        none,
        ...colours.slice(0, 3).map((c) => ({ ...none, color: [c.id] })),
        ...series.slice(0, 2).map((s) => ({ ...none, series: [s.id] })),
        { ...none, size: ['M'] },
        { ...none, size: ['M'], color: colours.slice(0, 1).map((c) => c.id) },
      ];
      for (const filter of filters) {
        let rows = shop.db
          .selectFrom('goods_listing')
          .select('goods_id')
          .where('category_id', '=', category ?? 0);
        for (const id of filter.color) rows = rows.where('colours', 'like', `% ${id} %`);
        if (filter.series.length) rows = rows.where('series_id', 'in', filter.series);
        if (filter.size.length) {
          rows = rows.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('sku')
                .select('sku.id')
                .whereRef('sku.goods_id', '=', 'goods_listing.goods_id')
                .where('sku.size', 'in', filter.size)
                .where('sku.stock', '>', 0),
            ),
          );
        }
        const all = (await rows.orderBy('price').orderBy('goods_id').execute()).map(
          (r) => r.goods_id,
        );
        if (all.length > 0 && all.length * all.length <= 4 * 60) sparse++;
        for (const page of [1, 2]) {
          const input = goodsList.input.parse({
            category_id: category ?? undefined,
            color: filter.color.join(','),
            series: filter.series.join(','),
            size: filter.size.join(','),
            sort: 'price_asc',
            page,
            page_size: 4,
          });
          const list = await listGoods(shop.db, 'cn', input);
          const got = { ids: list.list.map((card) => card.id), total: list.pagination.total_count };
          expect(got, JSON.stringify({ category, filter, page })).toEqual({
            ids: all.slice((page - 1) * 4, page * 4),
            total: all.length,
          });
        }
      }
    }
    // Some of them are sparse enough for their pieces to be looked up one by one.
    expect(sparse).toBeGreaterThan(3);
  });

  test('walks the page a search opens on with its counts, as walking its rank alone does', async ({
    shop,
  }) => {
    // As built: a test before may leave a word that came back to a piece without its row.
    await rebuildSearchBits(shop.db);
    const list = { categoryId: null, ...noFilters };
    for (const keyword of ['黑色手袋', '大衣', 'cashmere']) {
      const search = await listSearch(shop.db, keyword);
      if (!search) throw new Error(`no search for ${keyword}`);
      const groups = { groups: search.parsed.groups, reach: search.reach };
      const counted = await rankCountsByBits(shop.db, groups, list);
      if (!counted) throw new Error(`no counts for ${keyword}`);
      const total = counted.ranks.reduce((sum, n) => sum + n, 0);
      expect(total, keyword).toBeGreaterThan(3);
      for (let offset = 0; offset <= total; offset += 2) {
        const opening = { offset, limit: 3, walkedPerPiece: 1e9 };
        const read = await rankCountsByBits(shop.db, groups, list, opening);
        expect(read?.ranks).toEqual(counted.ranks);
        // The rank the page starts in, and where in it.
        let rank = 0;
        let before = 0;
        while (rank < counted.ranks.length && before + (counted.ranks[rank] ?? 0) <= offset) {
          before += counted.ranks[rank] ?? 0;
          rank++;
        }
        if (offset >= total) {
          expect(read?.walk, `${keyword} @${offset}`).toBeNull();
          continue;
        }
        const skip = offset - before;
        const left = Math.min(3, (counted.ranks[rank] ?? 0) - skip);
        const alone = await rankPageByBits(shop.db, counted.rankBits, rank, { limit: left, skip });
        expect(alone).toHaveLength(left);
        expect(read?.walk, `${keyword} @${offset}`).toEqual({ rank, skip, ids: alone });
      }
      // A walk passing too many pieces for each of the rank's is left to the words index.
      const rare = { offset: 0, limit: 3, walkedPerPiece: 0 };
      expect((await rankCountsByBits(shop.db, groups, list, rare))?.walk).toBeNull();
    }
  });

  test('is read only once built', async ({ shop }) => {
    const before = await total(shop, '大衣');
    await sql`delete from search_bits where word = ''`.execute(shop.db);
    expect(await rankCounts(shop, '大衣')).toBeNull();
    expect(await total(shop, '大衣')).toBe(before);
    await rebuildSearchBits(shop.db);
    expect(await rankCounts(shop, '大衣')).not.toBeNull();
  });
});
