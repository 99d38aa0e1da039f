import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginReply, WechatLogin, WechatStart } from '../../../contract/account';
import { fakeIdentity } from '../../test/fakes/wechat-api-oauth';
import { request, smsCodeFor, uniqueMobile } from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { databases } from '../../test/harness';
import { WEBSITE_APP, shopPath, startRealWechatShop, type RealWechatShop } from './wechat-fixtures';

// The desktop's real WeChat sign-in, against a local WeChat: WeChat's QR page approves, sends the
// browser to the shop's callback, which exchanges the code; the shop page then signs in with the
// state through get-wechat-user. All of it in the browser that started the sign-in.

const TOKEN = '/sns/oauth2/access_token';

describe.each(databases)('the desktop WeChat sign-in through WeChat’s page on %s', (kind) => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop(kind);
  });
  afterAll(() => shop?.close());

  let names = 0;
  const uniqueName = () => `scan-${Date.now()}-${names++}`;
  const exchanges = () => shop.fake.calls[TOKEN] ?? 0;
  const browser = new CookieJar();

  async function start(mode: 'qr' | 'inapp' = 'qr', jar = browser) {
    const reply = await request<WechatStart>(shop.app, 'api/kc/wechat/get-wechat-url', {
      query: mode === 'qr' ? { mode } : { mode, redirect: '/mobile/login/wxbind/wxAuth' },
      jar,
    });
    expect(reply.code).toBe(0);
    return reply.data;
  }
  /** A browser arriving at the shop's callback: where it is sent on. */
  async function arrive(url: string, jar = browser) {
    const cookie = jar.header();
    const response = await shop.app.inject({
      url: shopPath(url),
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.headers.location;
  }
  const wechatUser = (state: string, jar = browser) =>
    request<WechatLogin>(shop.app, 'api/kc/wechat/get-wechat-user', {
      query: { state },
      lang: 'en',
      jar,
    });
  const status = (state: string) =>
    shop.db
      .selectFrom('wechat_auth')
      .select(['status', 'openid', 'exchanged_at'])
      .where('state', '=', state)
      .executeTakeFirstOrThrow();

  async function scanned(nickname: string, withUnionid = true) {
    const { state, url } = await start();
    await arrive(shop.fake.approve(url, { nickname, withUnionid }));
    return state;
  }

  it('sends the browser to WeChat’s QR page, with the link WeChat documents', async () => {
    const { state, url, kind: shown } = await start();
    expect(shown).toBe('redirect');
    expect(state).toMatch(/^[a-zA-Z0-9]{32,64}$/);
    const page = new URL(url);
    expect(`${page.origin}${page.pathname}`).toBe(`${shop.fake.url}/connect/qrconnect`);
    expect(page.hash).toBe('#wechat_redirect');
    expect([...page.searchParams]).toEqual([
      ['appid', WEBSITE_APP.appid],
      ['redirect_uri', 'http://shop.example.cn/api/wechat/callback'],
      ['response_type', 'code'],
      ['scope', 'snsapi_login'],
      ['state', state],
    ]);
  });

  it('signs a new shopper up through a mobile number, and a returning one straight in', async () => {
    const nickname = uniqueName();
    const { state, url } = await start();
    const back = shop.fake.approve(url, { nickname });
    expect(await arrive(back)).toBe(`/mobile/login/wxbind/wxAuth?state=${state}`);
    expect(shop.fake.calls['/sns/userinfo']).toBeGreaterThan(0);

    const first = await wechatUser(state);
    const person = fakeIdentity(WEBSITE_APP.appid, nickname);
    expect(first).toMatchObject({ code: 0, data: { bound: false, nickname, state } });
    expect(first.data.openid).toBe(person.openid);

    const mobile = uniqueMobile();
    const code = await smsCodeFor(shop.app, mobile, 'bind_wechat');
    const proven = await request<{ bind_ticket: string }>(shop.app, 'api/user/get-user-by-mobile', {
      query: { state, mobile, sms_code: code },
      jar: browser,
    });
    const bound = await request<LoginReply>(shop.app, 'api/kc/wechat/bind-wechat', {
      form: {
        state,
        bind_ticket: proven.data.bind_ticket,
        title: 'Ms.',
        last_name: '沈',
        first_name: '清',
        privacy: '1',
      },
      jar: browser,
    });
    expect(bound.code).toBe(0);
    const member = await shop.db
      .selectFrom('member')
      .select(['wechat_unionid', 'wechat_openid'])
      .where('id', '=', bound.data.user.id)
      .executeTakeFirstOrThrow();
    // The website application's openid is of no use to WeChat Pay's in-app payment: not kept.
    expect(member).toEqual({ wechat_unionid: person.unionid, wechat_openid: null });

    const again = await wechatUser(await scanned(nickname));
    expect(again.data).toMatchObject({ bound: true });
    if (again.data.bound) expect(again.data.login.user.id).toBe(bound.data.user.id);
  });

  it('refuses a shopper WeChat gives no unionid for, saying whom to ask', async () => {
    const state = await scanned(uniqueName(), false);
    expect(await wechatUser(state)).toMatchObject({
      code: 422,
      msg: 'Unionid obtaining exception, Please contact the administrator',
    });
  });

  it('takes a sign-in declined on the phone as declined, without asking WeChat for a code', async () => {
    const { state, url } = await start();
    const before = exchanges();
    await arrive(shop.fake.decline(url));
    expect(exchanges()).toBe(before);
    expect(await wechatUser(state)).toMatchObject({ msg: 'The sign-in was declined in WeChat' });
  });

  it('sends no code to WeChat for a state unknown, expired or of the in-app sign-in', async () => {
    const live = await start();
    const back = new URL(shop.fake.approve(live.url, { nickname: uniqueName() }));
    const withState = (state: string) => {
      const url = new URL(back);
      url.searchParams.set('state', state);
      return url.toString();
    };
    const before = exchanges();
    expect(await arrive(withState('a1b2c3d4e5f6a7b8c9d0'))).toBe(
      '/mobile/login/wxbind/wxAuth?state=a1b2c3d4e5f6a7b8c9d0',
    );
    expect(await arrive(withState('<b>x</b>'))).toBe('/mobile/login/wxbind/wxAuth');
    const inapp = await start('inapp');
    await arrive(withState(inapp.state));
    const expired = await start();
    await shop.db
      .updateTable('wechat_auth')
      .set({ expires_at: Date.now() - 1 })
      .where('state', '=', expired.state)
      .execute();
    await arrive(withState(expired.state));
    expect(exchanges()).toBe(before);
    expect(await wechatUser(expired.state)).toMatchObject({
      msg: 'This WeChat sign-in has expired, please scan again',
    });
    expect((await wechatUser(inapp.state)).msg).toBe(
      'This WeChat sign-in does not match, please start again',
    );
  });

  it('asks WeChat about a code once, and ends the sign-in WeChat refuses the code of', async () => {
    const { state, url } = await start();
    const back = shop.fake.approve(url, { nickname: uniqueName() });
    const before = exchanges();
    await arrive(back);
    await arrive(back);
    expect(exchanges()).toBe(before + 1);
    expect((await wechatUser(state)).code).toBe(0);

    const refused = await start();
    const forged = new URL(shop.fake.approve(refused.url, { nickname: uniqueName() }));
    forged.searchParams.set('code', 'f'.repeat(32));
    await arrive(forged.toString());
    expect(exchanges()).toBe(before + 2);
    expect(await wechatUser(refused.state)).toMatchObject({
      code: 422,
      msg: 'This WeChat authorization has expired, please authorize again',
    });
  });

  it('exchanges no code for a callback opened in another browser, and lets its own finish', async () => {
    const attacker = new CookieJar();
    const { state, url } = await start('qr', attacker);
    const back = shop.fake.approve(url, { nickname: uniqueName() });
    const stranger = new CookieJar();
    await start('qr', stranger);
    const before = exchanges();
    const waiting = await status(state);
    for (const victim of [new CookieJar(), stranger]) {
      expect(await arrive(back, victim)).toBe(`/mobile/login/wxbind/wxAuth?state=${state}`);
      expect(await wechatUser(state, victim)).toMatchObject({
        code: 422,
        msg: 'This WeChat sign-in has expired: please start again',
      });
    }
    expect(exchanges()).toBe(before);
    expect(await status(state)).toEqual(waiting);

    await arrive(back, attacker);
    expect(exchanges()).toBe(before + 1);
    expect((await wechatUser(state, attacker)).data).toMatchObject({ bound: false, state });
  });

  it('exchanges no code for a sign-in started before browsers were bound', async () => {
    const { state, url } = await start();
    await shop.db
      .updateTable('wechat_auth')
      .set({ browser_hash: null })
      .where('state', '=', state)
      .execute();
    const before = exchanges();
    await arrive(shop.fake.approve(url, { nickname: uniqueName() }));
    expect(exchanges()).toBe(before);
    expect((await status(state)).openid).toBeNull();
  });
});
