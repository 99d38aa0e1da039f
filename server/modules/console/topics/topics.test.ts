import { describe, expect } from 'vitest';
import type {
  ConsoleTopicNews,
  ConsoleTopicPage,
  TopicNewsPreview,
  TopicPagePreview,
} from '../../../../contract/console-topics';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { showNews, showTopicPage } from '../../topic';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  newNewsFields,
  newPageFields,
  openPage,
  topicAudit,
  topicsList,
  withTopics,
} from './topics-fixtures';

// Campaigns and their stories from the console: created, previewed, saved over the version read,
// shown to shoppers from their date; refusals in the staff's language change nothing.

const test = shopTest.extend('shop', ({ shop }) => withTopics(shop));

describe.each(databases)('the console’s campaigns on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a campaign is created with blocks, previewed, changed, and shoppers follow', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const fields = await newPageFields(shop, manager);
    const blocks = [
      {
        type: 'text' as const,
        picture: null,
        goods_sns: [],
        group_id: null,
        words: {
          cn: { title: '开篇', text: '冬日的巴黎', caption: '', button: '' },
          en: { title: 'Opening', text: 'Paris in winter', caption: '', button: '' },
        },
      },
      ...fields.blocks,
    ];
    const preview = await admin<TopicPagePreview>(
      shop.app,
      'POST',
      '/content/topics/pages/preview',
      {
        cookie: manager.cookie,
        body: { ...fields, blocks },
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.texts.en.title).toBe('A new winter');
    expect(preview.body.data.texts.cn.blocks[0]).toMatchObject({ type: 'text', title: '开篇' });
    expect((await topicsList(shop, manager)).pages.map((p) => p.slug)).not.toContain(fields.slug);

    const created = await admin<ConsoleTopicPage>(shop.app, 'POST', '/content/topics/pages', {
      cookie: manager.cookie,
      body: { ...fields, blocks },
    });
    expect(created.status).toBe(200);
    const page = created.body.data;
    expect(page).toMatchObject({ version: 0, slug: fields.slug });
    expect(page.blocks.map((b) => b.type)).toEqual(blocks.map((b) => b.type));
    const shown = await showTopicPage(shop.db, 'en', page.id);
    expect(shown.title).toBe('A new winter');
    expect(shown.blocks[0]).toMatchObject({ type: 'text', text: 'Paris in winter' });

    const later = Date.now() + 86_400_000;
    const moved = [...page.blocks].reverse();
    const changed = await admin<ConsoleTopicPage>(
      shop.app,
      'POST',
      `/content/topics/pages/${page.id}`,
      {
        cookie: manager.cookie,
        body: { ...fields, blocks: moved, published_at: later, version: page.version },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.version).toBe(1);
    expect(changed.body.data.blocks.at(-1)?.type).toBe('text');
    await expect(showTopicPage(shop.db, 'en', page.id)).rejects.toThrow();
    const entry = (await topicsList(shop, manager)).pages.find((p) => p.id === page.id);
    expect(entry?.state).toBe('scheduled');

    const audit = (await topicAudit(shop)).filter((row) => row.record_id === String(page.id));
    expect(audit.map((row) => row.action)).toEqual([
      'content.topic.create',
      'content.topic.update',
    ]);
    expect(audit[1]?.before).toContain('Paris in winter');
    expect(audit[1]?.after).toContain(String(later));
  });

  test('refuses unknown pieces, a stale save and bad input in the staff’s language', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const fields = await newPageFields(shop, manager);
    const created = await admin<ConsoleTopicPage>(shop.app, 'POST', '/content/topics/pages', {
      cookie: manager.cookie,
      body: fields,
    });
    const page = created.body.data;
    const audited = (await topicAudit(shop)).length;
    const goods = {
      type: 'goods' as const,
      picture: null,
      goods_sns: ['NO-SUCH-1', 'NO-SUCH-2'],
      group_id: null,
      words: {
        cn: { title: '推荐', text: '', caption: '', button: '' },
        en: { title: 'Picks', text: '', caption: '', button: '' },
      },
    };
    const path = `/content/topics/pages/${page.id}`;
    const unknown = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      lang: 'cn',
      body: { ...fields, blocks: [goods], version: page.version },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('没有这些款号的商品：NO-SUCH-1, NO-SUCH-2');

    const untitled = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: {
        ...fields,
        words: { ...fields.words, en: { ...fields.words.en, title: ' ' } },
        version: page.version,
      },
    });
    expect(untitled.status).toBe(400);
    expect(untitled.body.msg).toBe('Give a title in Chinese and in English');

    const badSlug = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      lang: 'cn',
      body: { ...fields, slug: 'Not A Slug', version: page.version },
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.msg).toContain('地址名');

    const malformed = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: { ...fields, published_at: 'tomorrow', version: page.version },
    });
    expect(malformed.status).toBe(400);

    const first = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: { ...fields, version: page.version },
    });
    expect(first.status).toBe(200);
    const stale = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: { ...fields, sort: 9, version: page.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('topicPageChanged');
    expect((await openPage(shop, manager, page.id)).sort).toBe(fields.sort);
    expect((await topicAudit(shop)).length).toBe(audited + 1);
  });

  test('a story is written, cleaned as the shop shows it, previewed and saved', async ({
    shop,
  }) => {
    const owner = await signedInStaff(shop, 'owner');
    const fields = await newNewsFields(shop, owner);
    const words = {
      ...fields.words,
      en: { ...fields.words.en, body: '<p>Hello<script>alert(1)</script></p>' },
    };
    const preview = await admin<TopicNewsPreview>(
      shop.app,
      'POST',
      '/content/topics/news/preview',
      {
        cookie: owner.cookie,
        body: { ...fields, words },
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.left_out).toBe(true);
    expect(preview.body.data.texts.en.body).toBe('<p>Hello</p>');

    const created = await admin<ConsoleTopicNews>(shop.app, 'POST', '/content/topics/news', {
      cookie: owner.cookie,
      body: { ...fields, words },
    });
    expect(created.status).toBe(200);
    const story = created.body.data;
    expect((await showNews(shop.db, 'en', story.id)).body).toBe('<p>Hello</p>');

    const hidden = await admin<ConsoleTopicNews>(
      shop.app,
      'POST',
      `/content/topics/news/${story.id}`,
      {
        cookie: owner.cookie,
        body: { ...fields, words, enabled: false, version: story.version },
      },
    );
    expect(hidden.status).toBe(200);
    await expect(showNews(shop.db, 'en', story.id)).rejects.toThrow();

    const unknown = await admin(shop.app, 'POST', `/content/topics/news/${story.id}`, {
      cookie: owner.cookie,
      body: { ...fields, goods_sns: ['NOPE-9'], version: hidden.body.data.version },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There are no pieces with these style numbers: NOPE-9');

    const empty = await admin(shop.app, 'POST', `/content/topics/news/${story.id}`, {
      cookie: owner.cookie,
      lang: 'cn',
      body: {
        ...fields,
        words: { ...words, cn: { ...words.cn, body: '<script>alert(1)</script>' } },
        version: hidden.body.data.version,
      },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('中文正文没有可显示的内容');

    const audit = (await topicAudit(shop)).filter((row) => row.record_id === String(story.id));
    expect(audit.map((row) => row.action)).toEqual([
      'content.topic_news.create',
      'content.topic_news.update',
    ]);
  });
});
