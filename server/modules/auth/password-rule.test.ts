import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { LoginReply } from '../../../contract/account';
import {
  TEST_PASSWORD,
  letResendWaitPass,
  registerMember,
  registrationForm,
  request,
  smsCodeFor,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';
import { createMember } from '../../test/members';
import { hashPassword } from './passwords';

// The rule of a new password (contract/rules.ts), as registering, resetting and changing one
// apply it: letters, digits and keyboard symbols, 8-16 of them, at least a letter and a digit.

/** What a password manager generates: every printable ASCII symbol, backtick included. */
const MANAGER_PASSWORDS = ['Maison2026!', 'a1!@#$%^&*()-_=+', 'b2[]{};:\'",.<>/?', 'c3\\|~`Zz9'];

/** Refused passwords and what each refusal says, in Chinese and English. */
const REFUSED: [string, string, string, string][] = [
  ['a space', 'Maison 2026', '密码不能包含空格', 'A password cannot contain spaces'],
  [
    'a full-width space',
    'Maison\u30002026',
    '密码不能包含空格',
    'A password cannot contain spaces',
  ],
  ['7 characters', 'Maison1', '密码长度为 8-16 位', 'A password must be 8-16 characters long'],
  [
    '17 characters',
    'Maison2026!Maison',
    '密码长度为 8-16 位',
    'A password must be 8-16 characters long',
  ],
  [
    'no digit',
    'Maison!Paris',
    '密码须至少包含一个字母和一个数字',
    'A password must contain at least one letter and one number',
  ],
  [
    'no letter',
    '2026!2027',
    '密码须至少包含一个字母和一个数字',
    'A password must contain at least one letter and one number',
  ],
  ['an emoji', 'Maison2026🌸', '密码不能包含表情符号', 'A password cannot contain emoji'],
  [
    'a Chinese character',
    'Maison2026密',
    '密码只能使用英文字母、数字和键盘符号，不能包含汉字、带重音的字母等其他字符',
    'A password can only use English letters, numbers and keyboard symbols: no Chinese characters, accented letters or other characters',
  ],
  [
    'an accented letter',
    'Maisön2026',
    '密码只能使用英文字母、数字和键盘符号，不能包含汉字、带重音的字母等其他字符',
    'A password can only use English letters, numbers and keyboard symbols: no Chinese characters, accented letters or other characters',
  ],
];

describe.each(databases)('the password rule on %s', (kind) => {
  test.override({ databaseKind: kind });

  const login = (shop: TestShop, account: string, password: string) =>
    request<LoginReply>(shop.app, 'api/passport/login', {
      form: { type: 'password', account, password },
      ip: uniqueIp(),
    });
  const register = (shop: TestShop, form: Record<string, string>, lang: 'cn' | 'en') =>
    request<LoginReply>(shop.app, 'plugin/mobile/api/passport/register', {
      form,
      lang,
      ip: uniqueIp(),
    });

  test('registers with the symbols a password manager generates, and signs in with them', async ({
    shop,
  }) => {
    for (const password of MANAGER_PASSWORDS) {
      const member = await registerMember(shop.app, { password, password_confirm: password });
      const signedIn = await login(shop, member.mobile, password);
      expect(signedIn.code, password).toBe(0);
      expect((await login(shop, member.mobile, TEST_PASSWORD)).code).toBe(422);
    }
  });

  test('takes a full-width password typed with a Chinese input method as its keyboard twin', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app, {
      password: 'Ｍａｉｓｏｎ２０２６！',
      password_confirm: 'Ｍａｉｓｏｎ２０２６！',
    });
    expect((await login(shop, member.mobile, 'Maison2026!')).code).toBe(0);
  });

  test.for(REFUSED)(
    'refuses a registration whose password has %s, saying so in both languages',
    async ([, password, cn, en], { shop }) => {
      const mobile = uniqueMobile();
      const form = { ...registrationForm(mobile, '123456'), password, password_confirm: password };
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

  test('a reset takes a password with symbols and refuses one with a space, by name', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    await letResendWaitPass(shop.db, member.mobile);
    const code = await smsCodeFor(shop.app, member.mobile, 'find_password');
    const found = await request<{ reset_token: string }>(shop.app, 'api/user/find-password', {
      form: { mobile: member.mobile, sms_code: code },
    });
    const reset = (password: string, lang: 'cn' | 'en') =>
      request(shop.app, 'api/user/reset-password', {
        form: { reset_token: found.data.reset_token, password, password_confirm: password },
        lang,
      });
    expect(await reset('Maison 2026', 'cn')).toMatchObject({ code: 422, msg: '密码不能包含空格' });
    expect(await reset('Maison 2026', 'en')).toMatchObject({
      code: 422,
      msg: 'A password cannot contain spaces',
    });
    expect(await reset('Mais0n1', 'en')).toMatchObject({
      code: 422,
      msg: 'A password must be 8-16 characters long',
    });
    // A refused password leaves the ticket to the next try.
    expect((await reset('Maison2026!', 'cn')).code).toBe(0);
    expect((await login(shop, member.mobile, 'Maison2026!')).code).toBe(0);
  });

  test('a member changes an old password of letters and digits for one with symbols', async ({
    shop,
  }) => {
    // A password set under the earlier rule (letters and digits) still signs in.
    const member = await createMember(shop.db, {
      password_hash: await hashPassword('Atelier2025', shop.config.passwordCost),
    });
    expect((await login(shop, member.mobile, 'Atelier2025')).code).toBe(0);
    const change = (password: string, lang: 'cn' | 'en') =>
      request(shop.app, 'api/user/update-user-password', {
        token: member.token,
        form: { old_password: 'Atelier2025', password, password_confirm: password },
        lang,
      });
    expect(await change('Maison 2026', 'cn')).toMatchObject({ code: 422, msg: '密码不能包含空格' });
    expect(await change('Maison2026!Maison', 'en')).toMatchObject({
      code: 422,
      msg: 'A password must be 8-16 characters long',
    });
    expect((await change('Maison2026!', 'en')).code).toBe(0);
    expect((await login(shop, member.mobile, 'Maison2026!')).code).toBe(0);
    expect((await login(shop, member.mobile, 'Atelier2025')).code).toBe(422);
  });
});
