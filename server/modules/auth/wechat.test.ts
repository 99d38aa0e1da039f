import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { LoginReply, WechatLogin, WechatStatus } from '../../../contract/account';
import { SandboxWechat } from '../../providers/wechat';
import {
  TEST_PASSWORD,
  letResendWaitPass,
  registerMember,
  request,
  smsCodeFor,
  uniqueIp,
  uniqueMobile,
} from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { databases, type TestShop } from '../../test/harness';
import { MINUTE } from './throttle';

describe.each(databases)('WeChat sign-in on %s', (kind) => {
  test.override({ databaseKind: kind });

  let names = 0;
  const uniqueName = () => `guest-${Date.now()}-${names++}`;
  /** The shopper's browser, which starts every sign-in here and carries it on. */
  const browser = new CookieJar();

  async function start(shop: TestShop, mode: 'qr' | 'inapp' = 'qr', redirect?: string) {
    const reply = await request<{ state: string; url: string; expires_at: number; kind: string }>(
      shop.app,
      'api/kc/wechat/get-wechat-url',
      { query: redirect ? { mode, redirect } : { mode }, jar: browser },
    );
    expect(reply.code).toBe(0);
    return reply.data;
  }
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://shop');
    return parsed.pathname + parsed.search;
  };
  const openPage = (shop: TestShop, url: string, lang = 'en') =>
    shop.app.inject({ url: pathOf(url), headers: { cookie: `lang=${lang.toUpperCase()}` } });
  const decide = (
    shop: TestShop,
    state: string,
    decision: 'approve' | 'deny',
    nickname = '',
    noUnionid = false,
  ) =>
    shop.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state,
        decision,
        nickname,
        ...(noUnionid ? { no_unionid: '1' } : {}),
      }).toString(),
    });
  const status = async (shop: TestShop, state: string) =>
    (
      await request<{ status: WechatStatus }>(shop.app, 'api/kc/wechat/get-wechat-scan-result', {
        query: { state },
        jar: browser,
      })
    ).data?.status;
  const wechatUser = (shop: TestShop, state: string, lang: 'cn' | 'en' = 'en') =>
    request<WechatLogin>(shop.app, 'api/kc/wechat/get-wechat-user', {
      query: { state },
      lang,
      jar: browser,
    });
  const byMobile = async (shop: TestShop, state: string, mobile: string) => {
    const code = await smsCodeFor(shop.app, mobile, 'bind_wechat');
    return request<{ registered: boolean; bind_ticket: string }>(
      shop.app,
      'api/user/get-user-by-mobile',
      { query: { state, mobile, sms_code: code }, lang: 'en', jar: browser },
    );
  };
  const bind = (shop: TestShop, form: Record<string, string>, lang: 'cn' | 'en' = 'en') =>
    request<LoginReply>(shop.app, 'api/kc/wechat/bind-wechat', { form, lang, jar: browser });

  /** A QR sign-in approved on the sandbox page by `nickname`. */
  async function approvedQr(shop: TestShop, nickname: string, noUnionid = false) {
    const { state, url } = await start(shop, 'qr');
    await openPage(shop, url);
    const approved = await decide(shop, state, 'approve', nickname, noUnionid);
    expect(approved.statusCode).toBe(303);
    return state;
  }

  test('takes a new WeChat user from the QR code to a bound, signed-in member', async ({
    shop,
  }) => {
    const startedAt = shop.clock.set(Date.now());
    const { state, url, expires_at, kind: shown } = await start(shop, 'qr');
    expect(shown).toBe('qr');
    expect(new URL(url).origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(pathOf(url)).toBe(`/sandbox/wechat/authorize?state=${state}`);
    expect(expires_at).toBe(startedAt + 10 * MINUTE);
    expect(await status(shop, state)).toBe('waiting');

    const page = await openPage(shop, url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="nickname"');
    expect(page.body).toContain('provider gives no unionid');
    expect(page.body).not.toContain('<script');
    expect(await status(shop, state)).toBe('scanned');
    expect(await wechatUser(shop, state)).toMatchObject({
      code: 422,
      msg: 'Please confirm the sign-in on your phone first',
    });

    const nickname = uniqueName();
    const approved = await decide(shop, state, 'approve', nickname);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/sandbox/wechat/authorize?state=${state}`);
    const done = await openPage(shop, approved.headers.location ?? '', 'en');
    expect(done.body).toContain('Approved: go back to the computer');
    expect((await openPage(shop, url, 'cn')).body).toContain('已同意：请回到电脑上继续');
    expect(await status(shop, state)).toBe('approved');

    const first = await wechatUser(shop, state);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ bound: false, nickname, state });
    const openid = first.data.openid;
    expect(openid).toMatch(/^o/);

    const mobile = uniqueMobile();
    const proven = await byMobile(shop, state, mobile);
    expect(proven).toMatchObject({ code: 0, data: { registered: false } });
    const ticket = proven.data.bind_ticket;

    expect(await bind(shop, { state, bind_ticket: ticket }, 'cn')).toMatchObject({
      code: 422,
      msg: '请选择称谓',
    });
    const names = { title: 'Mr.', last_name: '周', first_name: '子安' };
    expect(await bind(shop, { state, bind_ticket: ticket, ...names })).toMatchObject({
      code: 422,
      msg: 'Please tick the privacy policy',
    });
    const signedIn = await bind(shop, { state, bind_ticket: ticket, ...names, privacy: '1' });
    expect(signedIn).toMatchObject({ code: 0, msg: 'Your WeChat account is now linked' });
    expect(signedIn.data.user.display_name).toBe('Mr. 周');

    const member = await shop.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', signedIn.data.user.id)
      .executeTakeFirstOrThrow();
    // A QR sign-in's openid is the website application's, of no use to WeChat Pay: not kept.
    expect(openid).toMatch(/^o/);
    expect(member).toMatchObject({ mobile, wechat_openid: null, password_hash: '', email: null });
    expect(member.wechat_unionid).toMatch(/^u/);
    const coupons = await shop.db
      .selectFrom('coupon')
      .select('value_fen')
      .where('member_id', '=', member.id)
      .execute();
    expect(coupons).toEqual([{ value_fen: 10000 }]);

    // The state is used up.
    expect(await wechatUser(shop, state)).toMatchObject({
      code: 422,
      msg: 'This WeChat sign-in has already been used, please scan again',
    });
    expect(await status(shop, state)).toBe('expired');
    expect((await bind(shop, { state, bind_ticket: ticket, ...names, privacy: '1' })).code).toBe(
      422,
    );
    // No password yet: password sign-in says what it says to anyone.
    const password = await request(shop.app, 'api/passport/login', {
      form: { type: 'password', account: mobile, password: TEST_PASSWORD },
      lang: 'en',
      ip: uniqueIp(),
    });
    expect(password).toMatchObject({ code: 422, msg: 'Incorrect account or password' });

    // A returning WeChat user signs in directly.
    const again = await approvedQr(shop, nickname);
    const returning = await wechatUser(shop, again);
    expect(returning.code).toBe(0);
    expect(returning.data.bound).toBe(true);
    if (returning.data.bound) expect(returning.data.login.user.id).toBe(member.id);
    expect((await wechatUser(shop, again)).code).toBe(422);
  });

  test('binds WeChat to an existing member without a second gift', async ({ shop }) => {
    const member = await registerMember(shop.app);
    const state = await approvedQr(shop, uniqueName());
    expect((await wechatUser(shop, state)).data).toMatchObject({ bound: false });
    await letResendWaitPass(shop.db, member.mobile);
    const proven = await byMobile(shop, state, member.mobile);
    expect(proven.data.registered).toBe(true);
    const signedIn = await bind(shop, { state, bind_ticket: proven.data.bind_ticket });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.user.id).toBe(member.userId);
    const coupons = await shop.db
      .selectFrom('coupon')
      .select('id')
      .where('member_id', '=', member.userId)
      .execute();
    expect(coupons).toHaveLength(1);

    // Another WeChat cannot take over the account.
    const intruder = await approvedQr(shop, uniqueName());
    await letResendWaitPass(shop.db, member.mobile);
    expect(await byMobile(shop, intruder, member.mobile)).toMatchObject({
      code: 422,
      msg: 'This account is already linked to another WeChat account',
    });
  });

  test('says so when the provider gives no unionid', async ({ shop }) => {
    const state = await approvedQr(shop, uniqueName(), true);
    expect(await wechatUser(shop, state, 'en')).toMatchObject({
      code: 422,
      msg: 'Unionid obtaining exception, Please contact the administrator',
    });
    expect(await wechatUser(shop, state, 'cn')).toMatchObject({
      code: 422,
      msg: '获取 unionid 异常，请联系管理员',
    });
    expect((await byMobile(shop, state, uniqueMobile())).msg).toBe(
      'Unionid obtaining exception, Please contact the administrator',
    );
  });

  test('refuses unknown, expired, denied and mismatched states', async ({ shop }) => {
    expect(await wechatUser(shop, 'no-such-state-here', 'en')).toMatchObject({
      code: 422,
      msg: 'This WeChat sign-in has expired, please scan again',
    });
    expect((await request(shop.app, 'api/kc/wechat/get-wechat-user', { query: {} })).code).toBe(
      422,
    );
    const unknownPage = await shop.app.inject({ url: '/sandbox/wechat/authorize?state=<b>x</b>' });
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).not.toContain('<b>x</b>');

    const denied = await start(shop, 'qr');
    expect((await decide(shop, denied.state, 'deny')).statusCode).toBe(303);
    expect(await status(shop, denied.state)).toBe('denied');
    expect(await wechatUser(shop, denied.state)).toMatchObject({
      msg: 'The sign-in was declined in WeChat',
    });
    expect((await decide(shop, denied.state, 'approve', 'late')).statusCode).toBe(410);

    const expired = await approvedQr(shop, uniqueName());
    await shop.db
      .updateTable('wechat_auth')
      .set({ expires_at: Date.now() - 1 })
      .where('state', '=', expired)
      .execute();
    expect(await status(shop, expired)).toBe('expired');
    expect((await wechatUser(shop, expired)).code).toBe(422);
    expect(
      (await openPage(shop, `http://x/sandbox/wechat/authorize?state=${expired}`)).statusCode,
    ).toBe(410);

    // A bind ticket only works with the state it was issued for.
    const first = await approvedQr(shop, uniqueName());
    const second = await approvedQr(shop, uniqueName());
    const proven = await byMobile(shop, first, uniqueMobile());
    const mismatch = await bind(shop, {
      state: second,
      bind_ticket: proven.data.bind_ticket,
      title: 'Ms.',
      last_name: '王',
      first_name: '一',
      privacy: '1',
    });
    expect(mismatch).toMatchObject({
      code: 422,
      msg: 'This WeChat sign-in does not match, please start again',
    });
  });

  test('signs in inside the WeChat browser with a code that works once, for its own state', async ({
    shop,
  }) => {
    const { state, url } = await start(
      shop,
      'inapp',
      '/mobile/login/wxbind/wxAuth?from=%2Fpersonal',
    );
    const page = await openPage(shop, url);
    expect(page.statusCode).toBe(200);
    const nickname = uniqueName();
    const approved = await decide(shop, state, 'approve', nickname);
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location ?? '', 'http://shop');
    expect(back.pathname).toBe('/mobile/login/wxbind/wxAuth');
    expect(back.searchParams.get('from')).toBe('/personal');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // The state alone is not enough for an in-app sign-in, nor for binding.
    expect(await wechatUser(shop, state)).toMatchObject({ code: 422 });
    expect((await byMobile(shop, state, uniqueMobile())).code).toBe(422);

    const other = await start(shop, 'inapp', '/');
    const crossed = await request(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code, state: other.state },
      lang: 'en',
      jar: browser,
    });
    expect(crossed).toMatchObject({
      code: 422,
      msg: 'This WeChat authorization has expired, please authorize again',
    });

    const user = await request<WechatLogin>(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code, state },
      jar: browser,
    });
    expect(user.data).toMatchObject({ bound: false, nickname, state });
    const reuse = await request(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code, state },
      lang: 'en',
      jar: browser,
    });
    expect(reuse.code).toBe(422);

    const proven = await byMobile(shop, state, uniqueMobile());
    const signedIn = await bind(shop, {
      state,
      bind_ticket: proven.data.bind_ticket,
      title: 'Ms.',
      last_name: '苏',
      first_name: '念',
      privacy: '1',
    });
    expect(signedIn.code).toBe(0);
    // Signed in inside WeChat: the Official Account's openid, which WeChat Pay's in-app payment takes.
    const bound = await shop.db
      .selectFrom('member')
      .select('wechat_openid')
      .where('id', '=', signedIn.data.user.id)
      .executeTakeFirstOrThrow();
    expect(bound.wechat_openid).toBe(user.data.openid);

    // Next time: the openid for session storage, then a direct sign-in.
    const forOpenid = await start(shop, 'inapp', '/');
    const openidCode = new URL(
      (await decide(shop, forOpenid.state, 'approve', nickname)).headers.location ?? '',
      'http://shop',
    ).searchParams.get('code');
    const openid = await request<{ openid: string }>(shop.app, 'api/kc/wechat/get-openid-by-code', {
      query: { code: openidCode ?? '', state: forOpenid.state },
      jar: browser,
    });
    expect(openid.code).toBe(0);
    expect(openid.data.openid).toBe(user.data.openid);

    const returning = await start(shop, 'inapp', '/');
    const returningCode = new URL(
      (await decide(shop, returning.state, 'approve', nickname)).headers.location ?? '',
      'http://shop',
    ).searchParams.get('code');
    const direct = await request<WechatLogin>(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code: returningCode ?? '', state: returning.state },
      jar: browser,
    });
    expect(direct.data.bound).toBe(true);
    if (direct.data.bound) expect(direct.data.login.user.id).toBe(signedIn.data.user.id);
  });

  test('lets an authorization code live five minutes and keeps redirects on the shop', async ({
    shop,
  }) => {
    const wechat = new SandboxWechat(shop.db);
    const { state } = await start(shop, 'inapp', '/');
    const approved = await wechat.approve(state, { openid: 'o-x', unionid: 'u-x', nickname: 'x' });
    expect(approved).not.toBeNull();
    const code = approved?.code ?? '';
    expect(await wechat.exchangeCode(code, state, Date.now() + 5 * MINUTE + 1000)).toBeNull();
    expect(await wechat.exchangeCode(code, state)).toMatchObject({ openid: 'o-x', unionid: 'u-x' });
    expect(await wechat.exchangeCode(code, state)).toBeNull();

    for (const redirect of ['//evil.example', 'https://evil.example/']) {
      const reply = await request(shop.app, 'api/kc/wechat/get-wechat-url', {
        query: { mode: 'inapp', redirect },
      });
      expect(reply.code).toBe(422);
    }
    const backslash = await request(shop.app, 'api/kc/wechat/get-wechat-url', {
      query: { mode: 'inapp', redirect: '/\\evil.example' },
      lang: 'en',
    });
    expect(backslash).toMatchObject({ code: 422, msg: 'The page to return to is not valid' });
  });
});
