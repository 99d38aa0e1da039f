import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueEntries } from '../build/po-catalogue';
import { BOOT_HERO_ELEMENT_ID } from '../contract/opening-home';
import type { GoodsCard } from '../contract/catalogue';
import type { ShopDocument } from '../contract/document';
import type { TopicNews } from '../contract/topic';
import { ensureDocuments } from './db/seed/steps/documents';
import { ensurePersonalisation } from './db/seed/steps/personalisation';
import { ensureTopics } from './db/seed/steps/topics';
import { fakeAppBuild } from './test/app-build';
import { oncePerShop, test } from './test/fixtures';
import type { TestShop } from './test/harness';
import { callAs } from './test/members';
import { bootSearch, bootUserCenter, CUSTOM_BOOT_CARDS, openingParagraph } from './opening-text';
import { hourIn, longDay, OPENING_WORDS } from './opening-words';

// A policy's and the boutiques' documents draw their first words where a phone's page draws them,
// in the shopper's language, before the app's code has run.

const LOCALES = path.join(import.meta.dirname, '..', 'src', 'locales');

/** What the document drew, which the test shell's body holds alone. */
function bootText(html: string): string | null {
  const body = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? '';
  return body.startsWith(`<div id="${BOOT_HERO_ELEMENT_ID}"`) ? body : null;
}

