import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatLogin, WechatStart } from '../../../contract/account';
import { fakeIdentity } from '../../test/fakes/wechat-api-oauth';
import { request } from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { databases } from '../../test/harness';
import { ACCOUNT_APP, shopPath, startRealWechatShop, type RealWechatShop } from './wechat-fixtures';

// Signing in inside WeChat with the Official Account, against a local WeChat: snsapi_userinfo
// for a sign-in (the unionid), snsapi_base for the openid alone, codes that work once.

const TOKEN = '/sns/oauth2/access_token';
const USERINFO = '/sns/userinfo';

describe.each(databases)('signing in inside WeChat with the Official Account on %s', (kind) => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop(kind);
  });
  afterAll(() => shop?.close());

  let names = 0;
  const uniqueName = () => `inapp-${Date.now()}-${names++}`;
  const calls = (path: string) => shop.fake.calls[path] ?? 0;
  /** The WeChat browser that starts every sign-in here and comes back with its code. */
  const browser = new CookieJar();

  async function authorized(scope: 'base' | 'userinfo', nickname: string, redirect = '/') {
    const start = await request<WechatStart>(shop.app, 'api/kc/wechat/get-wechat-url', {
      query: { mode: 'inapp', redirect, scope },
      jar: browser,
    });
    expect(start.code).toBe(0);
    const back = new URL(shop.fake.approve(start.data.url, { nickname }));
    return {
      start: start.data,
      path: shopPath(back.toString()),
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
  }
  const userByCode = (code: string, state: string, jar = browser) =>
    request<WechatLogin>(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code, state },
      lang: 'en',
      jar,
    });

  it('asks the shopper’s consent for a sign-in, and gets the unionid', async () => {
    const nickname = uniqueName();
    const signIn = await authorized('userinfo', nickname, '/mobile/login/wxbind/wxAuth');
    expect(signIn.start.kind).toBe('redirect');
    const page = new URL(signIn.start.url);
    expect(`${page.origin}${page.pathname}${page.hash}`).toBe(
      `${shop.fake.url}/connect/oauth2/authorize#wechat_redirect`,
    );
    expect(Object.fromEntries(page.searchParams)).toMatchObject({
      appid: ACCOUNT_APP.appid,
      redirect_uri: 'http://shop.example.cn/mobile/login/wxbind/wxAuth',
      scope: 'snsapi_userinfo',
    });
    expect(signIn.path).toMatch(/^\/mobile\/login\/wxbind\/wxAuth\?code=\w+&state=\w+$/);

    const reply = await userByCode(signIn.code, signIn.state);
    const person = fakeIdentity(ACCOUNT_APP.appid, nickname);
    expect(reply).toMatchObject({
      code: 0,
      data: { bound: false, nickname, openid: person.openid },
    });
    const row = await shop.db
      .selectFrom('wechat_auth')
      .select(['status', 'unionid'])
      .where('state', '=', signIn.state)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'approved', unionid: person.unionid });

    const replay = await userByCode(signIn.code, signIn.state);
    expect(replay.code).toBe(422);
  });

  it('gets the openid silently with snsapi_base, which gives no unionid to sign in with', async () => {
    const nickname = uniqueName();
    const silent = await authorized('base', nickname, '/productList/detail?id=3');
    expect(new URL(silent.start.url).searchParams.get('scope')).toBe('snsapi_base');
    expect(silent.path).toMatch(/^\/productList\/detail\?id=3&code=\w+&state=\w+$/);
    const profiles = calls(USERINFO);
    const openid = await request<{ openid: string }>(shop.app, 'api/kc/wechat/get-openid-by-code', {
      query: { code: silent.code, state: silent.state },
      jar: browser,
    });
    expect(openid).toMatchObject({
      code: 0,
      data: { openid: fakeIdentity(ACCOUNT_APP.appid, nickname).openid },
    });
    expect(openid.data).not.toHaveProperty('unionid');
    expect(calls(USERINFO)).toBe(profiles);

    const base = await authorized('base', nickname);
    expect(await userByCode(base.code, base.state)).toMatchObject({
      code: 422,
      msg: 'Unionid obtaining exception, Please contact the administrator',
    });
  });

  it('exchanges a code once when two requests bring it at the same time', async () => {
    const signIn = await authorized('userinfo', uniqueName());
    const before = calls(TOKEN);
    shop.fake.delayMs = 50;
    try {
      const replies = await Promise.all([
        userByCode(signIn.code, signIn.state),
        userByCode(signIn.code, signIn.state),
      ]);
      expect(replies.map((reply) => reply.code).sort()).toEqual([0, 422]);
    } finally {
      shop.fake.delayMs = 0;
    }
    expect(calls(TOKEN)).toBe(before + 1);
  });

  it('refuses a code WeChat says was used or is unknown, and a code of another state', async () => {
    const used = await authorized('userinfo', uniqueName());
    expect((await userByCode(used.code, used.state)).code).toBe(0);
    const fresh = await authorized('userinfo', uniqueName());
    const before = calls(TOKEN);
    const refused = 'This WeChat authorization has expired, please authorize again';
    expect(await userByCode(used.code, fresh.state)).toMatchObject({ code: 422, msg: refused });
    expect(await userByCode('0'.repeat(32), fresh.state)).toMatchObject({ msg: refused });
    expect(calls(TOKEN)).toBe(before + 2);
    // The state survives WeChat's refusals: its own code still signs in.
    expect((await userByCode(fresh.code, fresh.state)).code).toBe(0);
  });

  it('asks WeChat about no code a link brought to another browser', async () => {
    const signIn = await authorized('userinfo', uniqueName());
    const before = calls(TOKEN);
    const refused = { code: 422, msg: 'This WeChat sign-in has expired: please start again' };
    expect(await userByCode(signIn.code, signIn.state, new CookieJar())).toMatchObject(refused);
    const openid = await request(shop.app, 'api/kc/wechat/get-openid-by-code', {
      query: { code: signIn.code, state: signIn.state },
      lang: 'en',
    });
    expect(openid).toMatchObject(refused);
    expect(calls(TOKEN)).toBe(before);
    // The code is still good for the browser WeChat sent back with it.
    expect((await userByCode(signIn.code, signIn.state)).code).toBe(0);
  });
});
