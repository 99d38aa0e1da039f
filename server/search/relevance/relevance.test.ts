import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { searchCards } from '../../../contract/card-search';
import { goodsList, type GoodsCard } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { listGoods } from '../../modules/catalogue/goods-list';
import { databases } from '../../test/harness';
import { RELEVANCE_CASES } from './cases';
import { formatReport, relevanceReport, type PieceFacts } from './measure';

async function pieceFacts(db: Db): Promise<PieceFacts[]> {
  const [goods, categories, colours, series, names] = await Promise.all([
    db
      .selectFrom('goods')
      .select(['id', 'sn', 'category_id', 'series_id'])
      .where('on_sale', '=', 1)
      .execute(),
    db.selectFrom('category').select(['id', 'parent_id', 'slug']).execute(),
    db
      .selectFrom('goods_color')
      .innerJoin('color', 'color.id', 'goods_color.color_id')
      .select(['goods_color.goods_id', 'color.slug'])
      .execute(),
    db.selectFrom('series').select(['id', 'slug']).execute(),
    db.selectFrom('goods_text').select(['goods_id', 'name']).where('lang', '=', 'en').execute(),
  ]);
  const category = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (id: number | null): string[] => {
    const c = id === null ? undefined : category.get(id);
    return c ? [...pathOf(c.parent_id), c.slug] : [];
  };
  return goods.map((g) => ({
    id: g.id,
    sn: g.sn,
    categorySlugs: pathOf(g.category_id),
    colourSlugs: colours.filter((c) => c.goods_id === g.id).map((c) => c.slug),
    nameEn: names.find((n) => n.goods_id === g.id)?.name ?? '',
    seriesSlug: series.find((s) => s.id === g.series_id)?.slug ?? '',
  }));
}

describe.each(databases)('search relevance on the demo catalogue, on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('finds what each of the relevance queries means, recall and precision of the first 10 at 0.9 or more', async ({
    shop,
  }) => {
    const results = new Map<string, number[]>();
    for (const { query } of RELEVANCE_CASES) {
      const lang = /\p{Script=Han}/u.test(query) ? 'cn' : 'en';
      const found = await listGoods(
        shop.db,
        lang,
        goodsList.input.parse({ keyword: query, page_size: 10 }),
      );
      results.set(
        query,
        found.list.map((card) => card.id),
      );
    }
    const report = relevanceReport(RELEVANCE_CASES, await pieceFacts(shop.db), results);
    console.log(`relevance on ${kind}\n${formatReport(report)}`);
    expect(report.overall.queries).toBeGreaterThanOrEqual(150);
    expect(report.overall.recall).toBeGreaterThanOrEqual(0.9);
    expect(report.overall.precision).toBeGreaterThanOrEqual(0.9);
  });

  test('finds them as well offline, on a device holding every list card, by the cards’ words', async ({
    shop,
  }) => {
    const cardsIn = async (lang: 'cn' | 'en') => {
      const cards: GoodsCard[] = [];
      for (let page = 1; ; page++) {
        const input = goodsList.input.parse({ page, page_size: 60 });
        const reply = await listGoods(shop.db, lang, input);
        cards.push(...reply.list);
        if (page >= reply.pagination.page_count) return cards;
      }
    };
    const stored = { cn: await cardsIn('cn'), en: await cardsIn('en') };
    const results = new Map<string, number[]>();
    for (const { query } of RELEVANCE_CASES) {
      const lang = /\p{Script=Han}/u.test(query) ? 'cn' : 'en';
      const { found } = searchCards(stored[lang], query);
      results.set(
        query,
        found.slice(0, 10).map((card) => card.id),
      );
    }
    const report = relevanceReport(RELEVANCE_CASES, await pieceFacts(shop.db), results);
    console.log(`relevance offline on ${kind}\n${formatReport(report)}`);
    expect(report.overall.recall).toBeGreaterThanOrEqual(0.9);
    expect(report.overall.precision).toBeGreaterThanOrEqual(0.9);
  });
});