describe('the words a page’s document draws', () => {
  it('are the app’s own, in each language', () => {
    for (const [lang, locale] of [
      ['cn', 'zh-CN'],
      ['en', 'en'],
    ] as const) {
      const documents = catalogueEntries(LOCALES, locale, 'documents');
      const stores = catalogueEntries(LOCALES, locale, 'stores');
      const personalise = catalogueEntries(LOCALES, locale, 'personalise');
      const topics = catalogueEntries(LOCALES, locale, 'topics');
      const messages = catalogueEntries(LOCALES, locale, 'messages');
      const member = catalogueEntries(LOCALES, locale, 'member');
      const words = OPENING_WORDS[lang];
      expect(words.myAccount).toBe(member.get('My account'));
      expect(words.greeting.morning).toBe(member.get('Good morning, {name}'));
      expect(words.greeting.afternoon).toBe(member.get('Good afternoon, {name}'));
      expect(words.greeting.evening).toBe(member.get('Good evening, {name}'));
      expect(words.memberLevel).toBe(member.get('{0} member'));
      expect(words.policiesAndHelp).toBe(documents.get('Policies and help'));
      expect(words.updated).toBe(documents.get('Updated <0>{date}</0>')?.replace(/<\/?0>/g, ''));
      expect(words.boutiques).toBe(stores.get('Boutiques'));
      expect(words.boutiquesIntro).toBe(
        stores.get('Our advisers welcome you in every boutique, with or without an appointment.'),
      );
      expect(words.resultsFor).toBe(messages.get('Results for “{keyword}”'));
      const pieces =
        messages.get('{total, plural, one {{count} piece} other {{count} pieces}}') ?? '';
      const piecesForm = (name: string) =>
        new RegExp(`${name} \\{(\\{count\\}[^}]*)\\}`).exec(pieces)?.[1];
      expect(words.pieceCount.other).toBe(piecesForm('other'));
      expect(words.pieceCount.one).toBe(piecesForm('one') ?? piecesForm('other'));
      expect(words.stories).toBe(topics.get('Maison stories'));
      expect(words.storiesIntro).toBe(topics.get('Every story from our campaigns, newest first.'));
      // The count's plural forms; a language without a form for one uses its other.
      const count = topics.get('{total, plural, one {# story} other {# stories}}') ?? '';
      const form = (name: string) => new RegExp(`${name} \\{([^}]*)\\}`).exec(count)?.[1];
      expect(words.storyCount.other).toBe(form('other'));
      expect(words.storyCount.one).toBe(form('one') ?? form('other'));
      expect(words.workshop).toBe(personalise.get('The workshop'));
      expect(words.personalisation).toBe(personalise.get('Personalisation'));
      expect(words.personalisationIntro).toBe(
        personalise.get(
          'Make a piece yours with your initials, hand-painted or hot-stamped in the boutique’s workshop. Choose the letters, where they sit and their colour, and see them on the piece as you type. Each personalised piece takes 7 to 14 days.',
        ),
      );
    }
  });

  it('greet a member by the hour where their device is, and not at all without its time zone', () => {
    // 2026-12-01 01:30 UTC: 09:30 in Shanghai, 20:30 the evening before in New York.
    const now = new Date(Date.UTC(2026, 11, 1, 1, 30));
    const center = { display_name: '林女士 <b>', level_name: '积分卡' };
    expect(hourIn('Asia/Shanghai', now)).toBe(9);
    expect(hourIn('America/New_York', now)).toBe(20);
    const shanghai = bootUserCenter(center, 'cn', 'Asia/Shanghai', now);
    expect(shanghai).toContain('<h1>早上好，林女士 &lt;b&gt;</h1>');
    expect(shanghai).toContain('<p class="boot-kicker">我的账户</p>');
    expect(shanghai).toContain('<p class="boot-level">积分卡会员</p>');
    const english = { display_name: 'Ms. Lin', level_name: 'Card' };
    expect(bootUserCenter(english, 'en', 'America/New_York', now)).toContain(
      '<h1>Good evening, Ms. Lin</h1>',
    );
    expect(bootUserCenter(english, 'en', 'Europe/Paris', now)).toContain(
      '<h1>Good evening, Ms. Lin</h1>',
    );
    for (const zone of [null, '', 'Nowhere/Else', 'x'.repeat(65)]) {
      expect(bootUserCenter(center, 'cn', zone, now), String(zone)).toBe('');
    }
    expect(bootUserCenter(null, 'cn', 'Asia/Shanghai', now)).toBe('');
  });

  it('take a document’s first paragraph as its text, without its inline markup', () => {
    expect(openingParagraph('<p>Returns <strong>within 7 days</strong>.</p><h2>Next</h2>')).toBe(
      'Returns within 7 days.',
    );
    expect(openingParagraph('\n<p class="lead">Two<br>lines &amp; more &lt;b&gt;</p>')).toBe(
      'Two lines &amp; more &lt;b&gt;',
    );
    expect(openingParagraph('<h2>A heading first</h2><p>Then text</p>')).toBeNull();
    expect(openingParagraph('<p> <em></em> </p>')).toBeNull();
    // A tag left open is no tag: its text stays text.
    expect(openingParagraph('<p>an <b unclosed</p>')).toBe('an &lt;b unclosed');
  });

  it('hold the words searched for as they were typed, whatever characters they hold', () => {
    const boot = bootSearch("a$&b $' <i>", [], 1, 'en');
    expect(boot).toContain('<span class="boot-search-box">a$&amp;b $\' &lt;i&gt;</span>');
    expect(boot).toContain("<h1>Results for “a$&amp;b $' &lt;i&gt;”</h1>");
    expect(boot).toContain('<p class="boot-search-count">1 piece</p>');
  });

  it('give a document’s date in the shop’s time zone, as its page does', () => {
    // 16:30 UTC on 30 November is already 1 December in China.
    const at = Date.UTC(2026, 10, 30, 16, 30);
    expect(longDay('cn', at)).toBe('2026年12月1日');
    expect(longDay('en', at)).toBe('December 1, 2026');
  });
});

const withDocuments = oncePerShop(async (shop: TestShop) => {
  await ensureDocuments(shop.db);
  await ensureTopics(shop.db);
  await ensurePersonalisation(shop.db);
});

/** The data the API answers a public call with, in a language. */
async function apiData<T>(
  shop: TestShop,
  r: string,
  input: Record<string, string>,
  lang: 'cn' | 'en' = 'cn',
): Promise<T> {
  const query = new URLSearchParams({ r, _mall_id: '2', ...input });
  const response = await shop.app.inject({
    url: `/api?${query.toString()}`,
    headers: { language: lang },
  });
  return response.json<{ data: T }>().data;
}

/** The addresses of the pictures a document drew. */
const drawnPictures = (boot: string | null) =>
  [...(boot ?? '').matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);

const shownDocument = (shop: TestShop, code: string, lang: 'cn' | 'en') =>
  apiData<ShopDocument>(shop, 'api/kc/document/show', { code }, lang);

