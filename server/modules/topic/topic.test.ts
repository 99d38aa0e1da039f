import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { Pagination } from '../../../contract/catalogue';
import type {
  TopicGroup,
  TopicNews,
  TopicNewsCard,
  TopicPage,
  TopicPageCard,
} from '../../../contract/topic';
import { ensureTopics } from '../../db/seed/steps/topics';
import { call, databases, type TestShop } from '../../test/harness';

const preparedShop = oncePerShop(async (shop: TestShop) => {
  await ensureTopics(shop.db);
  return shop;
});

const test = shopTest.extend('shop', ({ shop }) => preparedShop(shop));

type Query = Record<string, string | number>;
type Lang = 'cn' | 'en';

describe.each(databases)('campaigns and articles on %s', (kind) => {
  test.override({ databaseKind: kind });

  const get = <T>(shop: TestShop, r: string, query: Query = {}, lang: Lang = 'cn') =>
    call<T>(shop.app, `api/kc/${r}`, { query, lang });
  const pages = (shop: TestShop, lang: Lang = 'cn') =>
    get<{ list: TopicPageCard[] }>(shop, 'topic-page/list', {}, lang);
  const page = (shop: TestShop, id: number, lang: Lang = 'cn') =>
    get<TopicPage>(shop, 'topic-page/show', { id }, lang);
  const news = (shop: TestShop, query: Query, lang: Lang = 'cn') =>
    get<{ list: TopicNewsCard[]; pagination: Pagination }>(shop, 'topic-news/list', query, lang);
  const article = (shop: TestShop, id: number, lang: Lang = 'cn') =>
    get<TopicNews>(shop, 'topic-news/show', { id }, lang);
  const firstPage = async (shop: TestShop) => (await pages(shop)).data.list[0] as TopicPageCard;

  test('lists the published campaigns in the editor’s order, in both languages', async ({
    shop,
  }) => {
    const cn = await pages(shop);
    expect(cn.code).toBe(0);
    expect(cn.data.list.map((p) => p.title)).toEqual(['工坊手记', '里维埃拉之夏', '巴黎之冬']);
    const en = await pages(shop, 'en');
    expect(en.data.list.map((p) => p.title)).toEqual([
      'Inside the Atelier',
      'A Summer on the Riviera',
      'Winter in Paris',
    ]);
    for (const card of en.data.list) {
      expect(card.hero.src).toMatch(/^\/media\/topics\/[a-z-]+\/hero-640\.webp$/);
      expect(card.mobile_hero.height).toBeGreaterThan(card.mobile_hero.width);
      expect(`${card.subtitle}${card.summary}`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('shows a campaign’s blocks in order, with goods cards and its newest articles', async ({
    shop,
  }) => {
    const { id } = await firstPage(shop);
    const { code, data } = await page(shop, id, 'en');
    expect(code).toBe(0);
    expect(data.title).toBe('Inside the Atelier');
    expect(data.group?.name).toBe('Atelier Notes');
    expect(data.blocks.map((b) => b.type)).toEqual(['text', 'goods', 'picture', 'text', 'news']);
    const goods = data.blocks.find((b) => b.type === 'goods');
    expect(goods?.type === 'goods' && goods.goods.map((g) => g.sn)).toEqual([
      'MF25-B-TH-0071',
      'MF25-B-TH-0072',
      'MF26-B-SB-0078',
      'MF26-B-CB-0085',
      'MP00-B-TO-0092',
      'MF26-B-SL-0099',
    ]);
    const block = data.blocks.find((b) => b.type === 'news');
    if (block?.type !== 'news') throw new Error('no news block');
    expect(block.group_id).toBe(data.group?.id);
    expect(block.button).toBe('Read all stories');
    const all = (await news(shop, { group_id: block.group_id, page_size: 40 })).data.list;
    expect(block.news.map((n) => n.id)).toEqual(all.slice(0, 3).map((n) => n.id));
  });

  test('shows only goods on sale, and leaves out a block with none', async ({ shop }) => {
    const { id } = await firstPage(shop);
    // The functions the handler runs, past the 5-second reply cache.
    const { showTopicPage } = await import('./pages');
    const goodsOf = async () => {
      const block = (await showTopicPage(shop.db, 'cn', id)).blocks.find((b) => b.type === 'goods');
      return block?.type === 'goods' ? block.goods.map((g) => g.sn) : null;
    };
    const sns = (await goodsOf()) ?? [];
    try {
      await shop.db
        .updateTable('goods')
        .set({ on_sale: 0 })
        .where('sn', '=', 'MF25-B-TH-0072')
        .execute();
      expect(await goodsOf()).toEqual(sns.filter((sn) => sn !== 'MF25-B-TH-0072'));
      await shop.db.updateTable('goods').set({ on_sale: 0 }).where('sn', 'in', sns).execute();
      expect(await goodsOf()).toBeNull();
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('sn', 'in', sns).execute();
    }
  });

  test('describes a group and pages through its articles, newest first', async ({ shop }) => {
    const { data: campaign } = await page(shop, (await firstPage(shop)).id);
    const groupId = campaign.group?.id as number;
    const group = await get<TopicGroup>(shop, 'topic-group/show', { id: groupId }, 'en');
    expect(group.data).toMatchObject({ name: 'Atelier Notes', topic_page_id: campaign.id });
    expect(group.data.news_count).toBeGreaterThanOrEqual(8);

    const first = await news(shop, { group_id: groupId, page: 1, page_size: 6 });
    expect(first.data.list).toHaveLength(6);
    expect(first.data.pagination).toEqual({
      page: 1,
      page_size: 6,
      page_count: Math.ceil(group.data.news_count / 6),
      totalCount: group.data.news_count,
      total_count: group.data.news_count,
    });
    const second = await news(shop, { group_id: groupId, page: 2, page_size: 6 });
    const all = [...first.data.list, ...second.data.list];
    expect(all).toHaveLength(group.data.news_count);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    const times = all.map((n) => n.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const card of all) expect(card.group_id).toBe(groupId);
    expect((await news(shop, { group_id: groupId, page: 3, page_size: 6 })).data.list).toEqual([]);

    const everything = await news(shop, { page_size: 40 });
    expect(everything.data.pagination.total_count).toBeGreaterThanOrEqual(24);
  });

  test('shows an article with its cleaned body, its group and related goods', async ({ shop }) => {
    const [card] = (await news(shop, { page_size: 1 }, 'en')).data.list;
    const shown = await article(shop, card?.id as number, 'en');
    expect(shown.code).toBe(0);
    expect(shown.data).toMatchObject({ id: card?.id, title: card?.title });
    expect(shown.data.body).toMatch(/^<p>[^<]+<\/p>/);
    expect(shown.data.goods.length).toBeGreaterThan(0);
    expect(shown.data.topic_page_id).not.toBeNull();

    const id = card?.id as number;
    const stored = await shop.db
      .selectFrom('topic_news_text')
      .select('body')
      .where('topic_news_id', '=', id)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    try {
      await shop.db
        .updateTable('topic_news_text')
        .set({
          body: '<p onclick="steal()">Hi<script>steal()</script></p><img src="https://x.io/a.png">',
        })
        .where('topic_news_id', '=', id)
        .where('lang', '=', 'en')
        .execute();
      // Past the 5-second reply cache: the function the handler runs.
      const { showNews } = await import('./news');
      expect((await showNews(shop.db, 'en', id)).body).toBe('<p>Hi</p>');
    } finally {
      await shop.db
        .updateTable('topic_news_text')
        .set({ body: stored.body })
        .where('topic_news_id', '=', id)
        .where('lang', '=', 'en')
        .execute();
    }
  });

  test('hides what is disabled or not yet published', async ({ shop }) => {
    const { listNews, showNews } = await import('./news');
    const { showTopicPage, listTopicPages } = await import('./pages');
    const { list } = await listNews(shop.db, 'cn', { page: 1, page_size: 1 });
    const newest = list[0] as TopicNewsCard;
    const later = Date.now() + 86_400_000;
    try {
      await shop.db
        .updateTable('topic_news')
        .set({ published_at: later })
        .where('id', '=', newest.id)
        .execute();
      await expect(showNews(shop.db, 'cn', newest.id)).rejects.toMatchObject({ code: 4004 });
      const after = await listNews(shop.db, 'cn', { page: 1, page_size: 40 });
      expect(after.list.map((n) => n.id)).not.toContain(newest.id);
      // Its turn comes.
      expect((await showNews(shop.db, 'cn', newest.id, later)).id).toBe(newest.id);

      await shop.db
        .updateTable('topic_group')
        .set({ enabled: 0 })
        .where('id', '=', newest.group_id)
        .execute();
      const hidden = await listNews(shop.db, 'cn', { page: 1, page_size: 40 }, later);
      expect(hidden.list.every((n) => n.group_id !== newest.group_id)).toBe(true);
      await expect(
        listNews(shop.db, 'cn', { group_id: newest.group_id, page: 1, page_size: 6 }),
      ).rejects.toMatchObject({ code: 4004, key: 'topicGroupNotFound' });
    } finally {
      await shop.db
        .updateTable('topic_news')
        .set({ published_at: newest.published_at })
        .where('id', '=', newest.id)
        .execute();
      await shop.db.updateTable('topic_group').set({ enabled: 1 }).execute();
    }

    const campaigns = (await listTopicPages(shop.db, 'cn')).list;
    const last = campaigns.at(-1) as TopicPageCard;
    try {
      await shop.db
        .updateTable('topic_page')
        .set({ enabled: 0 })
        .where('id', '=', last.id)
        .execute();
      await expect(showTopicPage(shop.db, 'cn', last.id)).rejects.toMatchObject({ code: 4004 });
      expect((await listTopicPages(shop.db, 'cn')).list).toHaveLength(campaigns.length - 1);
    } finally {
      await shop.db
        .updateTable('topic_page')
        .set({ enabled: 1 })
        .where('id', '=', last.id)
        .execute();
    }
  });

  test('answers an unknown id with 4004 and a clear message in the caller’s language', async ({
    shop,
  }) => {
    const cases: [string, string, string][] = [
      ['topic-page/show', '该专题不存在或已结束', 'This campaign does not exist or has ended'],
      ['topic-group/show', '该文章合集不存在', 'This collection of stories does not exist'],
      ['topic-news/show', '该文章不存在或已下线', 'This story does not exist'],
    ];
    for (const [r, cn, en] of cases) {
      const zh = await get(shop, r, { id: 999_999 });
      expect(zh).toMatchObject({ code: 4004, data: null });
      expect(zh.msg).toContain(cn);
      expect((await get(shop, r, { id: 999_999 }, 'en')).msg).toContain(en);
    }
    expect((await news(shop, { group_id: 999_999 })).code).toBe(4004);
  });

  test('refuses malformed ids and pages with 422', async ({ shop }) => {
    for (const id of ['abc', '0', '-3', '1.5', '3000000000', '']) {
      for (const r of ['topic-page/show', 'topic-group/show', 'topic-news/show']) {
        const reply = await get(shop, r, { id }, 'en');
        expect(reply.code, `${r} ${id}`).toBe(422);
        expect(reply.msg).toBe('The id is not valid: it is a whole number above zero');
      }
    }
    expect((await get(shop, 'topic-page/show', {})).msg).toBe('编号不正确，应为大于零的整数');
    expect((await news(shop, { group_id: 'x' })).code).toBe(422);
    expect((await news(shop, { page_size: 41 })).code).toBe(422);
    expect((await news(shop, { page: 0 })).code).toBe(422);
  });
});
