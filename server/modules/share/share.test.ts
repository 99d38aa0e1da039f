import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareData, WechatJsConfig } from '../../../contract/share';
import type { TopicNewsCard, TopicPageCard } from '../../../contract/topic';
import { ensureTopics } from '../../db/seed/steps/topics';
import {
  call,
  createTestShop,
  databases,
  PUBLIC_SHOP_ENV,
  type TestShop,
} from '../../test/harness';
import { SANDBOX_JSAPI_TICKET } from '../../providers/wechat-js-sdk';

const HOST = 'shop.example.cn';

describe.each(databases)('sharing on %s', (kind) => {
  let shop: TestShop;
  let goodsId: number;
  let topic: TopicPageCard;
  let article: TopicNewsCard;
  beforeAll(async () => {
    shop = await createTestShop(kind, { PUBLIC_URL: `http://${HOST}` });
    await ensureTopics(shop.db);
    const goods = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('sn', '=', 'MF25-B-TH-0071')
      .executeTakeFirstOrThrow();
    goodsId = goods.id;
    topic = (await call<{ list: TopicPageCard[] }>(shop.app, 'api/kc/topic-page/list')).data
      .list[0] as TopicPageCard;
    article = (
      await call<{ list: TopicNewsCard[] }>(shop.app, 'api/kc/topic-news/list', {
        query: { page_size: 1 },
      })
    ).data.list[0] as TopicNewsCard;
  });
  afterAll(() => shop?.close());

  /** A call as a browser that reached the shop at `host` (its public origin's) makes it. */
  async function ask<T>(
    r: string,
    query: Record<string, string | number>,
    lang = 'cn',
    host = HOST,
  ) {
    const search = new URLSearchParams({ _mall_id: '2', r });
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    const response = await shop.app.inject({
      url: `/api?${search.toString()}`,
      headers: { host, language: lang },
    });
    return response.json<{ code: number; data: T; msg: string }>();
  }

  it('describes a product with absolute links on the shop’s public origin', async () => {
    const { code, data } = await ask<ShareData>('api/kc/wechat/get-wechat-share', {
      type: 'goods',
      id: goodsId,
    });
    expect(code).toBe(0);
    expect(data.title).toBe('小号皮革手提包');
    expect(data.description.length).toBeGreaterThan(4);
    expect(data.link).toBe(`http://${HOST}/productList/detail?id=${goodsId}`);
    expect(data.picture).toMatch(
      new RegExp(`^http://${HOST}/media/catalogue/[0-9a-f]{32}-640\\.webp$`),
    );
    const en = await ask<ShareData>(
      'api/kc/wechat/get-wechat-share',
      { type: 'goods', id: goodsId },
      'en',
    );
    expect(en.data.title).toBe('Small Leather Top-Handle Bag');
  });

  it('describes a campaign and an article', async () => {
    const page = await ask<ShareData>('api/kc/wechat/get-wechat-share', {
      type: 'topic',
      id: topic.id,
    });
    expect(page.data).toEqual({
      title: topic.title,
      description: topic.subtitle,
      picture: `http://${HOST}${topic.hero.src}`,
      link: `http://${HOST}/advertising/homePage?id=${topic.id}`,
    });
    const news = await ask<ShareData>('api/kc/wechat/get-wechat-share', {
      type: 'news',
      id: article.id,
    });
    expect(news.data).toEqual({
      title: article.title,
      description: article.summary,
      picture: `http://${HOST}${article.cover.src}`,
      link: `http://${HOST}/advertising/details?id=${article.id}`,
    });
  });

  it('gives Weibo’s share page with the link, words and picture', async () => {
    const { code, data } = await ask<ShareData & { share_url: string }>(
      'api/kc/weibo/get-weibo-share',
      { type: 'news', id: article.id },
      'en',
    );
    expect(code).toBe(0);
    const url = new URL(data.share_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://service.weibo.com/share/share.php');
    expect(url.searchParams.get('url')).toBe(data.link);
    expect(url.searchParams.get('pic')).toBe(data.picture);
    expect(url.searchParams.get('title')).toBe(`${data.title} | ${data.description}`);
  });

  it('says clearly when what is shared does not exist', async () => {
    const cases: [string, number, string, string][] = [
      ['goods', 999_999, '商品不存在或已下架', 'This piece does not exist'],
      ['topic', 999_999, '该专题不存在或已结束', 'This campaign does not exist'],
      ['news', 999_999, '该文章不存在或已下线', 'This story does not exist'],
    ];
    for (const r of ['api/kc/wechat/get-wechat-share', 'api/kc/weibo/get-weibo-share']) {
      for (const [type, id, cn, en] of cases) {
        const zh = await ask(r, { type, id });
        expect(zh).toMatchObject({ code: 4004, data: null });
        expect(zh.msg).toContain(cn);
        expect((await ask(r, { type, id }, 'en')).msg).toContain(en);
      }
    }
    const bad = await ask('api/kc/wechat/get-wechat-share', { type: 'video', id: 1 }, 'en');
    expect(bad).toMatchObject({
      code: 422,
      msg: 'The type of share is not valid: “goods”, “topic” or “news”',
    });
    expect((await ask('api/kc/weibo/get-weibo-share', { type: 'goods', id: 'x' })).code).toBe(422);
  });

  it('leaves out goods no longer on sale', async () => {
    try {
      await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', goodsId).execute();
      const reply = await ask('api/kc/wechat/get-wechat-share', { type: 'goods', id: goodsId });
      expect(reply.code).toBe(4004);
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', goodsId).execute();
    }
  });

  describe('the WeChat JS-SDK', () => {
    const page = `http://${HOST}/advertising/details?id=3`;

    it('signs a page of the shop as WeChat does, and the sandbox SDK accepts it', async () => {
      const { code, data } = await ask<WechatJsConfig>('api/kc/wechat/get-js-config', {
        url: `${page}#top`,
      });
      expect(code).toBe(0);
      expect(data.script).toBe('/sandbox/wechat/jweixin.js');
      expect(data.js_api_list).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
      expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
      const plain = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${data.nonce_str}&timestamp=${data.timestamp}&url=${page}`;
      expect(data.signature).toBe(createHash('sha1').update(plain).digest('hex'));

      const verify = async (changes: Record<string, string | number> = {}) => {
        const query = new URLSearchParams({
          app_id: data.app_id,
          timestamp: String(data.timestamp),
          nonce_str: data.nonce_str,
          signature: data.signature,
          url: page,
          ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, String(v)])),
        });
        const response = await shop.app.inject({
          url: `/sandbox/wechat/js-verify?${query.toString()}`,
        });
        return response.json<{ result: string }>().result;
      };
      expect(await verify()).toBe('ok');
      expect(await verify({ url: `http://${HOST}/advertising/details?id=4` })).toBe(
        'invalid signature',
      );
      expect(await verify({ app_id: 'wx0000' })).toBe('invalid appid');
      expect(await verify({ timestamp: data.timestamp - 7300 })).toBe('signature expired');
    });

    it('signs only the shop’s own pages and well-formed addresses', async () => {
      const foreign = await ask(
        'api/kc/wechat/get-js-config',
        { url: 'https://evil.example/x' },
        'en',
      );
      expect(foreign).toMatchObject({
        code: 422,
        msg: 'WeChat sharing can only be set up for pages of this shop',
      });
      for (const url of [
        'not a url',
        'javascript:alert(1)',
        `http://${HOST}/${'a'.repeat(1000)}`,
      ]) {
        expect((await ask('api/kc/wechat/get-js-config', { url })).code, url).toBe(422);
      }
    });

    it('serves the sandbox SDK script from the shop itself', async () => {
      const response = await shop.app.inject({ url: '/sandbox/wechat/jweixin.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.body).toContain('updateAppMessageShareData');
    });
  });
});

describe('the WeChat JS-SDK without the sandbox', () => {
  it('is refused with a clear message, and its sandbox pages do not exist', async () => {
    const shop = await createTestShop('sqlite', PUBLIC_SHOP_ENV);
    try {
      const reply = await call(shop.app, 'api/kc/wechat/get-js-config', {
        query: { url: 'http://localhost:80/' },
        lang: 'en',
      });
      expect(reply).toMatchObject({
        code: 503,
        msg: 'WeChat sharing is not available yet: copy the link to share it',
      });
      const script = await shop.app.inject({ url: '/sandbox/wechat/jweixin.js' });
      expect(script.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