describe('a page’s document', () => {
  const build = fakeAppBuild({});
  test.override({ shopEnv: { DIST_DIR: build.distDir } });
  afterAll(() => build.remove());

  test('draws a policy’s heading, date and first paragraph for a phone, in the page’s language', async ({
    shop,
  }) => {
    await withDocuments(shop);
    for (const [lang, headers] of [
      ['cn', {}],
      ['en', { cookie: 'lang=en' }],
    ] as const) {
      const doc = await shownDocument(shop, 'returnPolicy', lang);
      const response = await shop.app.inject({ url: '/otherPages/returnPolicy', headers });
      const boot = bootText(response.body);
      const words = OPENING_WORDS[lang];
      expect(boot, lang).toContain('class="boot-text boot-document"');
      expect(boot, lang).toContain(`<span class="boot-eyebrow">${words.policiesAndHelp}</span>`);
      expect(boot, lang).toContain(`<h1>${doc.title.replace(/&/g, '&amp;')}</h1>`);
      const date = longDay(lang, doc.updated_at);
      expect(boot, lang).toContain(words.updated.replace('{date}', date));
      expect(boot, lang).toContain(`<p class="boot-body">${openingParagraph(doc.body)}</p>`);
    }
  });

  test('draws the boutiques’ heading and welcome, and nothing on a wide screen’s page', async ({
    shop,
  }) => {
    await withDocuments(shop);
    const boutiques = await shop.app.inject({ url: '/mobile/otherPages/boutique' });
    expect(bootText(boutiques.body)).toContain(
      `<h1>${OPENING_WORDS.cn.boutiques}</h1><p>${OPENING_WORDS.cn.boutiquesIntro}</p>`,
    );
    for (const url of ['/pc/otherPages/returnPolicy', '/pc/otherPages/boutique']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(bootText(response.body), url).toBeNull();
    }
  });

  test('draws a member’s greeting on their user center for a phone, by their device’s hour', async ({
    shop,
    member,
  }) => {
    const session = `userInfo=${encodeURIComponent(JSON.stringify({ access_token: member.token }))}`;
    const center = await callAs(shop.app, member.token, 'api/user/user-center', {});
    const zone = encodeURIComponent('Asia/Shanghai');
    const data = center.data as { display_name: string; level_name: string };
    // Drawn at the hour of the request: the one before it or after it, should an hour end between.
    const before = bootUserCenter(data, 'cn', 'Asia/Shanghai');
    const response = await shop.app.inject({
      url: '/personal',
      headers: { cookie: `${session}; tz=${zone}` },
    });
    const after = bootUserCenter(data, 'cn', 'Asia/Shanghai');
    expect(response.headers['cache-control']).toBe('no-store');
    expect([before, after]).toContain(bootText(response.body));
    expect(bootText(response.body)).toContain('class="boot-text boot-user-center"');
    // Without the device's time zone, on a wide screen's page, or for a visitor: nothing drawn.
    for (const [url, cookie] of [
      ['/personal', session],
      ['/pc/personal/my', `${session}; tz=${zone}`],
      ['/personal', `tz=${zone}`],
      ['/personal', `${session}; tz=%E0%A4%A`],
    ] as const) {
      const other = await shop.app.inject({ url, headers: { cookie } });
      expect(other.statusCode, `${url} ${cookie}`).toBe(200);
      expect(bootText(other.body), `${url} ${cookie}`).toBeNull();
    }
  });

  test('writes a title that looks like markup as text', async ({ shop }) => {
    await withDocuments(shop);
    const row = await shop.db
      .selectFrom('document')
      .select('id')
      .where('code', '=', 'privacyPolicy')
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('document_text')
      .set({ title: '<img src=x onerror=alert(1)>', body: '<p>Plain &lt;text&gt;</p>' })
      .where('document_id', '=', row.id)
      .execute();
    const response = await shop.app.inject({ url: '/otherPages/privacyPolicy' });
    const boot = bootText(response.body);
    expect(boot).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(boot).toContain('<p class="boot-body">Plain &lt;text&gt;</p>');
    expect(boot).not.toContain('<img');
  });

  test('draws a story’s heading and cover for a phone, as its reply has them', async ({ shop }) => {
    await withDocuments(shop);
    const row = await shop.db
      .selectFrom('topic_news')
      .select('id')
      .orderBy('id', 'asc')
      .executeTakeFirstOrThrow();
    const news = await apiData<TopicNews>(shop, 'api/kc/topic-news/show', { id: `${row.id}` });
    const response = await shop.app.inject({ url: `/advertising/details?id=${row.id}` });
    const boot = bootText(response.body);
    expect(boot).toContain('class="boot-text boot-story"');
    expect(boot).toContain(`<p class="boot-story-group">${news.group.name}</p>`);
    expect(boot).toContain(`<h1>${news.title}</h1>`);
    expect(boot).toContain(`<p>${longDay('cn', news.published_at)}</p>`);
    expect(boot).toContain(`<img src="${news.cover.src}" srcset="${news.cover.srcset}"`);
  });

  test('draws the personalisation page’s heading and first row’s pictures for a phone', async ({
    shop,
  }) => {
    await withDocuments(shop);
    const { list } = await apiData<{ list: GoodsCard[] }>(
      shop,
      'api/goods/get-custom-goods',
      { page: '1', page_size: '24' },
      'en',
    );
    expect(list.length).toBeGreaterThan(CUSTOM_BOOT_CARDS);
    const response = await shop.app.inject({
      url: '/mobile/personalizedList',
      headers: { cookie: 'lang=en' },
    });
    const boot = bootText(response.body);
    expect(boot).toContain(`<h1>${OPENING_WORDS.en.personalisation}</h1>`);
    const drawn = drawnPictures(boot);
    const covers = list
      .slice(0, CUSTOM_BOOT_CARDS)
      .map((goods) => goods.color_list[0]?.pic_url_group[0]?.src);
    expect(drawn).toEqual(covers);
  });

  test('draws the stories’ heading, count and first row for a phone, but not a group’s', async ({
    shop,
  }) => {
    await withDocuments(shop);
    const { list, pagination } = await apiData<{
      list: TopicNews[];
      pagination: { total_count: number };
    }>(shop, 'api/kc/topic-news/list', { page: '1', page_size: '6' });
    const response = await shop.app.inject({ url: '/advertising/waterfallList' });
    const boot = bootText(response.body);
    expect(boot).toContain(`<h1>${OPENING_WORDS.cn.stories}</h1>`);
    expect(boot).toContain(`共 ${pagination.total_count} 篇文章`);
    const drawn = drawnPictures(boot);
    expect(drawn).toEqual(list.slice(0, 2).map((news) => news.cover.src));

    const group = list[0]?.group_id;
    const grouped = await shop.app.inject({ url: `/advertising/waterfallList?group_id=${group}` });
    expect(grouped.statusCode).toBe(200);
    expect(bootText(grouped.body)).toBeNull();
  });

  test('draws a visitor’s search’s heading and first row for a phone, not results that hold only some words', async ({
    shop,
  }) => {
    type Results = {
      list: GoodsCard[];
      pagination: { total_count: number };
      partial_match: boolean;
    };
    const search = (keyword: string) =>
      apiData<Results>(shop, 'api/default/goods-list', {
        keyword,
        sort: 'default',
        page: '1',
        page_size: '24',
      });
    const { list, pagination } = await search('大衣');
    expect(list.length).toBeGreaterThan(1);
    const response = await shop.app.inject({
      url: `/productList/resultsList?keyword=${encodeURIComponent(' 大衣')}`,
    });
    const boot = bootText(response.body);
    expect(boot).toContain('<span class="boot-search-box">大衣</span><h1>“大衣”的搜索结果</h1>');
    expect(boot).toContain(`<p class="boot-search-count">${pagination.total_count} 件商品</p>`);
    const drawn = drawnPictures(boot);
    expect(drawn).toEqual(
      list.slice(0, 2).map((goods) => goods.color_list[0]?.pic_url_group[0]?.src),
    );

    // Words that no piece holds all of: the app draws the line that says so, and the rest.
    const some = await search('大衣 zzqx');
    expect(some.partial_match).toBe(true);
    expect(some.list.length).toBeGreaterThan(0);
    const partial = await shop.app.inject({
      url: `/productList/resultsList?keyword=${encodeURIComponent('大衣 zzqx')}`,
    });
    expect(partial.statusCode).toBe(200);
    expect(bootText(partial.body)).toBeNull();
  });
});
