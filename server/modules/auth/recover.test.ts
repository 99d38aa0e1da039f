import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { LoginReply } from '../../../contract/account';
import {
  TEST_PASSWORD,
  letResendWaitPass,
  registerMember,
  request,
  smsCodeFor,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';
import { passwordLogin } from './login';
import { LOCK_AT, LOCK_MS, accountKey } from './login-failures';
import { RESET_TICKET_LIFETIME_MS, findPassword, resetPassword } from './recover';
import { MINUTE } from './throttle';

const NEW_PASSWORD = 'Atelier2027';

describe.each(databases)('recovering and changing passwords on %s', (kind) => {
  test.override({ databaseKind: kind });

  const login = (shop: TestShop, account: string, password: string, lang: 'cn' | 'en' = 'cn') =>
    request<LoginReply>(shop.app, 'api/passport/login', {
      form: { type: 'password', account, password },
      lang,
      ip: uniqueIp(),
    });
  const stillSignedIn = async (shop: TestShop, token: string) => {
    const reply = await request(shop.app, 'api/user/update-user-password', {
      token,
      form: { old_password: 'nope', password: 'Whatever1', password_confirm: 'Whatever1' },
    });
    return reply.code !== -1;
  };

  test('gives a proven number a reset ticket that sets a new password and ends every session', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const second = await login(shop, member.mobile, TEST_PASSWORD);
    await letResendWaitPass(shop.db, member.mobile);
    const code = await smsCodeFor(shop.app, member.mobile, 'find_password');
    const foundAt = shop.clock.set(Date.now());
    const found = await request<{ reset_token: string; expires_at: number }>(
      shop.app,
      'api/user/find-password',
      { form: { mobile: member.mobile, sms_code: code }, lang: 'en' },
    );
    expect(found).toMatchObject({ code: 0, msg: 'Verified: please set a new password' });
    expect(found.data.expires_at).toBe(foundAt + RESET_TICKET_LIFETIME_MS);

    const mismatch = await request(shop.app, 'api/user/reset-password', {
      form: { reset_token: found.data.reset_token, password: NEW_PASSWORD, password_confirm: 'x' },
      lang: 'en',
    });
    expect(mismatch).toMatchObject({ code: 422, msg: 'Password inconsistency!' });

    const reset = await request(shop.app, 'api/user/reset-password', {
      form: {
        reset_token: found.data.reset_token,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
      },
    });
    expect(reset).toMatchObject({ code: 0, msg: '密码已修改，请使用新密码登录' });
    expect(await stillSignedIn(shop, member.token)).toBe(false);
    expect(await stillSignedIn(shop, second.data.access_token)).toBe(false);
    expect((await login(shop, member.mobile, TEST_PASSWORD)).code).toBe(422);
    expect((await login(shop, member.mobile, NEW_PASSWORD)).code).toBe(0);

    const reuse = await request(shop.app, 'api/user/reset-password', {
      form: {
        reset_token: found.data.reset_token,
        password: 'Other2028',
        password_confirm: 'Other2028',
      },
      lang: 'en',
    });
    expect(reuse).toMatchObject({
      code: 422,
      msg: 'This verification has expired, please request a new code',
    });
  });

  test('says when the proven number has no account, and refuses a wrong code', async ({ shop }) => {
    const mobile = uniqueMobile();
    const code = await smsCodeFor(shop.app, mobile, 'find_password');
    const wrong = await request(shop.app, 'api/user/find-password', {
      form: { mobile, sms_code: code === '111111' ? '222222' : '111111' },
    });
    expect(wrong).toMatchObject({ code: 422, msg: '手机验证码错误或已失效' });
    const none = await request(shop.app, 'api/user/find-password', {
      form: { mobile, sms_code: code },
      lang: 'en',
    });
    expect(none).toMatchObject({
      code: 4004,
      msg: 'This mobile number has no account yet, please create one',
    });
  });

  test('lets a reset ticket work for 15 minutes only, and lifts a password lock', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const now = Date.now();
    await letResendWaitPass(shop.db, member.mobile);
    const code = await smsCodeFor(shop.app, member.mobile, 'find_password');
    const late = await findPassword(shop.db, member.mobile, code, now);
    await expect(
      resetPassword(
        shop.db,
        late.reset_token,
        NEW_PASSWORD,
        shop.config.passwordCost,
        now + 15 * MINUTE,
      ),
    ).rejects.toMatchObject({ key: 'ticketExpired' });

    // Someone guessed at the account until it locked.
    await shop.db
      .insertInto('login_failure')
      .values({
        account_key: accountKey(member.mobile),
        failures: LOCK_AT,
        first_failed_at: now,
        last_failed_at: now,
        locked_until: now + LOCK_MS,
      })
      .execute();
    const caller = { lang: 'cn' as const, ip: uniqueIp(), passwordCost: shop.config.passwordCost };
    await expect(
      passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, now + LOCK_AT),
    ).rejects.toMatchObject({ key: 'accountLocked' });
    await letResendWaitPass(shop.db, member.mobile);
    const again = await smsCodeFor(shop.app, member.mobile, 'find_password');
    const ticket = await findPassword(shop.db, member.mobile, again, now + LOCK_AT);
    await resetPassword(
      shop.db,
      ticket.reset_token,
      NEW_PASSWORD,
      shop.config.passwordCost,
      now + LOCK_AT + 1,
    );
    const signedIn = await passwordLogin(
      shop.db,
      member.mobile,
      NEW_PASSWORD,
      caller,
      now + LOCK_AT + 2,
    );
    expect(signedIn.user.id).toBe(member.userId);
  });

  test('changes a signed-in member’s password after checking the old one, keeping this session only', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const other = await login(shop, member.email, TEST_PASSWORD);
    const change = (old: string, lang: 'cn' | 'en' = 'cn') =>
      request(shop.app, 'api/user/update-user-password', {
        token: member.token,
        form: { old_password: old, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        lang,
      });
    expect(await change('Wrong2026', 'en')).toMatchObject({
      code: 422,
      msg: 'The current password is incorrect',
    });
    const badNew = await request(shop.app, 'api/user/update-user-password', {
      token: member.token,
      form: { old_password: TEST_PASSWORD, password: 'short', password_confirm: 'short' },
      lang: 'en',
    });
    expect(badNew).toMatchObject({
      code: 422,
      msg: 'A password must be 8-16 characters long',
    });
    expect(await change(TEST_PASSWORD)).toMatchObject({ code: 0, msg: '密码已修改' });
    expect(await stillSignedIn(shop, member.token)).toBe(true);
    expect(await stillSignedIn(shop, other.data.access_token)).toBe(false);
    expect((await login(shop, member.mobile, NEW_PASSWORD)).code).toBe(0);
    expect((await login(shop, member.mobile, TEST_PASSWORD)).code).toBe(422);

    const visitor = await request(shop.app, 'api/user/update-user-password', {
      form: { old_password: NEW_PASSWORD, password: 'Another1', password_confirm: 'Another1' },
    });
    expect(visitor.code).toBe(-1);
  });

  test('throttles wrong old passwords like sign-in failures', async ({ shop }) => {
    const member = await registerMember(shop.app);
    const replies = [];
    for (let n = 0; n < 5; n++) {
      const reply = await request(shop.app, 'api/user/update-user-password', {
        token: member.token,
        form: { old_password: 'Wrong2026', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        lang: 'en',
      });
      replies.push(reply.code);
    }
    expect(replies).toEqual([422, 422, 422, 422, 429]);
  });
});
