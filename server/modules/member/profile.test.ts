import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { Membership, Profile, UserCenter } from '../../../contract/member';
import { databases, type TestShop } from '../../test/harness';
import { callAs, createMember, giveCoupon } from '../../test/members';
import { displayName } from './display-name';

const DAY = 24 * 60 * 60 * 1000;

/** A valid profile form: 上海市 / 上海市 / 黄浦区. */
const form = {
  title: 'Ms.',
  last_name: '王',
  first_name: '丽',
  birthday: '1988-03-08',
  province_code: '310000',
  city_code: '310100',
  area_code: '310101',
  address: '南京东路 100 号',
  special_date: '2015-10-01',
  email: 'wang.li@example.com',
  newsletter: '1',
};

describe('display names', () => {
  test('greets with the last name and the title in the language of the request', () => {
    const member = { title: 'Ms.', last_name: 'Li', mobile: '13912345678' };
    expect(displayName(member, 'en')).toBe('Ms. Li');
    expect(displayName({ ...member, last_name: '李' }, 'cn')).toBe('李女士');
    expect(displayName({ ...member, title: 'Mr.', last_name: '张' }, 'cn')).toBe('张先生');
    expect(displayName({ ...member, title: '' }, 'en')).toBe('Li');
    expect(displayName({ ...member, last_name: ' ' }, 'cn')).toBe('139****5678');
  });
});

