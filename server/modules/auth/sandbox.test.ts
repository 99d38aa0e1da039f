import { describe, expect } from 'vitest';
import { outbox, request, sendCode, solvedCaptcha, uniqueMobile } from '../../test/accounts';
import { test as shopTest } from '../../test/fixtures';
import { databases, PUBLIC_SHOP_ENV } from '../../test/harness';
import { createCaptcha } from './captcha';
import { sweepAccountsData } from './housekeeping';
import { DAY } from './throttle';

/** The shop with sandbox mode off. */
const test = shopTest.extend('closed', ({ shopWith }) => shopWith(PUBLIC_SHOP_ENV));

describe.each(databases)('the sandbox on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the outbox newest first, escaped, in the lang cookie’s language', async ({
    shop,
  }) => {
    const mobile = uniqueMobile();
    await shop.db
      .insertInto('sms_outbox')
      .values([
        { mobile, body: 'older <b>bold</b> & "quoted"', created_at: Date.now() - 1000 },
        { mobile, body: 'newer', created_at: Date.now() },
      ])
      .execute();
    const en = await shop.app.inject({
      url: `/sandbox/sms?mobile=${mobile}`,
      headers: { cookie: 'lang=EN' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.headers['content-security-policy']).toContain("script-src 'self'");
    expect(en.body).toContain('SMS outbox');
    expect(en.body).toContain('older &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(en.body).not.toContain('<b>bold</b>');
    expect(en.body).not.toContain('<script');
    expect(en.body.indexOf('newer')).toBeLessThan(en.body.indexOf('older'));
    const cn = await shop.app.inject({ url: '/sandbox/sms' });
    expect(cn.body).toContain('短信发件箱');
    expect(cn.body).toContain(mobile);

    const json = await outbox(shop.app, mobile);
    expect(json.map((m) => m.text)).toEqual(['newer', 'older <b>bold</b> & "quoted"']);
    const injected = await shop.app.inject({
      url: '/sandbox/sms?mobile=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(injected.body).not.toContain('<script>alert(1)');
  });

  test('tells a live graphic code’s answer, and only that', async ({ shop }) => {
    const captcha = await solvedCaptcha(shop.app);
    expect(captcha.answer).toMatch(/^\w{4}$/);
    const unknown = await shop.app.inject({ url: '/sandbox/captcha/unknown-key.json' });
    expect(unknown.statusCode).toBe(404);
    const sent = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      query: {
        mobile: uniqueMobile(),
        scene: 'login',
        captcha_key: captcha.key,
        captcha_code: captcha.answer,
      },
    });
    expect(sent.code).toBe(0);
  });

  test('is closed when sandbox mode is off: pages 404, texts and WeChat refused cleanly', async ({
    closed,
  }) => {
    for (const url of [
      '/sandbox/sms',
      '/sandbox/sms/outbox.json?mobile=13900000000',
      '/sandbox/wechat/authorize?state=abcdefgh',
      '/sandbox/captcha/abc.json',
    ]) {
      expect((await closed.app.inject({ url })).statusCode).toBe(404);
    }
    const picture = await request<{ key: string }>(closed.app, 'site/pic-captcha');
    expect(picture.code).toBe(0);
    const captcha = await createCaptcha(closed.db, '10.1.1.1', Date.now());
    const sent = await request(closed.app, 'api/kc/crm-msg/send-msg-by-code', {
      query: {
        mobile: uniqueMobile(),
        scene: 'login',
        captcha_key: captcha.key,
        captcha_code: captcha.answer,
      },
      lang: 'en',
    });
    expect(sent).toMatchObject({
      code: 503,
      msg: 'Text messages cannot be sent at the moment: please try again later or call 400 606 1961',
    });
    expect(await closed.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    expect(await closed.db.selectFrom('sms_code').selectAll().execute()).toEqual([]);
    const wechat = await request(closed.app, 'api/kc/wechat/get-wechat-url', {
      query: { mode: 'qr' },
    });
    expect(wechat).toMatchObject({ code: 503, msg: '微信登录暂不可用，请使用其他方式登录' });
  });

  test('sweeps codes, counters, tickets and states that can no longer matter', async ({ shop }) => {
    const mobile = uniqueMobile();
    await sendCode(shop.app, mobile, 'login');
    const later = Date.now() + 3 * DAY;
    await sweepAccountsData(shop.db, later);
    const left = await shop.db
      .selectFrom('sms_code')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(left).toEqual([]);
    expect(await shop.db.selectFrom('captcha').selectAll().execute()).toEqual([]);
    expect(await shop.db.selectFrom('rate_counter').selectAll().execute()).toEqual([]);
    expect(await outbox(shop.app, mobile)).toHaveLength(1);
  });
});
