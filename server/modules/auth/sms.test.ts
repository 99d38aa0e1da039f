import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import { createProviders, type Providers } from '../../providers';
import {
  outbox,
  request,
  sendCode,
  solvedCaptcha,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { databases, type TestShop } from '../../test/harness';
import { CAPTCHAS_PER_MINUTE, createCaptcha } from './captcha';
import { SMS_CAPS, SMS_CODE_MAX_TRIES, checkSmsCode, sendSmsCode } from './sms-codes';
import { DAY, HOUR, MINUTE, SECOND } from './throttle';
import { ShopMetrics } from '../../lib/metrics';

const providersOf = oncePerShop((shop: TestShop): Providers =>
  createProviders(shop.config, shop.db),
);

const test = shopTest
  .extend('providers', ({ shop }) => providersOf(shop))
  /** A shop whose operator lets a number have a text every 15 seconds. */
  .extend('quickShop', ({ shopWith }) => shopWith({ SMS_RESEND_SECONDS: '15' }));

/** Midnight UTC: the hour and day windows start here. */
const T0 = Date.UTC(2030, 0, 1);
/** The sandbox sends every text: nothing to tell the operator. */
const silentLog = { warn: () => {}, error: () => {} };

describe.each(databases)('graphic and SMS codes on %s', (kind) => {
  test.override({ databaseKind: kind });

  /** Sends a code at a given time, with a graphic code drawn then. */
  async function sendAt(
    shop: TestShop,
    now: number,
    mobile: string,
    ip = '10.9.9.9',
    lang: 'cn' | 'en' = 'cn',
  ) {
    const captcha = await createCaptcha(shop.db, `captcha-${ip}`, now);
    return sendSmsCode(
      shop.db,
      providersOf(shop),
      {
        mobile,
        scene: 'login',
        captchaKey: captcha.key,
        captchaCode: captcha.answer,
        ip,
        lang,
        resendSeconds: shop.config.smsResendSeconds,
      },
      now,
      silentLog,
      new ShopMetrics(),
    );
  }

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e as { code: number; key: string; data: unknown },
    );
    expect(error).not.toBeNull();
    return error as { code: number; key: string; data: unknown };
  }

  test('draws a graphic code as an SVG data URL that lives five minutes', async ({ shop }) => {
    const drawnAt = shop.clock.set(Date.now());
    const first = await request<{ key: string; image: string; expires_at: number }>(
      shop.app,
      'site/pic-captcha',
      { query: { refresh: 'true' }, ip: uniqueIp() },
    );
    expect(first.code).toBe(0);
    expect(first.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.data.image.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    expect(first.data.expires_at).toBe(drawnAt + 5 * MINUTE);
    const second = await request<{ key: string }>(shop.app, 'site/pic-captcha');
    expect(second.data.key).not.toBe(first.data.key);
    const row = await shop.db
      .selectFrom('captcha')
      .selectAll()
      .where('key', '=', first.data.key)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('needs the right graphic code before any text, and uses it up right or wrong', async ({
    shop,
  }) => {
    const ip = uniqueIp();
    const mobile = uniqueMobile();
    const captcha = await solvedCaptcha(shop.app, ip);
    const query = { mobile, scene: 'login', captcha_key: captcha.key };
    const blank = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      query: { ...query, captcha_code: '' },
    });
    expect(blank).toMatchObject({ code: 422, msg: '图形验证码不能为空' });
    const wrong = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      lang: 'en',
      query: { ...query, captcha_code: captcha.answer === 'abcd' ? 'abce' : 'abcd' },
    });
    expect(wrong).toMatchObject({
      code: 422,
      msg: 'The graphic code is wrong or has expired, please try again',
    });
    const usedUp = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      query: { ...query, captcha_code: captcha.answer },
    });
    expect(usedUp).toMatchObject({ code: 422, msg: '图形验证码错误或已失效，请重新输入' });
    expect(await outbox(shop.app, mobile)).toEqual([]);
    // The sandbox no longer tells the answer of a used code.
    const answer = await shop.app.inject({ url: `/sandbox/captcha/${captcha.key}.json` });
    expect(answer.statusCode).toBe(404);
  });

  test('accepts the graphic code in any case, once, and refuses an expired one', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const captcha = await solvedCaptcha(shop.app, ip);
    const sent = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      query: {
        mobile,
        scene: 'register',
        captcha_key: captcha.key,
        captcha_code: ` ${captcha.answer.toUpperCase()} `,
      },
    });
    expect(sent).toMatchObject({ code: 0, data: { resend_after: 60 }, msg: '验证码已发送' });

    const old = await createCaptcha(shop.db, ip, Date.now() - 5 * MINUTE - SECOND);
    const expired = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      query: {
        mobile: uniqueMobile(),
        scene: 'login',
        captcha_key: old.key,
        captcha_code: old.answer,
      },
    });
    expect(expired.code).toBe(422);
  });

  test('limits graphic codes per client address and minute', async ({ shop }) => {
    const ip = uniqueIp();
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i++) {
      await createCaptcha(shop.db, ip, T0 + i);
    }
    const error = await refusal(createCaptcha(shop.db, ip, T0 + 30 * SECOND));
    expect(error).toMatchObject({ code: 429, key: 'captchaTooMany', data: { wait_seconds: 30 } });
    await expect(createCaptcha(shop.db, ip, T0 + MINUTE)).resolves.toHaveProperty('key');
  });

  test('texts a six-digit code in the request language, stored only as a digest', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const cn = await sendCode(shop.app, mobile, 'login');
    expect(cn.data).toEqual({ resend_after: 60 });
    const [message] = await outbox(shop.app, mobile);
    expect(message?.text).toMatch(/^【MAISON】您的验证码是 \d{6}，5 分钟内有效。$/);
    const row = await shop.db
      .selectFrom('sms_code')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(message?.code ?? '');
    expect(row.expires_at - row.created_at).toBe(5 * MINUTE);

    const other = uniqueMobile();
    await sendCode(shop.app, other, 'login', { lang: 'en' });
    expect((await outbox(shop.app, other))[0]?.text).toMatch(
      /^\[MAISON\] Your code is \d{6}\. It is valid for 5 minutes\.$/,
    );
  });

  test('waits 60 seconds between two texts to one number, saying how long is left', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    const sentAt = shop.clock.set(Date.now());
    expect((await sendCode(shop.app, mobile, 'login')).code).toBe(0);
    shop.clock.set(sentAt + 9 * SECOND);
    const again = await sendCode(shop.app, mobile, 'find_password', { lang: 'cn' });
    expect(again).toMatchObject({ code: 429, data: { wait_seconds: 51 }, msg: '请51秒后再试' });
    const en = await sendCode(shop.app, mobile, 'login', { lang: 'en' });
    expect(en).toMatchObject({ code: 429, msg: 'Please try again in 51 seconds' });
    // A part of a second left still counts as a second.
    shop.clock.set(sentAt + 60 * SECOND - 1);
    const last = await sendCode(shop.app, mobile, 'login');
    expect(last).toMatchObject({ code: 429, data: { wait_seconds: 1 }, msg: '请1秒后再试' });
    expect(await outbox(shop.app, mobile)).toHaveLength(1);
    shop.clock.set(sentAt + 60 * SECOND);
    expect(await sendCode(shop.app, mobile, 'login')).toMatchObject({
      code: 0,
      data: { resend_after: 60 },
    });
    expect(await outbox(shop.app, mobile)).toHaveLength(2);

    const later = uniqueMobile();
    await sendAt(shop, T0, later);
    const early = await refusal(sendAt(shop, T0 + 45 * SECOND, later));
    expect(early).toMatchObject({ code: 429, data: { wait_seconds: 15 } });
    await expect(sendAt(shop, T0 + 60 * SECOND, later)).resolves.toEqual({ resend_after: 60 });
  });

  test('waits the operator’s SMS_RESEND_SECONDS instead, when set', async ({ quickShop: shop }) => {
    const mobile = uniqueMobile();
    const sentAt = shop.clock.set(Date.now());
    const first = await sendCode(shop.app, mobile, 'login');
    expect(first).toMatchObject({ code: 0, data: { resend_after: 15 } });
    shop.clock.set(sentAt + 5 * SECOND);
    const again = await sendCode(shop.app, mobile, 'login');
    expect(again).toMatchObject({ code: 429, data: { wait_seconds: 10 }, msg: '请10秒后再试' });
    // The first text 15 seconds old: past this gap, where the default minute would still refuse.
    shop.clock.set(sentAt + 15 * SECOND);
    const after = await sendCode(shop.app, mobile, 'login');
    expect(after).toMatchObject({ code: 0, data: { resend_after: 15 } });
    expect(await outbox(shop.app, mobile)).toHaveLength(2);

    const later = uniqueMobile();
    await expect(sendAt(shop, T0, later)).resolves.toEqual({ resend_after: 15 });
    const early = await refusal(sendAt(shop, T0 + 5 * SECOND, later));
    expect(early).toMatchObject({ code: 429, key: 'smsResendWait', data: { wait_seconds: 10 } });
    const last = await refusal(sendAt(shop, T0 + 15 * SECOND - 1, later));
    expect(last.data).toEqual({ wait_seconds: 1 });
    await expect(sendAt(shop, T0 + 15 * SECOND, later)).resolves.toEqual({ resend_after: 15 });

    // Ten requests for one number at the same moment: one text.
    const racing = uniqueMobile();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendAt(shop, T0, racing, uniqueIp()).then(
          () => 'ok',
          (error: unknown) => (error as { key?: string }).key ?? String(error),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'smsResendWait')).toHaveLength(9);
    expect(await outbox(shop.app, racing)).toHaveLength(1);
  });

  test('answers an unregistered number exactly like a registered one', async ({ shop }) => {
    const member = await shop.db
      .insertInto('member')
      .values({ mobile: uniqueMobile(), card_no: 'MS-SMS-TEST', created_at: 1, updated_at: 1 })
      .returning('mobile')
      .executeTakeFirstOrThrow();
    for (const scene of ['login', 'find_password'] as const) {
      const known = await sendCode(shop.app, member.mobile, scene);
      const unknown = await sendCode(shop.app, uniqueMobile(), scene);
      expect(unknown).toEqual(known);
      expect(known.code).toBe(0);
      await shop.db.deleteFrom('sms_code').where('mobile', '=', member.mobile).execute();
    }
  });

  test('caps texts per number per hour and per day, with the wait until the window frees', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    let now = T0;
    for (let i = 0; i < SMS_CAPS.mobilePerHour; i++, now += 61 * SECOND) {
      await sendAt(shop, now, mobile, uniqueIp());
    }
    const hourly = await refusal(sendAt(shop, now, mobile, uniqueIp()));
    expect(hourly).toMatchObject({ code: 429, key: 'smsResendWait' });
    expect(hourly.data).toEqual({ wait_seconds: Math.ceil((T0 + HOUR - now) / SECOND) });

    now = T0 + HOUR;
    for (let i = SMS_CAPS.mobilePerHour; i < SMS_CAPS.mobilePerDay; i++, now += 61 * SECOND) {
      await sendAt(shop, now, mobile, uniqueIp());
    }
    now = T0 + 2 * HOUR;
    const daily = await refusal(sendAt(shop, now, mobile, uniqueIp()));
    expect(daily.data).toEqual({ wait_seconds: (DAY - 2 * HOUR) / SECOND });
    // A refused send is not counted: the next day starts afresh.
    await expect(sendAt(shop, T0 + DAY, mobile, uniqueIp())).resolves.toEqual({ resend_after: 60 });
  });

  // A day's worth of texts, one after another: more time than a single call needs.
  test('caps texts per client address per hour and per day', async ({ shop }) => {
    const ip = uniqueIp();
    for (let i = 0; i < SMS_CAPS.addressPerHour; i++)
      await sendAt(shop, T0 + i, uniqueMobile(), ip);
    const hourly = await refusal(sendAt(shop, T0 + MINUTE, uniqueMobile(), ip));
    expect(hourly).toMatchObject({ code: 429, data: { wait_seconds: 59 * 60 } });

    const other = uniqueIp();
    let sent = 0;
    for (let hour = 0; sent < SMS_CAPS.addressPerDay; hour++) {
      for (let i = 0; i < SMS_CAPS.addressPerHour && sent < SMS_CAPS.addressPerDay; i++, sent++) {
        await sendAt(shop, T0 + hour * HOUR + i * SECOND, uniqueMobile(), other);
      }
    }
    const daily = await refusal(sendAt(shop, T0 + 20 * HOUR, uniqueMobile(), other));
    expect(daily).toMatchObject({ code: 429, data: { wait_seconds: 4 * 60 * 60 } });
  }, 60_000);

  test('lets a code work for five minutes, once, and not after five wrong tries', async ({
    shop,
  }) => {
    const read = async (mobile: string) => (await outbox(shop.app, mobile))[0]?.code ?? '';
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

    const expiring = uniqueMobile();
    await sendAt(shop, T0, expiring);
    const code = await read(expiring);
    await expect(
      checkSmsCode(shop.db, expiring, 'login', code, T0 + 5 * MINUTE),
    ).rejects.toMatchObject({ key: 'smsCodeWrong' });
    await expect(
      checkSmsCode(shop.db, expiring, 'login', code, T0 + 5 * MINUTE - 1),
    ).resolves.toBeTypeOf('number');
    // Only its own scene.
    await expect(
      checkSmsCode(shop.db, expiring, 'register', code, T0 + MINUTE),
    ).rejects.toMatchObject({ key: 'smsCodeWrong' });

    const guessed = uniqueMobile();
    await sendAt(shop, T0, guessed);
    const right = await read(guessed);
    for (let i = 1; i < SMS_CODE_MAX_TRIES; i++) {
      await expect(
        checkSmsCode(shop.db, guessed, 'login', wrongCode(right), T0 + i),
      ).rejects.toMatchObject({ key: 'smsCodeWrong' });
    }
    // Four wrong tries leave the fifth: the right code still works, and does not use a try.
    await expect(checkSmsCode(shop.db, guessed, 'login', right, T0 + 10)).resolves.toBeTypeOf(
      'number',
    );
    await expect(
      checkSmsCode(shop.db, guessed, 'login', wrongCode(right), T0 + 11),
    ).rejects.toMatchObject({ key: 'smsCodeDead' });
    await expect(checkSmsCode(shop.db, guessed, 'login', right, T0 + 12)).rejects.toMatchObject({
      key: 'smsCodeDead',
    });

    // Through the gateway: a code signs in once; the second use is refused.
    const once = uniqueMobile();
    await shop.db
      .insertInto('member')
      .values({ mobile: once, card_no: `MS-ONCE-${once}`, created_at: 1, updated_at: 1 })
      .execute();
    await sendCode(shop.app, once, 'login');
    const form = { type: 'sms', mobile: once, sms_code: await read(once) };
    expect((await request(shop.app, 'api/passport/login', { form })).code).toBe(0);
    const reuse = await request(shop.app, 'api/passport/login', { form, lang: 'en' });
    expect(reuse).toMatchObject({ code: 422, msg: 'The mobile code is wrong or has expired' });
  });

  test('replaces a number’s earlier code when a new one is sent', async ({ shop }) => {
    const mobile = uniqueMobile();
    await sendAt(shop, T0, mobile);
    const first = (await outbox(shop.app, mobile))[0]?.code ?? '';
    await sendAt(shop, T0 + MINUTE, mobile);
    const second = (await outbox(shop.app, mobile))[0]?.code ?? '';
    if (first !== second) {
      await expect(
        checkSmsCode(shop.db, mobile, 'login', first, T0 + MINUTE + 1),
      ).rejects.toMatchObject({ key: 'smsCodeWrong' });
    }
    await expect(
      checkSmsCode(shop.db, mobile, 'login', second, T0 + MINUTE + 2),
    ).resolves.toBeTypeOf('number');
  });
});
