import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatStart } from '../../../contract/account';
import { request } from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { shopPath, startRealWechatShop, type RealWechatShop } from './wechat-fixtures';

// What the shopper is told when WeChat refuses the shop itself, or hands out a stand-in account.

const UNAVAILABLE = 'WeChat sign-in is not available at the moment, please use another way';

/** The shopper's browser: it starts each sign-in and comes back to the shop with it. */
const browser = new CookieJar();

async function start(shop: RealWechatShop, mode: 'qr' | 'inapp', scope = 'userinfo') {
  return request<WechatStart>(shop.app, 'api/kc/wechat/get-wechat-url', {
    query: mode === 'qr' ? { mode } : { mode, scope, redirect: '/mobile/login/wxbind/wxAuth' },
    lang: 'en',
    jar: browser,
  });
}

describe('WeChat refusing the shop’s own credentials', () => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop('sqlite', (settings) => ({
      ...settings,
      website: settings.website && { ...settings.website, secret: 'b'.repeat(32) },
      officialAccount: settings.officialAccount && {
        ...settings.officialAccount,
        secret: 'c'.repeat(32),
      },
    }));
  });
  afterAll(() => shop?.close());

  it('says sign-in with WeChat is not available, on a desktop and inside WeChat', async () => {
    const qr = (await start(shop, 'qr')).data;
    const back = shop.fake.approve(qr.url, { nickname: 'lin' });
    const arrived = await shop.app.inject({
      url: shopPath(back),
      headers: { cookie: browser.header() },
    });
    expect(arrived.statusCode).toBe(303);
    const desktop = await request(shop.app, 'api/kc/wechat/get-wechat-user', {
      query: { state: qr.state },
      lang: 'en',
      jar: browser,
    });
    expect(desktop).toMatchObject({ code: 503, msg: UNAVAILABLE });

    const inapp = (await start(shop, 'inapp')).data;
    const code = new URL(shop.fake.approve(inapp.url, { nickname: 'lin' })).searchParams.get(
      'code',
    );
    const phone = await request(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code: code ?? '', state: inapp.state },
      lang: 'en',
      jar: browser,
    });
    expect(phone).toMatchObject({ code: 503, msg: UNAVAILABLE });
  });
});

describe('WeChat sign-in with the Official Account alone', () => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop('sqlite', (settings) => ({ ...settings, website: null }));
  });
  afterAll(() => shop?.close());

  it('offers no desktop sign-in, and signs nobody in as a snapshot page’s stand-in', async () => {
    expect(await start(shop, 'qr')).toMatchObject({ code: 503, msg: UNAVAILABLE });
    const inapp = (await start(shop, 'inapp')).data;
    const back = new URL(shop.fake.approve(inapp.url, { nickname: 'zhou', snapshot: true }));
    const reply = await request(shop.app, 'api/kc/wechat/get-user-by-code', {
      query: { code: back.searchParams.get('code') ?? '', state: inapp.state },
      lang: 'en',
      jar: browser,
    });
    expect(reply).toMatchObject({
      code: 422,
      msg: 'This WeChat authorization has expired, please authorize again',
    });
  });
});
