import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { Address, District } from '../../../contract/member';
import { call, databases, type TestShop } from '../../test/harness';
import { callAs, type TestMember } from '../../test/members';
import { ADDRESS_LIMIT } from './addresses';

/** 浙江省 / 杭州市 / 西湖区. */
const form = {
  name: '陈先生',
  mobile: '13812345678',
  province_code: '330000',
  city_code: '330100',
  area_code: '330106',
  address: '文三路 90 号',
};

describe.each(databases)('the address book on %s', (kind) => {
  test.override({ databaseKind: kind });

  const save = (
    shop: TestShop,
    member: TestMember,
    fields: Record<string, string> = {},
    lang: 'cn' | 'en' = 'cn',
  ) =>
    callAs<Address>(shop.app, member.token, 'api/user/address-save', {
      form: { ...form, ...fields },
      lang,
    });
  const list = async (shop: TestShop, member: TestMember) =>
    (await callAs<{ list: Address[] }>(shop.app, member.token, 'api/user/address')).data.list;

  test('answers the district call without a login: provinces, cities, areas', async ({ shop }) => {
    const provinces = await call<{ list: District[] }>(shop.app, 'api/default/district', {
      lang: 'en',
    });
    expect(provinces.code).toBe(0);
    expect(provinces.data.list).toHaveLength(31);
    expect(provinces.data.list.find((p) => p.code === '330000')?.name).toBe('浙江省');
    const cities = await call<{ list: District[] }>(shop.app, 'api/default/district', {
      query: { parent_code: '330000' },
    });
    expect(cities.data.list).toContainEqual({ code: '330100', name: '杭州市' });
    const areas = await call<{ list: District[] }>(shop.app, 'api/default/district', {
      query: { parent_code: '330100' },
    });
    expect(areas.data.list).toContainEqual({ code: '330106', name: '西湖区' });
    expect(areas.data.list).toContainEqual({ code: '330113', name: '临平区' });
    expect(areas.data.list).toContainEqual({ code: '330114', name: '钱塘区' });
    expect(areas.data.list.map((a) => a.name)).not.toContain('下城区');
    const beijing = await call<{ list: District[] }>(shop.app, 'api/default/district', {
      query: { parent_code: '110000' },
    });
    expect(beijing.data.list).toEqual([{ code: '110100', name: '北京市' }]);
    const unknown = await call<{ list: District[] }>(shop.app, 'api/default/district', {
      query: { parent_code: '330106' },
    });
    expect(unknown.data.list).toEqual([]);
    const malformed = await call(shop.app, 'api/default/district', { query: { parent_code: 'x' } });
    expect(malformed.code).toBe(422);
  });

  test('makes the first address the default and names its codes', async ({ shop, member }) => {
    expect(
      (await callAs(shop.app, member.token, 'api/user/user-center-default-address')).data,
    ).toBeNull();
    const first = await save(shop, member);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      ...form,
      province_name: '浙江省',
      city_name: '杭州市',
      area_name: '西湖区',
      is_default: true,
    });
    const second = await save(shop, member, { name: '陈女士' });
    expect(second.data.is_default).toBe(false);
    const fallback = await callAs<Address>(
      shop.app,
      member.token,
      'api/user/user-center-default-address',
    );
    expect(fallback.data.id).toBe(first.data.id);
    expect((await list(shop, member)).map((a) => a.id)).toEqual([first.data.id, second.data.id]);
  });

  test('moves the default in one step and lists default first, then newest', async ({
    shop,
    member,
  }) => {
    const a = (await save(shop, member, { name: 'A' })).data;
    const b = (await save(shop, member, { name: 'B' })).data;
    const c = (await save(shop, member, { name: 'C', is_default: '1' })).data;
    expect(c.is_default).toBe(true);
    expect((await list(shop, member)).map((x) => [x.name, x.is_default])).toEqual([
      ['C', true],
      ['B', false],
      ['A', false],
    ]);
    const made = await callAs(shop.app, member.token, 'api/user/address-default', {
      form: { id: String(a.id) },
      lang: 'en',
    });
    expect(made).toMatchObject({ code: 0, msg: 'This is now your default address' });
    expect((await list(shop, member)).map((x) => [x.name, x.is_default])).toEqual([
      ['A', true],
      ['C', false],
      ['B', false],
    ]);
    // Unticking the default while editing it keeps it: another must be chosen instead.
    const edited = await save(shop, member, { id: String(a.id), name: 'A2', is_default: '0' });
    expect(edited.data).toMatchObject({ id: a.id, name: 'A2', is_default: true });
    expect(b.id).toBeLessThan(c.id);
  });

  test('hands the default to the most recent remaining address when it is deleted', async ({
    shop,
    member,
  }) => {
    const a = (await save(shop, member, { name: 'A' })).data;
    const b = (await save(shop, member, { name: 'B' })).data;
    const c = (await save(shop, member, { name: 'C' })).data;
    const destroy = (id: number) =>
      callAs(shop.app, member.token, 'api/user/address-destroy', { form: { id: String(id) } });
    expect(await destroy(a.id)).toMatchObject({ code: 0, msg: '地址已删除' });
    expect((await list(shop, member)).map((x) => [x.name, x.is_default])).toEqual([
      ['C', true],
      ['B', false],
    ]);
    await destroy(b.id);
    await destroy(c.id);
    expect(await list(shop, member)).toEqual([]);
    const again = await destroy(c.id);
    expect(again).toMatchObject({ code: 4004, msg: '地址不存在' });
  });

  test('checks every field with the spec messages, in both languages', async ({ shop, member }) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: ' ' }, '姓名不能为空', 'Name cannot be blank'],
      [{ mobile: '' }, '手机号码不能为空', 'Mobile number cannot be blank'],
      [{ mobile: '12345' }, '手机号码格式错误', 'Mobile number format error'],
      [{ province_code: '' }, '省份不能为空', 'Province cannot be blank'],
      [{ city_code: '' }, '城市不能为空', 'City cannot be blank'],
      [{ area_code: '' }, '区县不能为空', 'Area cannot be blank'],
      [{ address: '' }, '详细地址不能为空', 'Detailed address cannot be blank'],
      [{ address: '🏠' }, '不允许输入表情符号', 'Emoji is not allowed'],
      [
        { province_code: '810000', city_code: '810001' },
        '所选省份不存在',
        'The chosen province does not exist',
      ],
      [
        { city_code: '320500' },
        '所选城市不属于该省份，请重新选择',
        'The chosen city is not in this province, please choose again',
      ],
      [
        { city_code: 'constructor', area_code: 'name' },
        '所选城市不属于该省份，请重新选择',
        'The chosen city is not in this province, please choose again',
      ],
      [
        { area_code: '330206' },
        '所选区县不属于该城市，请重新选择',
        'The chosen area is not in this city, please choose again',
      ],
    ];
    for (const [fields, cn, en] of cases) {
      expect(await save(shop, member, fields), JSON.stringify(fields)).toMatchObject({
        code: 422,
        msg: cn,
      });
      expect((await save(shop, member, fields, 'en')).msg).toBe(en);
    }
    expect(await list(shop, member)).toEqual([]);
  });

  test('reads an address saved with an area since merged away, and asks for a current one', async ({
    shop,
    member,
  }) => {
    const saved = (await save(shop, member)).data;
    // 杭州市 下城区, chosen before it was merged into 拱墅区 (2021).
    await shop.db
      .updateTable('address')
      .set({ area_code: '330103' })
      .where('id', '=', saved.id)
      .execute();
    const [old] = await list(shop, member);
    expect(old).toMatchObject({ area_code: '330103', city_name: '杭州市', area_name: '下城区' });
    const again = { id: String(saved.id), area_code: '330103' };
    expect(await save(shop, member, again)).toMatchObject({
      code: 422,
      msg: '所选区县不属于该城市，请重新选择',
    });
    expect((await save(shop, member, again, 'en')).msg).toBe(
      'The chosen area is not in this city, please choose again',
    );
    const updated = await save(shop, member, { ...again, area_code: '330105' });
    expect(updated.data).toMatchObject({ area_code: '330105', area_name: '拱墅区' });
  });

  test('keeps a Chongqing county under 重庆市, even sent under the data’s second city', async ({
    shop,
    member,
  }) => {
    const chongqing = { province_code: '500000', city_code: '500200', area_code: '500229' };
    const saved = await save(shop, member, chongqing);
    expect(saved.data).toMatchObject({
      ...chongqing,
      city_code: '500100',
      province_name: '重庆市',
      city_name: '重庆市',
      area_name: '城口县',
    });
    const row = await shop.db
      .selectFrom('address')
      .select('city_code')
      .where('id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    expect(row.city_code).toBe('500100');
    // One saved under 500200 before reads, and opens for editing, under 重庆市 too.
    await shop.db
      .updateTable('address')
      .set({ city_code: '500200' })
      .where('id', '=', saved.data.id)
      .execute();
    expect((await list(shop, member))[0]).toMatchObject({
      city_code: '500100',
      city_name: '重庆市',
      area_name: '城口县',
    });
  });

  test('lists a county-level city its province governs itself as a city, and stores the division’s codes', async ({
    shop,
    member,
  }) => {
    // 湖北省 › 仙桃市 › 仙桃市 as the lists offer it; the division files it under 429000.
    const xiantao = { province_code: '420000', city_code: '429004', area_code: '429004' };
    const saved = await save(shop, member, xiantao);
    expect(saved.data).toMatchObject({
      ...xiantao,
      province_name: '湖北省',
      city_name: '仙桃市',
      area_name: '',
    });
    const stored = () =>
      shop.db
        .selectFrom('address')
        .select(['province_code', 'city_code', 'area_code'])
        .where('id', '=', saved.data.id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ ...xiantao, city_code: '429000' });
    // Sent as the division has it (an older page), it is the same place.
    const division = { id: String(saved.data.id), city_code: '429000' };
    expect((await save(shop, member, { ...xiantao, ...division })).data).toMatchObject(xiantao);
    expect(await stored()).toEqual({ ...xiantao, city_code: '429000' });
    // Another province's, or another place as its area, is refused.
    expect((await save(shop, member, { ...xiantao, area_code: '429005' })).msg).toBe(
      '所选区县不属于该城市，请重新选择',
    );
    expect((await save(shop, member, { ...xiantao, province_code: '410000' })).code).toBe(422);
  });

  test('reads an address saved under a city’s former 市辖区 as the city', async ({
    shop,
    member,
  }) => {
    const saved = (await save(shop, member)).data;
    // 河北省 石家庄市 市辖区: the city as a whole, which the earlier lists offered as an area.
    const shijiazhuang = { province_code: '130000', city_code: '130100', area_code: '130101' };
    await shop.db.updateTable('address').set(shijiazhuang).where('id', '=', saved.id).execute();
    expect((await list(shop, member))[0]).toMatchObject({
      ...shijiazhuang,
      province_name: '河北省',
      city_name: '石家庄市',
      area_name: '',
    });
  });

  test(`keeps at most ${ADDRESS_LIMIT} addresses`, async ({ shop, member }) => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await save(shop, member, { name: `N${i}` })).code).toBe(0);
    }
    const refused = await save(shop, member, { name: 'one more' }, 'en');
    expect(refused).toMatchObject({
      code: 422,
      msg: `You can keep up to ${ADDRESS_LIMIT} addresses: please delete one you no longer use first`,
    });
    expect(await list(shop, member)).toHaveLength(ADDRESS_LIMIT);
    const cn = await save(shop, member, { name: 'one more' });
    expect(cn.msg).toBe(`最多可保存 ${ADDRESS_LIMIT} 个收货地址，请先删除不再使用的地址`);
  });

  test('keeps exactly one default when requests of one member race', async ({ shop, member }) => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(shop, member, { name: `R${i}`, is_default: i % 2 ? '1' : '0' }),
      ),
    );
    expect(replies.every((r) => r.code === 0)).toBe(true);
    const saved = await list(shop, member);
    expect(saved).toHaveLength(6);
    expect(saved.filter((a) => a.is_default)).toHaveLength(1);
  });
});
