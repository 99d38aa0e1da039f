import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { Store, StoreRegion } from '../../../contract/store';
import { call, databases, type TestShop } from '../../test/harness';
import { listStores, storeCities } from './stores';

type Query = Record<string, string>;

describe.each(databases)('boutiques on %s', (kind) => {
  test.override({ databaseKind: kind });

  const list = (shop: TestShop, query: Query = {}, lang: 'cn' | 'en' = 'cn') =>
    call<{ list: Store[] }>(shop.app, 'api/store/list', { query, lang });
  const tree = (shop: TestShop, lang: 'cn' | 'en' = 'cn') =>
    call<{ list: StoreRegion[] }>(shop.app, 'api/store/get-store-city', { lang });

  test('lists every enabled boutique ordered by sort, in both languages', async ({ shop }) => {
    const cn = await list(shop);
    expect(cn.code).toBe(0);
    expect(cn.data.list).toHaveLength(12);
    const first = cn.data.list[0];
    expect(first).toMatchObject({
      name: 'Maison 上海恒隆广场精品店',
      country_code: 'CN',
      province_code: '310000',
      city_code: '310100',
      city_name: '上海市',
      phone: '021-6288 1961',
      hours: '周一至周日 10:00–22:00',
    });
    expect(first?.address).toContain('南京西路 1266 号恒隆广场');
    expect(first?.latitude).toBeCloseTo(31.2286, 4);
    expect(first?.longitude).toBeCloseTo(121.4496, 4);
    expect(first?.services).toEqual(['appointment', 'washing', 'personalisation']);
    // The same hours by day of the week, for the booking form.
    expect(first?.opening_hours).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '22:00' })),
    );
    const lateWeekend = cn.data.list.find((s) => s.hours.includes('周五至周日 10:00–22:30'));
    expect(lateWeekend?.opening_hours.map((d) => d.closes)).toEqual([
      ...['22:00', '22:00', '22:00', '22:00'],
      ...['22:30', '22:30', '22:30'],
    ]);

    const en = await list(shop, {}, 'en');
    expect(en.data.list.map((s) => s.id)).toEqual(cn.data.list.map((s) => s.id));
    expect(en.data.list[0]).toMatchObject({
      name: 'Maison Shanghai Plaza 66',
      city_name: 'Shanghai',
      hours: 'Monday to Sunday, 10:00–22:00',
    });
    expect(en.data.list[0]?.address).toContain('West Nanjing Road');
    for (const store of en.data.list) expect(store.address).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test('filters by country, province, city and service', async ({ shop }) => {
    const ids = async (query: Query) => (await list(shop, query)).data.list.map((s) => s.city_code);
    expect(await ids({ city_code: '310100' })).toEqual(['310100', '310100']);
    expect(await ids({ province_code: '440000' })).toEqual(['440100', '440300']);
    expect(await ids({ country_code: 'CN' })).toHaveLength(12);
    expect(await ids({ province_code: '440000', city_code: '440300' })).toEqual(['440300']);
    expect(await ids({ province_code: '310000', city_code: '440300' })).toEqual([]);

    const washing = (await list(shop, { service: 'washing' })).data.list;
    expect(washing.length).toBeGreaterThan(0);
    expect(washing.length).toBeLessThan(12);
    for (const store of washing) expect(store.services).toContain('washing');
    const personal = await list(shop, { service: 'personalisation', city_code: '110100' });
    expect(personal.data.list.map((s) => s.name)).toEqual(['Maison 北京 SKP 精品店']);
  });

  test('answers an unknown code with an empty list', async ({ shop }) => {
    const unknown: Query[] = [
      { city_code: '999999' },
      { province_code: '710000' },
      { country_code: 'US' },
    ];
    for (const query of unknown) {
      const reply = await list(shop, query);
      expect(reply).toMatchObject({ code: 0, data: { list: [] } });
    }
  });

  test('refuses malformed input with a clear message in the caller’s language', async ({
    shop,
  }) => {
    const cases: [Query, string, string][] = [
      [{ city_code: 'abc' }, '城市代码不正确，应为六位数字', 'The city code is not valid'],
      [{ province_code: '12' }, '省份代码不正确，应为六位数字', 'The province code is not valid'],
      [{ country_code: 'cn' }, '国家/地区代码不正确', 'The country code is not valid'],
      [{ service: 'tailoring' }, '服务类型不正确', 'The service is not valid'],
    ];
    for (const [query, cn, en] of cases) {
      const zh = await list(shop, query, 'cn');
      expect(zh.code).toBe(422);
      expect(zh.data).toBeNull();
      expect(zh.msg).toContain(cn);
      expect((await list(shop, query, 'en')).msg).toContain(en);
    }
  });

  test('builds the country → province → city tree of the cities with a boutique', async ({
    shop,
  }) => {
    const { data } = await tree(shop);
    expect(data.list).toHaveLength(1);
    const china = data.list[0];
    expect(china).toMatchObject({ code: 'CN', name: '中国' });
    const provinces = china?.children ?? [];
    expect(provinces.map((p) => p.code).slice(0, 3)).toEqual(['310000', '110000', '440000']);
    expect(provinces.find((p) => p.code === '440000')).toEqual({
      code: '440000',
      name: '广东省',
      children: [
        { code: '440100', name: '广州市', children: [] },
        { code: '440300', name: '深圳市', children: [] },
      ],
    });
    const cities = provinces.flatMap((p) => p.children);
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
    const stores = (await list(shop)).data.list;
    expect(new Set(cities.map((c) => c.code))).toEqual(new Set(stores.map((s) => s.city_code)));

    const en = (await tree(shop, 'en')).data.list[0];
    expect(en?.name).toBe('China');
    expect(en?.children[0]).toEqual({
      code: '310000',
      name: 'Shanghai',
      children: [{ code: '310100', name: 'Shanghai', children: [] }],
    });
    const names = en?.children.flatMap((p) => [p.name, ...p.children.map((c) => c.name)]) ?? [];
    for (const name of names) expect(name).toMatch(/^[A-Za-z’ ]+$/);
  });

  test('leaves out disabled boutiques and follows the boutiques’ sort', async ({ shop }) => {
    const wuhan = await shop.db
      .selectFrom('store')
      .select(['id', 'sort'])
      .where('city_code', '=', '420100')
      .executeTakeFirstOrThrow();
    try {
      await shop.db.updateTable('store').set({ enabled: 0 }).where('id', '=', wuhan.id).execute();
      const provinces = (await storeCities(shop.db, 'cn')).list[0]?.children ?? [];
      expect(provinces.map((p) => p.code)).not.toContain('420000');
      expect((await listStores(shop.db, 'cn', { city_code: '420100' })).list).toEqual([]);

      await shop.db
        .updateTable('store')
        .set({ enabled: 1, sort: -1 })
        .where('id', '=', wuhan.id)
        .execute();
      const first = (await storeCities(shop.db, 'en')).list[0]?.children[0];
      expect(first).toMatchObject({ code: '420000', name: 'Hubei' });
      expect((await listStores(shop.db, 'en', {})).list[0]?.id).toBe(wuhan.id);
    } finally {
      await shop.db
        .updateTable('store')
        .set({ enabled: 1, sort: wuhan.sort })
        .where('id', '=', wuhan.id)
        .execute();
    }
  });

  test('orders boutiques of equal sort by id', async ({ shop }) => {
    const before = await shop.db.selectFrom('store').select(['id', 'sort']).execute();
    try {
      await shop.db.updateTable('store').set({ sort: 0 }).execute();
      const ids = (await listStores(shop.db, 'cn', {})).list.map((s) => s.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      for (const { id, sort } of before) {
        await shop.db.updateTable('store').set({ sort }).where('id', '=', id).execute();
      }
    }
  });
});
