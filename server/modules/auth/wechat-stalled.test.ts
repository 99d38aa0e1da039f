import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatStart } from '../../../contract/account';
import { request } from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { startStallingServer, type StallingServer } from '../../test/fakes/stalling-server';
import { createTestShop, databases, PUBLIC_SHOP_ENV, type TestShop } from '../../test/harness';

// A public shop whose WeChat takes the call and never answers: signing in inside WeChat, and
// the JS-SDK's signature for sharing, are given up after the provider timeout
// (PROVIDER_TIMEOUT_MS, at its shortest here), and the shopper is told in their language.

describe.each(databases)('WeChat not answering, on %s', (kind) => {
  let stalling: StallingServer;
  let shop: TestShop;
  beforeAll(async () => {
    stalling = await startStallingServer();
    shop = await createTestShop(kind, {
      ...PUBLIC_SHOP_ENV,
      WECHAT_MP_APPID: 'wx51a7c0d3e9b2f468',
      WECHAT_MP_SECRET: '7e3f9a1c5b0d2e4f6a8c1b3d5e7f9a0c',
      WECHAT_API_BASE_URL: stalling.url,
      PROVIDER_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await shop?.close();
    await stalling?.close();
  });

  /** The sign-in's own browser (its cookie binds the state) comes back with WeChat's code. */
  async function signInInsideWechat(lang: 'cn' | 'en') {
    const jar = new CookieJar();
    const started = await request<WechatStart>(shop.app, 'api/kc/wechat/get-wechat-url', {
      query: { mode: 'inapp', scope: 'userinfo', redirect: '/mobile/login/wxbind/wxAuth' },
      lang,
      jar,
    });
    expect(started.code).toBe(0);
    return request(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code: '061Xk7ll2dQbbe4d3Gml2PfnXR1Xk7lS', state: started.data.state },
      lang,
      jar,
    });
  }

  it('says WeChat sign-in is not available now', async () => {
    const asked = stalling.received;
    expect(await signInInsideWechat('en')).toEqual({
      code: 503,
      data: null,
      msg: 'WeChat sign-in is not available at the moment, please use another way',
    });
    expect(await signInInsideWechat('cn')).toEqual({
      code: 503,
      data: null,
      msg: '微信登录暂不可用，请使用其他方式登录',
    });
    expect(stalling.received).toBe(asked + 2);
  });

  it('leaves a page to share by link', async () => {
    const asked = stalling.received;
    const reply = await request(shop.app, 'api/kc/wechat/get-js-config', {
      query: { url: `${PUBLIC_SHOP_ENV.PUBLIC_URL}/productList` },
      lang: 'en',
    });
    expect(reply).toEqual({
      code: 503,
      data: null,
      msg: 'WeChat sharing is not available yet: copy the link to share it',
    });
    expect(stalling.received).toBe(asked + 1);
  });
});
