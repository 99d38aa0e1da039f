import { afterAll, describe, expect } from 'vitest';
import { OPENING_CALLS_ELEMENT_ID, type OpeningCalls } from '../contract/opening-calls';
import { ensureDocuments } from './db/seed/steps/documents';
import { ensurePersonalisation } from './db/seed/steps/personalisation';
import { ensureStores } from './db/seed/steps/stores';
import { ensureTopics } from './db/seed/steps/topics';
import { oncePerShop, test } from './test/fixtures';
import { fakeAppBuild, SHELL, withoutFrameData } from './test/app-build';
import type { TestShop } from './test/harness';
import { callAs, expiredToken } from './test/members';

// A page that opens with public calls carries their replies in its document, exactly as the API
// gives them, so that it draws without waiting for them; and the pictures its first screen shows.

function carried(html: string): OpeningCalls | null {
  const element = new RegExp(
    `<script id="${OPENING_CALLS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return element?.[1] ? (JSON.parse(element[1]) as OpeningCalls) : null;
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
    sizes: /imagesizes="([^"]*)"/.exec(tag)?.[1] ?? '',
    media: /media="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));

async function apiReply(shop: TestShop, r: string, input: Record<string, string>, lang = 'cn') {
  const query = new URLSearchParams({ r, _mall_id: '2', ...input });
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api?${query.toString()}`,
    headers: { language: lang },
  });
  return response.json<{ code: number; data: unknown; msg: string }>();
}

/** The shop's published content, as the running shop adds it at start. */
const withContent = oncePerShop(async (shop: TestShop) => {
  await ensureDocuments(shop.db);
  await ensureStores(shop.db);
  await ensureTopics(shop.db);
  await ensurePersonalisation(shop.db);
});

