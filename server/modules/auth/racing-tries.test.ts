import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { SmsScene } from '../../../contract/account';
import { createProviders, type Providers } from '../../providers';
import {
  TEST_PASSWORD,
  letResendWaitPass,
  outbox,
  registerMember,
  request,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';
import { CAPTCHAS_PER_MINUTE, createCaptcha } from './captcha';
import { passwordLogin, type Caller } from './login';
import {
  ADDRESS_FAILURES_PER_HOUR,
  LOCK_AT,
  SLOW_DOWN_FROM,
  accountKey,
  clearFailures,
} from './login-failures';
import { findPassword, resetPassword, updatePassword } from './recover';
import { SMS_CAPS, SMS_CODE_MAX_TRIES, checkSmsCode, sendSmsCode } from './sms-codes';
import { MINUTE, SECOND, lockFor } from './throttle';
import { ShopMetrics } from '../../lib/metrics';

const providersOf = oncePerShop((shop: TestShop): Providers =>
  createProviders(shop.config, shop.db),
);

const test = shopTest.extend('providers', ({ shop }) => providersOf(shop));

// Every limit of signing in, for tries sent at the same instant: no more of them may get past a
// check than the limit allows, whichever database serialises them.

const T0 = Date.UTC(2030, 6, 1);
const WRONG = 'Wrong1234';
/** The sandbox sends every text: nothing to tell the operator. */
const silentLog = { warn: () => {}, error: () => {} };

/** What each try came to: 'ok', or the refusal's message key. */
function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error as { key?: string }).key ?? String(error),
  );
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of outcomes) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

