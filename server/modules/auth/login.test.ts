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
import { passwordLogin, smsLogin, type Caller } from './login';
import {
  ADDRESS_FAILURES_PER_HOUR,
  LOCK_AT,
  LOCK_MS,
  SLOW_DOWN_FROM,
  accountKey,
} from './login-failures';
import { SESSION_LIFETIME_MS } from '../../lib/sessions';
import { SECOND } from './throttle';

const T0 = Date.UTC(2030, 5, 1);

describe.each(databases)('signing in and out on %s', (kind) => {
  test.override({ databaseKind: kind });

  const passwordForm = (account: string, password: string) => ({
    type: 'password',
    account,
    password,
  });
  const callerAt = (shop: TestShop, ip = '10.20.30.40'): Caller => ({
    lang: 'en',
    ip,
    passwordCost: shop.config.passwordCost,
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ code: 0, key: 'ok', data: null as unknown }),
      (e: unknown) => e as { code: number; key: string; data: unknown },
    );

  test('signs in with the mobile number or the email address and the password', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const signedInAt = shop.clock.set(Date.now());
    const byMobile = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: passwordForm(member.mobile, TEST_PASSWORD),
    });
    expect(byMobile.code).toBe(0);
    expect(byMobile.msg).toBe('登录成功');
    expect(byMobile.data.user).toEqual({
      id: member.userId,
      display_name: '林女士',
      level: 'point_card',
    });
    expect(byMobile.data.access_token).not.toBe(member.token);
    expect(byMobile.data.expires_at).toBe(signedInAt + SESSION_LIFETIME_MS);

    const byEmail = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: passwordForm(` ${member.email.toUpperCase()} `, TEST_PASSWORD),
      lang: 'en',
    });
    expect(byEmail.code).toBe(0);
    expect(byEmail.data.user.display_name).toBe('Ms. 林');
    const session = await shop.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', member.userId)
      .execute();
    expect(session.length).toBe(3);

    // An address saved in another case (the profile keeps it as typed) still signs in.
    await shop.db
      .updateTable('member')
      .set({ email: `Lin.${member.mobile}@Example.COM` })
      .where('id', '=', member.userId)
      .execute();
    const mixed = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: passwordForm(`lin.${member.mobile}@example.com`, TEST_PASSWORD),
    });
    expect(mixed.data.user.id).toBe(member.userId);
    expect(session.map((s) => s.token_hash)).not.toContain(byEmail.data.access_token);
  });

  test('says the same for a wrong password and an unknown account', async ({ shop }) => {
    const member = await registerMember(shop.app);
    const ip = uniqueIp();
    for (const lang of ['cn', 'en'] as const) {
      const wrong = await request(shop.app, 'api/passport/login', {
        form: passwordForm(member.mobile, 'Wrong2026x'),
        lang,
        ip,
      });
      const unknown = await request(shop.app, 'api/passport/login', {
        form: passwordForm(uniqueMobile(), 'Wrong2026x'),
        lang,
        ip,
      });
      const noEmail = await request(shop.app, 'api/passport/login', {
        form: passwordForm('nobody@example.com', 'Wrong2026x'),
        lang,
        ip,
      });
      expect(unknown).toEqual(wrong);
      expect(noEmail).toEqual(wrong);
      expect(wrong).toEqual({
        code: 422,
        data: null,
        msg: lang === 'cn' ? '账号或密码错误' : 'Incorrect account or password',
      });
    }
    const blank = await request(shop.app, 'api/passport/login', {
      form: passwordForm('', ''),
      lang: 'en',
    });
    expect(blank).toMatchObject({ code: 422, msg: 'Please enter your mobile number or email' });
  });

  test('slows an account key down from the fourth failure, then locks it for 15 minutes', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const caller = callerAt(shop, uniqueIp());
    let now = T0;
    for (let n = 1; n < SLOW_DOWN_FROM; n++, now += SECOND) {
      expect(
        await failure(passwordLogin(shop.db, member.mobile, 'Wrong1234', caller, now)),
      ).toMatchObject({ code: 422, key: 'loginFailed' });
    }
    // The fourth failure asks for 2 s before the next try, then 4 s, 8 s…
    expect(
      (await failure(passwordLogin(shop.db, member.mobile, 'Wrong1234', caller, now))).key,
    ).toBe('loginFailed');
    const slowed = await failure(
      passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, now + SECOND),
    );
    expect(slowed).toMatchObject({ code: 429, key: 'loginSlowDown', data: { wait_seconds: 1 } });
    now += 2 * SECOND;
    for (let n = SLOW_DOWN_FROM + 1; n <= LOCK_AT; n++) {
      expect(
        (await failure(passwordLogin(shop.db, member.mobile, 'Wrong1234', caller, now))).key,
      ).toBe('loginFailed');
      now += 60 * SECOND;
    }
    const lockedAt = now - 60 * SECOND;
    // Locked: even the right password is refused, and the wait is the whole lock.
    const locked = await failure(
      passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, lockedAt + 1),
    );
    expect(locked).toMatchObject({ code: 429, key: 'accountLocked', data: { wait_seconds: 900 } });
    // The email address is another key: still only the password decides.
    const byEmail = await passwordLogin(shop.db, member.email, TEST_PASSWORD, caller, lockedAt + 2);
    expect(byEmail.user.id).toBe(member.userId);
    // SMS sign-in still works during the lock.
    await letResendWaitPass(shop.db, member.mobile);
    const code = await smsCodeFor(shop.app, member.mobile, 'login');
    const bySms = await smsLogin(shop.db, member.mobile, code, 'cn', Date.now());
    expect(bySms.user.id).toBe(member.userId);
    // After the lock, the right password signs in and the failures are forgotten.
    const after = await passwordLogin(
      shop.db,
      member.mobile,
      TEST_PASSWORD,
      caller,
      lockedAt + LOCK_MS,
    );
    expect(after.user.id).toBe(member.userId);
    const left = await shop.db
      .selectFrom('login_failure')
      .selectAll()
      .where('account_key', '=', accountKey(member.mobile))
      .execute();
    expect(left).toEqual([]);
  });

  test('throttles an unknown account exactly like a real one, and answers 429 through the API', async ({
    shop,
  }) => {
    const ip = uniqueIp();
    const stranger = uniqueMobile();
    const real = await registerMember(shop.app);
    const replies: { code: number; msg: string; data: unknown }[][] = [[], []];
    for (const [index, account] of [stranger, real.mobile].entries()) {
      for (let n = 0; n < SLOW_DOWN_FROM + 1; n++) {
        const reply = await request(shop.app, 'api/passport/login', {
          form: passwordForm(account, 'Wrong1234'),
          lang: 'en',
          ip,
        });
        replies[index]?.push({ ...reply, data: reply.code === 429 ? 'wait' : reply.data });
      }
    }
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0]?.at(-1)).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/^Too many attempts, please try again in \d seconds$/),
    });
  });

  test('bounds wrong passwords per client address, whatever the accounts', async ({ shop }) => {
    const caller = callerAt(shop, uniqueIp());
    for (let n = 0; n < ADDRESS_FAILURES_PER_HOUR; n++) {
      await failure(passwordLogin(shop.db, uniqueMobile(), 'Wrong1234', caller, T0 + n));
    }
    const member = await registerMember(shop.app);
    const refused = await failure(
      passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, T0 + 100),
    );
    expect(refused).toMatchObject({ code: 429, key: 'networkLocked' });
    const elsewhere = await passwordLogin(
      shop.db,
      member.mobile,
      TEST_PASSWORD,
      callerAt(shop, uniqueIp()),
      T0 + 100,
    );
    expect(elsewhere.user.id).toBe(member.userId);
  });

  test('signs in with an SMS code, and says when the number has no account', async ({ shop }) => {
    const member = await registerMember(shop.app);
    await letResendWaitPass(shop.db, member.mobile);
    const code = await smsCodeFor(shop.app, member.mobile, 'login');
    const wrong = await request(shop.app, 'api/passport/login', {
      form: {
        type: 'sms',
        mobile: member.mobile,
        sms_code: code === '123456' ? '654321' : '123456',
      },
    });
    expect(wrong).toMatchObject({ code: 422, msg: '手机验证码错误或已失效' });
    const signedIn = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: { type: 'sms', mobile: member.mobile, sms_code: code },
    });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.user.id).toBe(member.userId);

    const newcomer = uniqueMobile();
    const newcomerCode = await smsCodeFor(shop.app, newcomer, 'login');
    for (const lang of ['cn', 'en'] as const) {
      if (lang === 'en') {
        await letResendWaitPass(shop.db, newcomer);
        const again = await smsCodeFor(shop.app, newcomer, 'login');
        const reply = await request(shop.app, 'api/passport/login', {
          form: { type: 'sms', mobile: newcomer, sms_code: again },
          lang,
        });
        expect(reply).toMatchObject({
          code: 4004,
          msg: 'This mobile number has no account yet, please create one',
        });
      } else {
        const reply = await request(shop.app, 'api/passport/login', {
          form: { type: 'sms', mobile: newcomer, sms_code: newcomerCode },
        });
        expect(reply).toMatchObject({ code: 4004, msg: '该手机号尚未注册，请先注册' });
      }
    }
    const bad = await request(shop.app, 'api/passport/login', {
      form: { type: 'sms', mobile: '12345', sms_code: '123456' },
      lang: 'en',
    });
    expect(bad).toMatchObject({ code: 422, msg: 'Mobile number format error' });
  });

  test('ends the presented session on logout, and answers 0 without a live one', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const other = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: passwordForm(member.mobile, TEST_PASSWORD),
    });
    const change = (token: string) =>
      request(shop.app, 'api/user/update-user-password', {
        token,
        form: { old_password: 'x', password: 'Another2026', password_confirm: 'Another2026' },
      });
    expect((await change(member.token)).code).not.toBe(-1);
    const out = await request(shop.app, 'api/passport/logout', {
      method: 'POST',
      token: member.token,
    });
    expect(out).toMatchObject({ code: 0, data: null, msg: '您已退出登录' });
    expect(await change(member.token)).toMatchObject({ code: -1 });
    // Only that session ended.
    expect((await change(other.data.access_token)).code).not.toBe(-1);
    for (const token of [member.token, 'not-a-token', undefined]) {
      const again = await request(shop.app, 'api/passport/logout', { method: 'POST', token });
      expect(again.code).toBe(0);
    }
  });
});
