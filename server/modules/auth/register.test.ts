import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { LoginReply } from '../../../contract/account';
import {
  registerMember,
  registrationForm,
  request,
  smsCodeFor,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';
import { REGISTER_GIFT_CODE } from './new-member';
import { DAY } from './throttle';

type RegisterReply = LoginReply & { coupon_value: number };

describe.each(databases)('registering on %s', (kind) => {
  test.override({ databaseKind: kind });

  const register = (shop: TestShop, form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
    request<RegisterReply>(shop.app, 'plugin/mobile/api/passport/register', {
      form,
      lang,
      ip: uniqueIp(),
    });

  test('stores the member, signs them in and gives the 100 RMB gift certificate', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const code = await smsCodeFor(shop.app, mobile, 'register');
    const form = {
      ...registrationForm(mobile, code),
      email: `Lin.${mobile}@Example.com`,
      newsletter: '1',
      // Fields a client may not set are ignored.
      points: '99999',
      level: 'platinum',
      card_no: 'MS0000000001',
      id: '1',
    };
    const reply = await register(shop, form, 'en');
    expect(reply.code).toBe(0);
    expect(reply.msg).toBe('Welcome! A 100 RMB gift certificate is now in your account');
    expect(reply.data.coupon_value).toBe(10000);
    expect(reply.data.user).toMatchObject({ display_name: 'Ms. 林', level: 'point_card' });

    const member = await shop.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', reply.data.user.id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      mobile,
      email: `lin.${mobile}@example.com`,
      title: 'Ms.',
      last_name: '林',
      first_name: '晓月',
      birthday: '1990-05-12',
      country: '中国',
      city: '上海',
      newsletter: 1,
      level: 'point_card',
      points: 0,
      wechat_unionid: null,
    });
    expect(member.card_no).toMatch(/^MS\d{10}$/);
    expect(member.card_no).not.toBe('MS0000000001');
    expect(member.password_hash).toMatch(/^scrypt\$\d+\$8\$3\$/);
    expect(member.password_hash).not.toContain('Maison2026');

    const coupons = await shop.db
      .selectFrom('coupon')
      .innerJoin('coupon_template', 'coupon_template.id', 'coupon.template_id')
      .select(['coupon.value_fen', 'coupon.min_spend_fen', 'coupon.starts_at', 'coupon.expires_at'])
      .select(['coupon.used_at', 'coupon_template.code'])
      .where('coupon.member_id', '=', member.id)
      .execute();
    expect(coupons).toHaveLength(1);
    const [coupon] = coupons;
    expect(coupon).toMatchObject({
      value_fen: 10000,
      min_spend_fen: 0,
      used_at: null,
      code: REGISTER_GIFT_CODE,
    });
    expect((coupon?.expires_at ?? 0) - (coupon?.starts_at ?? 0)).toBe(365 * DAY);

    const texts = await shop.db
      .selectFrom('coupon_template_text')
      .innerJoin('coupon_template', 'coupon_template.id', 'coupon_template_text.coupon_template_id')
      .select(['lang', 'name'])
      .where('coupon_template.code', '=', REGISTER_GIFT_CODE)
      .orderBy('lang')
      .execute();
    expect(texts).toEqual([
      { lang: 'cn', name: '注册礼券' },
      { lang: 'en', name: 'Welcome gift certificate' },
    ]);

    // The token is live; the code is used up.
    const change = await request(shop.app, 'api/user/update-user-password', {
      token: reply.data.access_token,
      form: { old_password: 'Maison2026', password: 'Maison2027', password_confirm: 'Maison2027' },
    });
    expect(change.code).toBe(0);
    const again = await register(shop, { ...form, email: 'other@example.com' });
    expect(again.code).toBe(422);
  });

  test('creates the gift template once, even for members registering at the same moment', async ({
    shop,
  }) => {
    await Promise.all([
      registerMember(shop.app),
      registerMember(shop.app),
      registerMember(shop.app),
    ]);
    const templates = await shop.db
      .selectFrom('coupon_template')
      .select('id')
      .where('code', '=', REGISTER_GIFT_CODE)
      .execute();
    expect(templates).toHaveLength(1);
    const texts = await shop.db
      .selectFrom('coupon_template_text')
      .select('lang')
      .where('coupon_template_id', '=', templates[0]?.id ?? 0)
      .execute();
    expect(texts).toHaveLength(2);
  });

  const rules: [string, Record<string, string>, string, string][] = [
    [
      'a last name over 5 characters',
      { last_name: '欧阳司马上官' },
      '姓氏为 1-5 个字符',
      'Last name must be 1-5 characters',
    ],
    [
      'a blank last name',
      { last_name: ' ' },
      '姓氏为 1-5 个字符',
      'Last name must be 1-5 characters',
    ],
    [
      'a first name over 4 characters',
      { first_name: 'Alexa' },
      '名字为 1-4 个字符',
      'First name must be 1-4 characters',
    ],
    [
      'a password of letters only',
      { password: 'abcdefghi', password_confirm: 'abcdefghi' },
      '密码须至少包含一个字母和一个数字',
      'A password must contain at least one letter and one number',
    ],
    [
      'a password too short',
      { password: 'abc123', password_confirm: 'abc123' },
      '密码长度为 8-16 位',
      'A password must be 8-16 characters long',
    ],
    [
      'a password too long',
      { password: 'abcd1234abcd12345', password_confirm: 'abcd1234abcd12345' },
      '密码长度为 8-16 位',
      'A password must be 8-16 characters long',
    ],
    [
      'a different confirmation',
      { password_confirm: 'Maison2027' },
      '两次输入的密码不一致！',
      'Password inconsistency!',
    ],
    ['no privacy consent', { privacy: '' }, '请勾选隐私政策', 'Please tick the privacy policy'],
    ['an emoji in a name', { first_name: '晓😀' }, '不允许输入表情符号', 'Emoji is not allowed'],
    ['an emoji in the city', { city: '上海🌃' }, '不允许输入表情符号', 'Emoji is not allowed'],
    [
      'a malformed mobile number',
      { mobile: '1234567' },
      '手机号码格式错误',
      'Mobile number format error',
    ],
    ['a blank mobile number', { mobile: '' }, '手机号码不能为空', 'Mobile number cannot be blank'],
    ['a blank mobile code', { sms_code: '' }, '手机验证码不能为空', 'Mobile code cannot be blank'],
    [
      'a malformed email',
      { email: 'lin@' },
      '请输入正确的邮箱地址',
      'Please enter a valid email address',
    ],
    [
      'a birthday in the future',
      { birthday: '2999-01-01' },
      '请选择正确的出生日期',
      'Please choose a valid date of birth',
    ],
    ['no title', { title: 'Dr.' }, '请选择称谓', 'Please choose a title'],
  ];

  test.for(rules)(
    'refuses %s with the spec’s message in both languages',
    async ([, change, cn, en], { shop }) => {
      const mobile = uniqueMobile();
      const form = { ...registrationForm(mobile, '123456'), ...change };
      expect(await register(shop, form, 'cn')).toMatchObject({ code: 422, msg: cn });
      expect(await register(shop, form, 'en')).toMatchObject({ code: 422, msg: en });
      const stored = await shop.db
        .selectFrom('member')
        .select('id')
        .where('mobile', '=', mobile)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  test('needs the register code of that number', async ({ shop }) => {
    const mobile = uniqueMobile();
    const code = await smsCodeFor(shop.app, mobile, 'login');
    const wrongScene = await register(shop, registrationForm(mobile, code), 'en');
    expect(wrongScene).toMatchObject({ code: 422, msg: 'The mobile code is wrong or has expired' });
    const other = uniqueMobile();
    const otherCode = await smsCodeFor(shop.app, other, 'register');
    expect((await register(shop, registrationForm(mobile, otherCode))).code).toBe(422);
  });

  test('refuses a registered mobile or email only once the code proved the number', async ({
    shop,
  }) => {
    const first = await registerMember(shop.app);
    const mobile = uniqueMobile();
    // A wrong code tells nothing about the email address.
    const guess = await register(
      shop,
      { ...registrationForm(mobile, '000000'), email: first.email },
      'en',
    );
    expect(guess).toMatchObject({ code: 422, msg: 'The mobile code is wrong or has expired' });

    const code = await smsCodeFor(shop.app, mobile, 'register');
    const takenEmail = await register(
      shop,
      { ...registrationForm(mobile, code), email: first.email.toUpperCase() },
      'en',
    );
    expect(takenEmail).toMatchObject({
      code: 422,
      msg: 'This email address is already used by another account',
    });
    // The code still works once the email is changed.
    const fixed = await register(shop, registrationForm(mobile, code));
    expect(fixed.code).toBe(0);

    const taken = uniqueMobile();
    await shop.db
      .insertInto('member')
      .values({ mobile: taken, card_no: `MS-T-${taken}`, created_at: 1, updated_at: 1 })
      .execute();
    const takenCode = await smsCodeFor(shop.app, taken, 'register');
    const duplicate = await register(shop, registrationForm(taken, takenCode), 'cn');
    expect(duplicate).toMatchObject({ code: 422, msg: '该手机号已注册，请直接登录' });
  });
});
