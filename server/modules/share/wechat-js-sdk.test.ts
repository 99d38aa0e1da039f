import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatJsConfig } from '../../../contract/share';
import { request } from '../../test/accounts';
import { databases } from '../../test/harness';
import { ACCOUNT_APP, startRealWechatShop, type RealWechatShop } from '../auth/wechat-fixtures';

// The real JS-SDK signature through get-js-config, and WeChat's own script served by the shop.

const PAGE = 'http://shop.example.cn/advertising/details?id=3';

describe.each(databases)('the Official Account’s JS-SDK in a shop on %s', (kind) => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop(kind);
  });
  afterAll(() => shop?.close());

  it('signs the shop’s pages with a ticket WeChat accepts', async () => {
    const reply = await request<WechatJsConfig>(shop.app, 'api/kc/wechat/get-js-config', {
      query: { url: `${PAGE}#top` },
    });
    expect(reply.code).toBe(0);
    const { data } = reply;
    expect(data).toMatchObject({
      app_id: ACCOUNT_APP.appid,
      script: '/wechat/jweixin-1.6.0.js',
      js_api_list: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const config = { timestamp: data.timestamp, nonce: data.nonce_str, signature: data.signature };
    expect(shop.fake.acceptsJsSignature({ ...config, url: PAGE })).toBe(true);
    expect(shop.fake.acceptsJsSignature({ ...config, url: `${PAGE}#top` })).toBe(false);
  });

  it('serves WeChat’s jweixin script, which defines wx as the original does', async () => {
    const response = await shop.app.inject({ url: '/wechat/jweixin-1.6.0.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    const page: Record<string, unknown> = {
      document: { title: 'MAISON', addEventListener: () => undefined },
      navigator: { userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50', platform: 'iPhone' },
      location: { href: PAGE },
    };
    page.window = page;
    vm.runInNewContext(response.body, page);
    const wx = page.wx as Record<string, unknown>;
    expect(page.jWeixin).toBe(wx);
    for (const name of ['config', 'ready', 'error', 'updateAppMessageShareData'] as const) {
      expect(typeof wx[name], name).toBe('function');
    }
  });
});

describe('the JS-SDK when WeChat refuses the account', () => {
  let shop: RealWechatShop;
  beforeAll(async () => {
    shop = await startRealWechatShop('sqlite', (settings) => ({
      ...settings,
      officialAccount: settings.officialAccount && {
        ...settings.officialAccount,
        secret: 'd'.repeat(32),
      },
    }));
  });
  afterAll(() => shop?.close());

  it('tells the page to share by link, not a server error', async () => {
    const reply = await request(shop.app, 'api/kc/wechat/get-js-config', {
      query: { url: PAGE },
      lang: 'en',
    });
    expect(reply).toMatchObject({
      code: 503,
      msg: 'WeChat sharing is not available yet: copy the link to share it',
    });
  });
});
