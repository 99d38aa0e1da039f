import { describe, expect } from 'vitest';
import type { ConsoleTopicNews, ConsoleTopicPage } from '../../../../contract/console-topics';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { ROLES, can } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  newNewsFields,
  newPageFields,
  openNews,
  openPage,
  topicAudit,
  withTopics,
} from './topics-fixtures';

// Only staff with content.write (the owner and the manager) edit campaigns and stories; of two
// saving the same one at once, one is kept and the other told.

const test = shopTest.extend('shop', ({ shop }) => withTopics(shop));

describe.each(databases)('the console’s campaigns: rights and races on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)('lets %s edit campaigns only with content.write', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const owner = await signedInStaff(shop, 'owner');
    const allowed = can(role, 'content.write');
    expect(allowed).toBe(role === 'owner' || role === 'manager');
    const page = await newPageFields(shop, owner);
    const news = await newNewsFields(shop, owner);
    const made = await admin<ConsoleTopicPage>(shop.app, 'POST', '/content/topics/pages', {
      cookie: owner.cookie,
      body: await newPageFields(shop, owner),
    });
    const story = await admin<ConsoleTopicNews>(shop.app, 'POST', '/content/topics/news', {
      cookie: owner.cookie,
      body: await newNewsFields(shop, owner),
    });
    const pageId = made.body.data.id;
    const newsId = story.body.data.id;
    const { id: _p, version: pageVersion, ...pageFields } = made.body.data;
    const { id: _n, version: newsVersion, ...newsFields } = story.body.data;
    const audited = (await topicAudit(shop)).length;
    const calls = [
      { method: 'GET', path: '/content/topics' },
      { method: 'POST', path: '/content/topics/pages/preview', body: page },
      { method: 'POST', path: '/content/topics/pages', body: page },
      { method: 'GET', path: `/content/topics/pages/${pageId}` },
      {
        method: 'POST',
        path: `/content/topics/pages/${pageId}/preview`,
        body: { ...pageFields, version: pageVersion },
      },
      {
        method: 'POST',
        path: `/content/topics/pages/${pageId}`,
        body: { ...pageFields, sort: 7, version: pageVersion },
      },
      { method: 'POST', path: '/content/topics/news/preview', body: news },
      { method: 'POST', path: '/content/topics/news', body: news },
      { method: 'GET', path: `/content/topics/news/${newsId}` },
      {
        method: 'POST',
        path: `/content/topics/news/${newsId}/preview`,
        body: { ...newsFields, version: newsVersion },
      },
      {
        method: 'POST',
        path: `/content/topics/news/${newsId}`,
        body: { ...newsFields, enabled: false, version: newsVersion },
      },
    ] as const;
    for (const call of calls) {
      const reply = await admin(shop.app, call.method, call.path, {
        cookie: staff.cookie,
        body: 'body' in call ? call.body : undefined,
      });
      const what = `${role} ${call.method} ${call.path}`;
      expect(reply.status, what).toBe(allowed ? 200 : 403);
      if (!allowed) expect(reply.body.code, what).toBe('staffForbidden');
    }
    expect((await openPage(shop, owner, pageId)).version).toBe(allowed ? 1 : 0);
    expect((await openNews(shop, owner, newsId)).enabled).toBe(!allowed);
    expect((await topicAudit(shop)).length).toBe(audited + (allowed ? 4 : 0));
  });

  test('two saves of one campaign at once: one is kept, the other refused', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const fields = await newPageFields(shop, a);
    const created = await admin<ConsoleTopicPage>(shop.app, 'POST', '/content/topics/pages', {
      cookie: a.cookie,
      body: fields,
    });
    const page = created.body.data;
    const titles = ['甲的专题', '乙的专题'];
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/content/topics/pages/${page.id}`, {
          cookie: staff.cookie,
          body: {
            ...fields,
            words: { ...fields.words, cn: { ...fields.words.cn, title: titles[i] } },
            version: page.version,
          },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(replies[1 - winner]?.body.code).toBe('topicPageChanged');
    const now = await openPage(shop, a, page.id);
    expect(now.words.cn.title).toBe(titles[winner]);
    expect(now.version).toBe(1);
  });

  test('two new campaigns with one address name at once: one is made', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const fields = await newPageFields(shop, a);
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin(shop.app, 'POST', '/content/topics/pages', { cookie: staff.cookie, body: fields }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)?.body.code).toBe('topicSlugTaken');
  });

  test('two saves of one story at once: one is kept, the other refused', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const fields = await newNewsFields(shop, a);
    const created = await admin<ConsoleTopicNews>(shop.app, 'POST', '/content/topics/news', {
      cookie: a.cookie,
      body: fields,
    });
    const story = created.body.data;
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/content/topics/news/${story.id}`, {
          cookie: staff.cookie,
          lang: 'cn',
          body: { ...fields, enabled: i === 0, version: story.version },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(replies[1 - winner]?.body.msg).toMatch(/^文章“.+”刚刚已被他人修改/);
    expect((await openNews(shop, a, story.id)).enabled).toBe(winner === 0);
  });
});
