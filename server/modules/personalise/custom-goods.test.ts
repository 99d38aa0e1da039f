import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { CustomGoodsCard, CustomOptions } from '../../../contract/personalise';
import type { Pagination } from '../../../contract/catalogue';
import { CUSTOM_GOODS, OPTIONS } from '../../db/seed/steps/personalisation-data';
import { ensurePersonalisation } from '../../db/seed/steps/personalisation';
import { call, databases, type TestShop } from '../../test/harness';
import { listCustomGoods } from './custom-goods';

type Reply = { list: CustomGoodsCard[]; pagination: Pagination; options: CustomOptions | null };
const BAG = 'MF25-B-TH-0071';

describe.each(databases)('the personalisable pieces on %s', (kind) => {
  test.override({ databaseKind: kind });

  const customGoods = (
    shop: TestShop,
    query: Record<string, string> = {},
    lang: 'cn' | 'en' = 'cn',
  ) => call<Reply>(shop.app, 'api/goods/get-custom-goods', { query, lang });
  const goodsId = async (shop: TestShop, sn: string) =>
    (await shop.db.selectFrom('goods').select('id').where('sn', '=', sn).executeTakeFirstOrThrow())
      .id;

  test('lists the seeded pieces as cards in the workshop’s order, paged, in both languages', async ({
    shop,
  }) => {
    const all = await customGoods(shop, { page_size: '60' });
    expect(all.code).toBe(0);
    expect(all.data.options).toBeNull();
    expect(all.data.list.map((g) => g.sn)).toEqual(CUSTOM_GOODS.map((g) => g.sn));
    expect(all.data.pagination).toMatchObject({ page: 1, total_count: CUSTOM_GOODS.length });
    const bag = all.data.list[0];
    expect(bag).toMatchObject({ sn: BAG, name: '小号皮革手提包', max_length: 4 });
    expect(bag?.price).toBeGreaterThan(0);
    expect(bag?.color_list[0]?.pic_url_group[0]?.src).toMatch(/^\/media\//);
    expect(all.data.list.find((g) => g.sn === 'MF26-B-SL-0099')?.max_length).toBe(3);
    expect(all.data.list.find((g) => g.sn === 'MP00-B-TO-0092')?.max_length).toBe(6);

    const second = await customGoods(shop, { page: '2', page_size: '4' }, 'en');
    expect(second.data.list.map((g) => g.sn)).toEqual(CUSTOM_GOODS.slice(4, 8).map((g) => g.sn));
    expect(second.data.list[0]?.name).toMatch(/^[\x20-\x7e]+$/);
    expect(second.data.pagination).toEqual({
      page: 2,
      page_size: 4,
      page_count: Math.ceil(CUSTOM_GOODS.length / 4),
      totalCount: CUSTOM_GOODS.length,
      total_count: CUSTOM_GOODS.length,
    });
  });

  test('gives one piece with its options, named in the caller’s language', async ({ shop }) => {
    const id = await goodsId(shop, BAG);
    const cn = await customGoods(shop, { goods_id: String(id) });
    expect(cn.code).toBe(0);
    expect(cn.data.list.map((g) => g.id)).toEqual([id]);
    expect(cn.data.pagination.total_count).toBe(1);
    expect(cn.data.options).toEqual({
      goods_id: id,
      max_length: 4,
      positions: [
        { code: 'front', name: '正面中央', x: 0.5, y: 0.67, size: 0.044 },
        { code: 'corner', name: '右下角', x: 0.62, y: 0.712, size: 0.026 },
      ],
      letter_colors: [
        { code: 'gold', name: '金色', hex: '#c9a45c' },
        { code: 'silver', name: '银色', hex: '#c4c7cc' },
        { code: 'blind', name: '同色压印', hex: '' },
        { code: 'red', name: '红色', hex: '#b3262e' },
      ],
      number_colors: [
        { code: 'gold', name: '金色', hex: '#c9a45c' },
        { code: 'silver', name: '银色', hex: '#c4c7cc' },
      ],
      pendants: [
        { code: 'tassel', name: '皮革流苏' },
        { code: 'initial_charm', name: '字母吊饰' },
        { code: 'pearl_charm', name: '珍珠吊饰' },
      ],
      inner_areas: [
        { code: 'inside_pocket', name: '内侧口袋' },
        { code: 'leather_tab', name: '内侧皮标' },
      ],
    });
    const en = (await customGoods(shop, { goods_id: String(id) }, 'en')).data.options;
    expect(en?.positions.map((p) => p.name)).toEqual(['Front, centre', 'Lower right corner']);
    expect(en?.letter_colors.map((c) => c.name)).toContain('Blind (tone on tone)');
    expect(en?.inner_areas.map((a) => a.name)).toEqual(['Inside pocket', 'Inner leather tab']);

    const scarf = await customGoods(
      shop,
      { goods_id: String(await goodsId(shop, 'MF26-A-SC-0106')) },
      'en',
    );
    expect(scarf.data.options).toMatchObject({
      max_length: 3,
      number_colors: [],
      pendants: [],
      inner_areas: [],
    });
  });

  test('refuses a piece that cannot be personalised, or is withdrawn, in both languages', async ({
    shop,
  }) => {
    const plain = await goodsId(shop, 'MF25-B-TH-0072');
    for (const goods_id of [String(plain), '2000000000']) {
      expect(await customGoods(shop, { goods_id })).toMatchObject({
        code: 4004,
        data: null,
        msg: '该商品不提供个性化定制',
      });
      expect((await customGoods(shop, { goods_id }, 'en')).msg).toBe(
        'This piece cannot be personalised',
      );
    }
    // Replies are cached for a few seconds: a change is read straight from the module.
    const bag = await goodsId(shop, BAG);
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', bag).execute();
    try {
      const one = listCustomGoods(shop.db, 'cn', { goods_id: bag, page: 1, page_size: 20 });
      await expect(one).rejects.toMatchObject({ code: 4004, key: 'personaliseNotOffered' });
      const list = await listCustomGoods(shop.db, 'cn', { page: 1, page_size: 60 });
      expect(list.list.map((g) => g.id)).not.toContain(bag);
      expect(list.pagination.total_count).toBe(CUSTOM_GOODS.length - 1);
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', bag).execute();
    }
    expect((await customGoods(shop, { goods_id: 'abc' })).code).toBe(422);
    expect((await customGoods(shop, { page_size: '61' })).code).toBe(422);
  });

  test('seeds options named in both languages, placed on the picture', () => {
    for (const option of OPTIONS) {
      expect(option.name.cn).toMatch(/[\u4e00-\u9fff]/);
      expect(option.name.en).toMatch(/^[A-Za-z ,()]+$/);
    }
    expect(CUSTOM_GOODS.length).toBeGreaterThanOrEqual(8);
    for (const goods of CUSTOM_GOODS) {
      const places = Object.values(goods.positions);
      expect(places.length, goods.sn).toBeGreaterThan(0);
      for (const [x, y, size] of places) {
        for (const value of [x, y]) expect(value).toBeGreaterThan(100);
        for (const value of [x, y]) expect(value).toBeLessThan(900);
        expect(size).toBeGreaterThan(10);
        expect(size).toBeLessThan(80);
      }
      expect(goods.letter_colors.length).toBeGreaterThan(0);
      expect(goods.max_length).toBeGreaterThanOrEqual(3);
      expect(goods.max_length).toBeLessThanOrEqual(6);
    }
  });

  test('gives a shop seeded before personalisation its options once, and keeps its own', async ({
    shop,
  }) => {
    const count = async () =>
      (await shop.db.selectFrom('personal_goods').select('goods_id').execute()).length;
    await ensurePersonalisation(shop.db);
    expect(await count()).toBe(CUSTOM_GOODS.length);
    await shop.db.deleteFrom('personal_goods_option').execute();
    await shop.db.deleteFrom('personal_goods').execute();
    await shop.db.deleteFrom('personal_option_text').execute();
    await shop.db.deleteFrom('personal_option').execute();
    await ensurePersonalisation(shop.db);
    expect(await count()).toBe(CUSTOM_GOODS.length);
    const texts = await shop.db.selectFrom('personal_option_text').select('lang').execute();
    expect(texts).toHaveLength(OPTIONS.length * 2);
  });
});