describe.each(databases)('tries sent at the same instant on %s', (kind) => {
  test.override({ databaseKind: kind });

  const callerAt = (shop: TestShop, ip: string): Caller => ({
    lang: 'en',
    ip,
    passwordCost: shop.config.passwordCost,
  });
  const burst = (count: number, attempt: (n: number) => Promise<unknown>) =>
    Promise.all(Array.from({ length: count }, (_, n) => outcome(attempt(n))));

  test('weighs no more wrong passwords for one account than the slow-down allows, then locks it', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const caller = callerAt(shop, uniqueIp());
    const guess = (now: number) => () => passwordLogin(shop.db, member.mobile, WRONG, caller, now);

    const first = await burst(40, guess(T0));
    expect(tally(first)).toEqual({
      loginFailed: SLOW_DOWN_FROM,
      loginSlowDown: 40 - SLOW_DOWN_FROM,
    });
    // Each later burst, sent once the wait is over, has one password weighed, up to the lock.
    let now = T0;
    for (let failures = SLOW_DOWN_FROM + 1; failures <= LOCK_AT; failures++) {
      now += MINUTE;
      const next = await burst(40, guess(now));
      expect(tally(next).loginFailed).toBe(1);
    }
    // Locked: the right password sent among 40 wrong ones does not sign in.
    const mixed = await burst(41, (n) =>
      passwordLogin(shop.db, member.mobile, n === 20 ? TEST_PASSWORD : WRONG, caller, now + 1),
    );
    expect(tally(mixed)).toEqual({ accountLocked: 41 });
  });

  test('lets one of 40 racing API sign-ins be weighed at the last failure before the lock', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const now = Date.now();
    await shop.db
      .insertInto('login_failure')
      .values({
        account_key: accountKey(member.mobile),
        failures: LOCK_AT - 1,
        first_failed_at: now - MINUTE,
        last_failed_at: now - MINUTE,
        locked_until: now - SECOND,
      })
      .execute();
    const ip = uniqueIp();
    const signIn = (password: string) =>
      request(shop.app, 'api/passport/login', {
        form: { type: 'password', account: member.mobile, password },
        ip,
        lang: 'en',
      });
    const wrong = await Promise.all(Array.from({ length: 40 }, () => signIn(WRONG)));
    expect(tally(wrong.map((reply) => String(reply.code)))).toEqual({ 422: 1, 429: 39 });

    const passwords = Array.from({ length: 41 }, (_, n) => (n === 20 ? TEST_PASSWORD : WRONG));
    const mixed = await Promise.all(passwords.map(signIn));
    expect(mixed.every((reply) => reply.code === 429)).toBe(true);
    expect(mixed[20]?.msg).toMatch(/^Too many wrong passwords: try again in 15 minutes/);
  });

  test('holds the hourly cap of one address for 80 accounts guessed at once', async ({ shop }) => {
    const ip = uniqueIp();
    const guesses = await burst(80, () =>
      passwordLogin(shop.db, uniqueMobile(), WRONG, callerAt(shop, ip), T0),
    );
    expect(tally(guesses)).toEqual({
      loginFailed: ADDRESS_FAILURES_PER_HOUR,
      networkLocked: 80 - ADDRESS_FAILURES_PER_HOUR,
    });
    const member = await registerMember(shop.app);
    await expect(
      passwordLogin(shop.db, member.mobile, TEST_PASSWORD, callerAt(shop, ip), T0 + 1),
    ).rejects.toMatchObject({ key: 'networkLocked' });
  });

  test('counts only wrong passwords: a shopper who mistypes once gets in, and right ones cost no try', async ({
    shop,
  }) => {
    const member = await registerMember(shop.app);
    const caller = callerAt(shop, uniqueIp());
    await expect(passwordLogin(shop.db, member.mobile, WRONG, caller, T0)).rejects.toMatchObject({
      key: 'loginFailed',
    });
    const signedIn = await passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, T0 + 1);
    expect(signedIn.user.id).toBe(member.userId);
    const failures = await shop.db
      .selectFrom('login_failure')
      .selectAll()
      .where('account_key', '=', accountKey(member.mobile))
      .execute();
    expect(failures).toEqual([]);
    // A shared address (an office, a carrier) signing in many times within the hour.
    for (let n = 0; n < ADDRESS_FAILURES_PER_HOUR + 10; n++) {
      const again = await passwordLogin(shop.db, member.mobile, TEST_PASSWORD, caller, T0 + 2 + n);
      expect(again.user.id).toBe(member.userId);
    }
  });

  test('starts the count again after a right password, even with a wrong one at the same instant', async ({
    shop,
  }) => {
    const key = accountKey(uniqueMobile());
    const now = T0;
    await shop.db
      .insertInto('login_failure')
      .values({
        account_key: key,
        failures: SLOW_DOWN_FROM - 1,
        first_failed_at: now - SECOND,
        last_failed_at: now - SECOND,
        locked_until: now - SECOND,
      })
      .execute();
    // A wrong try is being counted (it holds the key and has read the count) when a right
    // password clears the failures: the clear waits for it, and is not undone by it.
    let clearing: Promise<void> | undefined;
    await shop.db.transaction().execute(async (trx) => {
      await lockFor(trx, key);
      const row = await trx
        .selectFrom('login_failure')
        .select('failures')
        .where('account_key', '=', key)
        .executeTakeFirstOrThrow();
      clearing = clearFailures(shop.db, [key]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const counted = {
        failures: row.failures + 1,
        first_failed_at: now - SECOND,
        last_failed_at: now,
        locked_until: now + 2 * SECOND,
      };
      await trx
        .insertInto('login_failure')
        .values({ account_key: key, ...counted })
        .onConflict((oc) => oc.column('account_key').doUpdateSet(counted))
        .execute();
    });
    await clearing;
    const left = await shop.db
      .selectFrom('login_failure')
      .select('failures')
      .where('account_key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });

  test('weighs no more racing wrong old passwords than the slow-down allows', async ({ shop }) => {
    const member = await registerMember(shop.app);
    const caller = callerAt(shop, uniqueIp());
    const changes = await burst(40, () =>
      updatePassword(shop.db, member.userId, null, WRONG, 'Another2026', caller, T0),
    );
    expect(tally(changes)).toEqual({
      oldPasswordWrong: SLOW_DOWN_FROM,
      loginSlowDown: 40 - SLOW_DOWN_FROM,
    });
  });

  /** Sends a code at a given time, with a graphic code drawn then, and returns it. */
  async function sendAt(shop: TestShop, now: number, mobile: string, scene: SmsScene = 'login') {
    const ip = uniqueIp();
    const captcha = await createCaptcha(shop.db, ip, now);
    const form = { mobile, scene, captchaKey: captcha.key, captchaCode: captcha.answer };
    const request = {
      ...form,
      ip,
      lang: 'cn',
      resendSeconds: shop.config.smsResendSeconds,
    } as const;
    await sendSmsCode(shop.db, providersOf(shop), request, now, silentLog, new ShopMetrics());
    return (await outbox(shop.app, mobile))[0]?.code ?? '';
  }

  test('compares no more racing SMS codes than a code allows, telling the last try it is dead', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const now = Date.now();
    const right = await sendAt(shop, now, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const guesses = await burst(40, () => checkSmsCode(shop.db, mobile, 'login', wrong, now + 1));
    expect(tally(guesses)).toEqual({
      smsCodeWrong: SMS_CODE_MAX_TRIES - 1,
      smsCodeDead: 40 - SMS_CODE_MAX_TRIES + 1,
    });
    await expect(checkSmsCode(shop.db, mobile, 'login', right, now + 2)).rejects.toMatchObject({
      key: 'smsCodeDead',
    });
  });

  test('spends a graphic code once and texts a number once, however many ask at the same moment', async ({
    shop,
    providers,
  }) => {
    const now = Date.now();
    const ip = uniqueIp();
    const captcha = await createCaptcha(shop.db, ip, now);
    const sharedCaptcha = await burst(10, () =>
      sendSmsCode(
        shop.db,
        providers,
        {
          mobile: uniqueMobile(),
          scene: 'login',
          captchaKey: captcha.key,
          captchaCode: captcha.answer,
          ip,
          lang: 'cn',
          resendSeconds: shop.config.smsResendSeconds,
        },
        now,
        silentLog,
        new ShopMetrics(),
      ),
    );
    expect(tally(sharedCaptcha)).toEqual({ ok: 1, captchaWrong: 9 });

    const mobile = uniqueMobile();
    const oneNumber = await burst(10, async () => {
      const own = await createCaptcha(shop.db, uniqueIp(), now);
      const form = {
        mobile,
        scene: 'login',
        captchaKey: own.key,
        captchaCode: own.answer,
      } as const;
      return sendSmsCode(
        shop.db,
        providers,
        { ...form, ip: uniqueIp(), lang: 'cn', resendSeconds: shop.config.smsResendSeconds },
        now,
        silentLog,
        new ShopMetrics(),
      );
    });
    expect(tally(oneNumber)).toEqual({ ok: 1, smsResendWait: 9 });
    expect(await outbox(shop.app, mobile)).toHaveLength(1);
  });

  test('holds the per-address caps of graphic codes and texts for requests sent at once', async ({
    shop,
    providers,
  }) => {
    const now = Date.now();
    const ip = uniqueIp();
    const captchas = await burst(CAPTCHAS_PER_MINUTE + 10, () => createCaptcha(shop.db, ip, now));
    expect(tally(captchas)).toEqual({ ok: CAPTCHAS_PER_MINUTE, captchaTooMany: 10 });

    const sender = uniqueIp();
    const texts = await burst(SMS_CAPS.addressPerHour + 10, async () => {
      const own = await createCaptcha(shop.db, uniqueIp(), now);
      const form = { scene: 'login', captchaKey: own.key, captchaCode: own.answer } as const;
      return sendSmsCode(
        shop.db,
        providers,
        {
          ...form,
          mobile: uniqueMobile(),
          ip: sender,
          lang: 'cn',
          resendSeconds: shop.config.smsResendSeconds,
        },
        now,
        silentLog,
        new ShopMetrics(),
      );
    });
    expect(tally(texts)).toEqual({ ok: SMS_CAPS.addressPerHour, smsResendWait: 10 });
  });

  test('uses a reset ticket once when it is sent many times at once', async ({ shop }) => {
    const member = await registerMember(shop.app);
    const now = Date.now();
    await letResendWaitPass(shop.db, member.mobile);
    const code = await sendAt(shop, now, member.mobile, 'find_password');
    const ticket = await findPassword(shop.db, member.mobile, code, now);
    const resets = await burst(10, (n) =>
      resetPassword(
        shop.db,
        ticket.reset_token,
        `Another${2026 + n}`,
        shop.config.passwordCost,
        now,
      ),
    );
    expect(tally(resets)).toEqual({ ok: 1, ticketExpired: 9 });
  });
});