/** A published story: the first, or the last (one no other test asked for, so not cached). */
async function storyId(shop: TestShop, which: 'first' | 'last' = 'first'): Promise<number> {
  await withContent(shop);
  const row = await shop.db
    .selectFrom('topic_news')
    .select('id')
    .orderBy('id', which === 'first' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the replies a page’s document carries', () => {
  const build = fakeAppBuild({});
  test.override({ shopEnv: { DIST_DIR: build.distDir } });
  afterAll(() => build.remove());

  test('carries a policy, the boutiques and the pieces to personalise as the API answers them, in the page’s language', async ({
    shop,
  }) => {
    await withContent(shop);
    const pages: [string, [string, Record<string, string>][]][] = [
      ['/otherPages/returnPolicy', [['api/kc/document/show', { code: 'returnPolicy' }]]],
      ['/pc/otherPages/termsOfSale', [['api/kc/document/show', { code: 'termsOfSale' }]]],
      [
        '/otherPages/boutique',
        [
          ['api/store/get-store-city', {}],
          ['api/store/list', {}],
        ],
      ],
      ['/personalizedList', [['api/goods/get-custom-goods', { page: '1', page_size: '24' }]]],
    ];
    for (const [lang, headers] of [
      ['cn', {}],
      ['en', { cookie: 'lang=EN' }],
    ] as const) {
      for (const [url, calls] of pages) {
        const response = await shop.app.inject({ method: 'GET', url, headers });
        const expected = await Promise.all(
          calls.map(async ([r, input]) => ({
            r,
            input,
            reply: await apiReply(shop, r, input, lang),
          })),
        );
        expect(expected.every(({ reply }) => reply.code === 0)).toBe(true);
        expect(carried(response.body), `${lang} ${url}`).toEqual({ lang, calls: expected });
      }
    }
  });

  test('announces a story’s cover and the stories’ first covers at the sizes the page shows them', async ({
    shop,
  }) => {
    const id = await storyId(shop);
    const story = await shop.app.inject({ method: 'GET', url: `/advertising/details?id=${id}` });
    const reply = await apiReply(shop, 'api/kc/topic-news/show', { id: String(id) });
    expect(carried(story.body)?.calls).toEqual([
      { r: 'api/kc/topic-news/show', input: { id: String(id) }, reply },
    ]);
    const cover = (reply.data as { cover: { src: string } }).cover.src;
    expect(preloaded(story.body)).toEqual([
      { href: cover, sizes: '100vw', media: '(max-width: 769px)' },
      { href: cover, sizes: '(min-width: 1100px) 560px, 50vw', media: '(min-width: 770px)' },
    ]);

    const stories = await shop.app.inject({
      method: 'GET',
      url: '/mobile/advertising/waterfallList',
    });
    const input = { page: '1', page_size: '6' };
    const list = await apiReply(shop, 'api/kc/topic-news/list', input);
    expect(carried(stories.body)?.calls).toEqual([
      { r: 'api/kc/topic-news/list', input, reply: list },
    ]);
    const covers = (list.data as { list: { cover: { src: string } }[] }).list
      .slice(0, 4)
      .map((news) => ({ href: news.cover.src, sizes: '50vw', media: 'all' }));
    expect(covers).toHaveLength(4);
    expect(preloaded(stories.body)).toEqual(covers);
  });

  test('carries a visitor’s search, but leaves a member’s to be asked, as it is kept in their history', async ({
    shop,
  }) => {
    const url = `/productList/resultsList?keyword=${encodeURIComponent('  大衣 ')}`;
    const visitor = await shop.app.inject({ method: 'GET', url });
    const input = { keyword: '大衣', sort: 'default', page: '1', page_size: '24' };
    const reply = await apiReply(shop, 'api/default/goods-list', input);
    expect(carried(visitor.body)?.calls).toEqual([{ r: 'api/default/goods-list', input, reply }]);
    const cookie = `userInfo=${encodeURIComponent(JSON.stringify({ access_token: 'x' }))}`;
    const member = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(carried(member.body)).toBeNull();
  });

  test('carries a member’s overview, first orders and bag on their own pages, for their session only, in a document no cache keeps', async ({
    shop,
    member,
  }) => {
    const cookieOf = (token: string) =>
      `userInfo=${encodeURIComponent(JSON.stringify({ access_token: token }))}`;
    const orders = { status: 'all', page: '1', page_size: '10' };
    const overview: [string, Record<string, string>] = ['api/user/user-center', {}];
    const orderList: [string, Record<string, string>] = ['api/order/list', orders];
    const bag: [string, Record<string, string>] = ['api/cart/list', {}];
    const pages: [string, [string, Record<string, string>][]][] = [
      ['/cart', [bag]],
      ['/mobile/cart/', [bag]],
      ['/personal', [overview]],
      ['/mobile/personal/', [overview]],
      ['/pc/personal/my', [overview]],
      ['/personal/orders', [overview, orderList]],
      ['/pc/personal/my/orders', [overview, orderList]],
    ];
    for (const [url, calls] of pages) {
      const response = await shop.app.inject({
        method: 'GET',
        url,
        headers: { cookie: cookieOf(member.token) },
      });
      const expected = await Promise.all(
        calls.map(async ([r, input]) => ({
          r,
          input,
          member: true,
          reply: await callAs(shop.app, member.token, r, { query: input }),
        })),
      );
      expect(expected.every(({ reply }) => reply.code === 0)).toBe(true);
      expect(carried(response.body), url).toEqual({ lang: 'cn', calls: expected });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }

    // A visitor, a session that ended, a damaged cookie, another page or an address with more
    // than the page's opening: nothing of anyone's, and the document may be revalidated as usual.
    const ended = await expiredToken(shop.db, member.id);
    const others: [string, string | undefined][] = [
      ['/personal', undefined],
      ['/personal', cookieOf(ended)],
      ['/personal', cookieOf('x'.repeat(200))],
      ['/personal', 'userInfo=%7Bnot-json'],
      ['/cart', undefined],
      ['/cart?from=detail', cookieOf(member.token)],
      ['/personal/orders?status=to_pay', cookieOf(member.token)],
      ['/personal/profile', cookieOf(member.token)],
    ];
    for (const [url, cookie] of others) {
      const response = await shop.app.inject({
        method: 'GET',
        url,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(carried(response.body), `${url} ${cookie}`).toBeNull();
      expect(response.headers['cache-control'], `${url} ${cookie}`).toBe('no-cache');
    }
  });

  test('carries nothing for an address its page would not open with, nor a call that failed', async ({
    shop,
  }) => {
    const id = await storyId(shop);
    for (const url of [
      '/advertising/details?id=999999',
      '/advertising/details?id=abc',
      '/advertising/details?id=0',
      `/advertising/details?id=${id}&from=home`,
      '/advertising/waterfallList?group_id=-1',
      '/otherPages/returnPolicy?preview=draft',
      '/personalizedList?page=2',
      '/productList/resultsList?keyword=%20',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(withoutFrameData(response.body), url).toBe(SHELL);
    }
  });

  test('keeps text that looks like markup inside the element', async ({ shop }) => {
    const id = await storyId(shop, 'last');
    await shop.db
      .updateTable('topic_news_text')
      .set({ title: '</script><b>bold</b>' })
      .where('topic_news_id', '=', id)
      .execute();
    const response = await shop.app.inject({ method: 'GET', url: `/advertising/details?id=${id}` });
    const data = carried(response.body)?.calls[0]?.reply.data as { title: string } | undefined;
    expect(data?.title).toBe('</script><b>bold</b>');
    expect(withoutFrameData(response.body).match(/<\/script>/g)).toHaveLength(1);
  });
});