describe.each(databases)('the profile on %s', (kind) => {
  test.override({ databaseKind: kind });

  const edit = (
    shop: TestShop,
    token: string,
    fields: Record<string, string>,
    lang: 'cn' | 'en' = 'cn',
  ) =>
    callAs<Profile>(shop.app, token, 'api/user/member-edit-info', {
      form: { ...form, ...fields },
      lang,
    });

  test('greets the member on the user centre with level, points, coupons and wish list', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, { points: 1234, lifetime_points: 6000 });
    await giveCoupon(shop.db, member.id);
    await giveCoupon(shop.db, member.id, { used_at: Date.now() - DAY });
    await giveCoupon(shop.db, member.id, { expires_at: Date.now() - DAY });
    const goods = await shop.db.selectFrom('goods').select('id').limit(2).execute();
    await shop.db
      .insertInto('favorite')
      .values(goods.map((g) => ({ member_id: member.id, goods_id: g.id, created_at: 1 })))
      .execute();

    const cn = await callAs<UserCenter>(shop.app, member.token, 'api/user/user-center');
    expect(cn.code).toBe(0);
    expect(cn.data).toEqual({
      display_name: '李女士',
      title: 'Ms.',
      last_name: '李',
      level: 'silver',
      level_name: '银卡',
      points: 1234,
      balance: 0,
      coupon_count: 1,
      favorite_count: 2,
      order_counts: { to_pay: 0, to_ship: 0, to_receive: 0, after_sale: 0 },
    });
    const en = await callAs<UserCenter>(shop.app, member.token, 'api/user/user-center', {
      lang: 'en',
    });
    expect(en.data.display_name).toBe('Ms. 李');
    expect(en.data.level_name).toBe('Silver');
  });

  test('shows every profile field, with the names of the region codes', async ({ shop }) => {
    const member = await createMember(shop.db, {
      province_code: '440000',
      city_code: '440300',
      area_code: '440305',
      newsletter: 1,
    });
    const { code, data } = await callAs<Profile>(shop.app, member.token, 'api/user/my-info', {
      lang: 'en',
    });
    expect(code).toBe(0);
    expect(data).toMatchObject({
      title: 'Ms.',
      last_name: '李',
      first_name: '雅',
      birthday: '1990-05-20',
      country: '中国',
      city: '上海',
      province_name: '广东省',
      city_name: '深圳市',
      area_name: '南山区',
      mobile: member.mobile,
      card_no: member.card_no,
      newsletter: true,
      level: 'point_card',
    });
  });

  test('names an area merged away since the profile was saved as it was called', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, {
      province_code: '330000',
      city_code: '330100',
      area_code: '330104',
    });
    const { data } = await callAs<Profile>(shop.app, member.token, 'api/user/my-info');
    expect(data).toMatchObject({
      area_code: '330104',
      province_name: '浙江省',
      city_name: '杭州市',
      area_name: '江干区',
    });
  });

  test('saves the profile form and answers with the saved profile', async ({ shop, member }) => {
    const reply = await edit(shop, member.token, {});
    expect(reply.code).toBe(0);
    expect(reply.msg).toBe('保存成功');
    expect(reply.data).toMatchObject({
      ...form,
      newsletter: true,
      province_name: '上海市',
      city_name: '上海市',
      area_name: '黄浦区',
      mobile: member.mobile,
    });
    const again = await callAs<Profile>(shop.app, member.token, 'api/user/my-info');
    expect(again.data).toEqual(reply.data);

    const cleared = await edit(shop, member.token, {
      province_code: '',
      city_code: '',
      area_code: '',
      special_date: '',
      newsletter: '0',
    });
    expect(cleared.data).toMatchObject({
      province_code: '',
      province_name: '',
      special_date: '',
      newsletter: false,
    });
  });

  test('saves a place its province governs itself under the division’s codes, and reads it as a city', async ({
    shop,
    member,
  }) => {
    const tianmen = { province_code: '420000', city_code: '429006', area_code: '429006' };
    const reply = await edit(shop, member.token, { ...tianmen, email: 'tianmen@example.com' });
    expect(reply.data).toMatchObject({ ...tianmen, city_name: '天门市', area_name: '' });
    const row = await shop.db
      .selectFrom('member')
      .select(['city_code', 'area_code'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city_code: '429000', area_code: '429006' });
  });

  test('keeps the country and city of registration, and changes them when the form sends them', async ({
    shop,
    member,
  }) => {
    const email = `${member.mobile}@example.com`;
    const kept = await edit(shop, member.token, { email });
    expect(kept.data).toMatchObject({ country: '中国', city: '上海' });
    const moved = await edit(shop, member.token, { email, country: '法国', city: '巴黎' });
    expect(moved.data).toMatchObject({ country: '法国', city: '巴黎' });
    const again = await callAs<Profile>(shop.app, member.token, 'api/user/my-info');
    expect(again.data).toMatchObject({ country: '法国', city: '巴黎' });
  });

  test('takes a province, city and area only together, each inside the one before', async ({
    shop,
    member,
  }) => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { area_code: '' },
        '请完整选择省份、城市和区县，或全部留空',
        'Please choose a province, a city and an area, or leave all three empty',
      ],
      [{ province_code: '990000' }, '所选省份不存在', 'The chosen province does not exist'],
      [
        { city_code: '320100' },
        '所选城市不属于该省份，请重新选择',
        'The chosen city is not in this province, please choose again',
      ],
      [
        { area_code: '110101' },
        '所选区县不属于该城市，请重新选择',
        'The chosen area is not in this city, please choose again',
      ],
      [
        // 杭州市 江干区, merged into 上城区 and 钱塘区 in 2021.
        { province_code: '330000', city_code: '330100', area_code: '330104' },
        '所选区县不属于该城市，请重新选择',
        'The chosen area is not in this city, please choose again',
      ],
    ];
    for (const [fields, cn, en] of cases) {
      expect(await edit(shop, member.token, fields)).toMatchObject({ code: 422, msg: cn });
      expect(await edit(shop, member.token, fields, 'en')).toMatchObject({ code: 422, msg: en });
    }
    const row = await shop.db
      .selectFrom('member')
      .select(['province_code', 'last_name'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ province_code: '', last_name: '李' });
  });

  test('refuses an email another member uses, whatever its case', async ({ shop }) => {
    const other = await createMember(shop.db, { email: 'Taken@Example.com' });
    const member = await createMember(shop.db);
    const cn = await edit(shop, member.token, { email: 'taken@example.com' });
    expect(cn).toMatchObject({ code: 422, msg: '该邮箱已被其他账户使用' });
    const en = await edit(shop, member.token, { email: 'TAKEN@example.com' }, 'en');
    expect(en.msg).toBe('This email address is already used by another account');
    // The member's own address may be saved again.
    const own = await shop.db
      .selectFrom('member')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect((await edit(shop, member.token, { email: own.email ?? '' })).code).toBe(0);
    expect(other.id).not.toBe(member.id);
  });

  test('checks the fields with the spec messages', async ({ shop, member }) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ last_name: '欧阳司马上官' }, '姓氏为 1-5 个字符', 'Last name must be 1-5 characters'],
      [{ first_name: '' }, '名字为 1-4 个字符', 'First name must be 1-4 characters'],
      [{ email: 'not-an-email' }, '请输入正确的邮箱地址', 'Please enter a valid email address'],
      [{ address: '门口 🌸' }, '不允许输入表情符号', 'Emoji is not allowed'],
      [{ city: '上海🌃' }, '不允许输入表情符号', 'Emoji is not allowed'],
      [{ special_date: '2021-02-30' }, '日期格式不正确', 'This date is not valid'],
      [{ birthday: '2999-01-01' }, '请选择正确的出生日期', 'Please choose a valid date of birth'],
      [
        { email: '', newsletter: '1' },
        '如需通过电子邮件接收资讯，请填写电子邮箱',
        'Please enter your email address to receive our news by email',
      ],
      [{ title: 'Dr.' }, '请选择称谓', 'Please choose a title'],
    ];
    for (const [fields, cn, en] of cases) {
      expect(await edit(shop, member.token, fields)).toMatchObject({ code: 422, msg: cn });
      expect(await edit(shop, member.token, fields, 'en')).toMatchObject({ code: 422, msg: en });
    }
  });

  test('ignores the mobile number, card number, level and points a form carries', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, { points: 10, lifetime_points: 10 });
    const reply = await edit(shop, member.token, {
      email: `fields.${member.id}@example.com`,
      mobile: '13800000000',
      card_no: '1',
      level: 'platinum',
      points: '999999',
      lifetime_points: '999999',
      id: '1',
      member_id: '1',
    });
    expect(reply.code).toBe(0);
    const row = await shop.db
      .selectFrom('member')
      .select(['mobile', 'card_no', 'level', 'points', 'lifetime_points'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      mobile: member.mobile,
      card_no: member.card_no,
      level: 'point_card',
      points: 10,
      lifetime_points: 10,
    });
  });

  test('describes the membership: card, level, benefits and the way to the next level', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, { points: 800, lifetime_points: 21_000 });
    const { data } = await callAs<Membership>(shop.app, member.token, 'api/user/my-member', {
      lang: 'en',
    });
    expect(data).toMatchObject({
      card_no: member.card_no,
      level: 'gold',
      level_name: 'Gold',
      points: 800,
      lifetime_points: 21_000,
      next_level: { key: 'platinum', name: 'Platinum', points_needed: 29_000 },
    });
    expect(data.levels.map((l) => [l.key, l.threshold])).toEqual([
      ['point_card', 0],
      ['silver', 5_000],
      ['gold', 20_000],
      ['platinum', 50_000],
    ]);
    expect(data.levels.every((l) => l.benefits.length >= 3)).toBe(true);
    const cn = await callAs<Membership>(shop.app, member.token, 'api/user/my-member');
    expect(cn.data.levels.map((l) => l.name)).toEqual(['积分卡', '银卡', '金卡', '铂金卡']);
    expect(cn.data.levels[0]?.benefits[0]).toBe('每消费 1 元累积 1 积分');
  });

  test('keeps a level the house granted above the points, and has no next level at the top', async ({
    shop,
  }) => {
    const granted = await createMember(shop.db, { level: 'platinum', lifetime_points: 100 });
    const { data } = await callAs<Membership>(shop.app, granted.token, 'api/user/my-member');
    expect(data.level).toBe('platinum');
    expect(data.next_level).toBeNull();
    const fresh = await createMember(shop.db);
    const first = await callAs<Membership>(shop.app, fresh.token, 'api/user/my-member');
    expect(first.data.level).toBe('point_card');
    expect(first.data.next_level).toEqual({ key: 'silver', name: '银卡', points_needed: 5_000 });
  });
});
