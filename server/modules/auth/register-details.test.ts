import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { LoginReply } from '../../../contract/account';
import type { Membership, Profile, UserCenter } from '../../../contract/member';
import {
  TEST_PASSWORD,
  registrationForm,
  request,
  smsCodeFor,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';

// Registration asks only what the shop needs: title, name, the proven mobile number, a password
// and the privacy consent. The email, date of birth, country and city may be left out, and are
// checked when they are given; the profile takes them later.

type RegisterReply = LoginReply & { coupon_value: number };

const NOT_NEEDED = ['birthday', 'country', 'city', 'email', 'newsletter'];

/** The registration form with only what the shop needs. */
function neededOnly(mobile: string, smsCode: string): Record<string, string> {
  const full = Object.entries(registrationForm(mobile, smsCode));
  return Object.fromEntries(full.filter(([field]) => !NOT_NEEDED.includes(field)));
}

describe.each(databases)('registering with only what the shop needs on %s', (kind) => {
  test.override({ databaseKind: kind });

  const register = (shop: TestShop, form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
    request<RegisterReply>(shop.app, 'plugin/mobile/api/passport/register', {
      form,
      lang,
      ip: uniqueIp(),
    });

  test('opens the account without email, date of birth, country or city; the profile takes them later', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const reply = await register(
      shop,
      neededOnly(mobile, await smsCodeFor(shop.app, mobile, 'register')),
    );
    expect(reply).toMatchObject({ code: 0, data: { coupon_value: 10000 } });
    const member = await shop.db
      .selectFrom('member')
      .select(['email', 'birthday', 'country', 'city', 'newsletter'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ email: null, birthday: '', country: '', city: '', newsletter: 0 });

    // A second account without an email: none is stored, so the two do not clash.
    const second = uniqueMobile();
    const code = await smsCodeFor(shop.app, second, 'register');
    const form = { ...neededOnly(second, code), email: '', birthday: '', country: '', city: '' };
    expect((await register(shop, form)).code).toBe(0);

    const token = reply.data.access_token;
    const as = <T>(r: string, form?: Record<string, string>) =>
      request<T>(shop.app, r, { token, lang: 'en', ...(form ? { form } : {}) });
    expect((await as<UserCenter>('api/user/user-center')).data.display_name).toBe('Ms. 林');
    expect((await as<Membership>('api/user/my-member')).data.level).toBe('point_card');
    const profile = await as<Profile>('api/user/my-info');
    expect(profile.data).toMatchObject({ birthday: '', country: '', city: '', email: '' });

    // The profile is saved as it is, then with what registration did not ask.
    const kept = {
      title: 'Ms.',
      last_name: '林',
      first_name: '晓月',
      birthday: '',
      email: '',
      newsletter: '0',
    };
    expect((await as<Profile>('api/user/member-edit-info', kept)).code).toBe(0);
    const filled = await as<Profile>('api/user/member-edit-info', {
      ...kept,
      birthday: '1991-07-14',
      country: '中国',
      city: '杭州',
      email: `${mobile}@example.com`,
    });
    expect(filled.data).toMatchObject({
      birthday: '1991-07-14',
      country: '中国',
      city: '杭州',
      email: `${mobile}@example.com`,
    });
    const signedIn = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: { type: 'password', account: `${mobile}@example.com`, password: TEST_PASSWORD },
      ip: uniqueIp(),
    });
    expect(signedIn.code).toBe(0);
  });

  const given: [string, Record<string, string>, string, string][] = [
    [
      'a date of birth in the future',
      { birthday: '2999-01-01' },
      '请选择正确的出生日期',
      'Please choose a valid date of birth',
    ],
    [
      'half a date of birth',
      { birthday: '1990-05' },
      '请选择正确的出生日期',
      'Please choose a valid date of birth',
    ],
    [
      'an emoji in the country',
      { country: '中国🇨🇳' },
      '不允许输入表情符号',
      'Emoji is not allowed',
    ],
    [
      'a city over 60 characters',
      { city: '城'.repeat(61) },
      '输入内容过长',
      'This entry is too long',
    ],
    [
      'a malformed email',
      { email: 'lin@example' },
      '请输入正确的邮箱地址',
      'Please enter a valid email address',
    ],
    [
      'the newsletter without an email',
      { newsletter: '1' },
      '如需通过电子邮件接收资讯，请填写电子邮箱',
      'Please enter your email address to receive our news by email',
    ],
  ];

  test.for(given)(
    'still checks what is given: refuses %s in both languages',
    async ([, change, cn, en], { shop }) => {
      const mobile = uniqueMobile();
      const form = { ...neededOnly(mobile, '123456'), ...change };
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
});
