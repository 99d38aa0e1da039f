import { describe, expect } from 'vitest';
import type {
  ConsoleTopicGroupDetails,
  TopicGroupFields,
} from '../../../../contract/console-topics';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { showGroup } from '../../topic';
import { ROLES, can } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { topicsList, withTopics } from './topics-fixtures';

// The collections of stories from the console: created and saved over the version read by the
// owner and the manager only; refusals in the staff's language change nothing; a hidden
// collection is gone for shoppers and still offered to the editors.

const test = shopTest.extend('shop', ({ shop }) => withTopics(shop));

let made = 0;
const groupFields = (): TopicGroupFields => ({
  slug: `atelier-notes-${++made}-${Math.random().toString(36).slice(2, 6)}`,
  words: {
    cn: { name: '工坊手记', description: '工坊里的故事' },
    en: { name: 'Atelier notes', description: 'Stories from the atelier' },
  },
  sort: 50,
  enabled: true,
});

function groupAudit(shop: { db: Parameters<typeof showGroup>[0] }, id?: number) {
  let query = shop.db.selectFrom('audit_log').selectAll().where('record_type', '=', 'topic_group');
  if (id !== undefined) query = query.where('record_id', '=', String(id));
  return query.orderBy('id').execute();
}

describe.each(databases)('the console’s collections of stories on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a collection is created, shown to shoppers, hidden, and still offered', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const fields = groupFields();
    const created = await admin<ConsoleTopicGroupDetails>(
      shop.app,
      'POST',
      '/content/topics/groups',
      { cookie: manager.cookie, body: fields },
    );
    expect(created.status).toBe(200);
    const group = created.body.data;
    expect(group).toMatchObject({ ...fields, version: 0 });
    expect(await showGroup(shop.db, 'en', group.id)).toMatchObject({
      name: 'Atelier notes',
      description: 'Stories from the atelier',
      news_count: 0,
    });
    expect((await topicsList(shop, manager)).groups.map((g) => g.slug)).toContain(fields.slug);

    const hidden = await admin<ConsoleTopicGroupDetails>(
      shop.app,
      'POST',
      `/content/topics/groups/${group.id}`,
      {
        cookie: manager.cookie,
        body: { ...fields, enabled: false, sort: 3, version: group.version },
      },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ enabled: false, sort: 3, version: 1 });
    await expect(showGroup(shop.db, 'cn', group.id)).rejects.toMatchObject({
      key: 'topicGroupNotFound',
    });
    const listed = (await topicsList(shop, manager)).groups.find((g) => g.id === group.id);
    expect(listed).toMatchObject({ enabled: false, names: { cn: '工坊手记' } });

    const audit = await groupAudit(shop, group.id);
    expect(audit.map((row) => row.action)).toEqual([
      'content.topic_group.create',
      'content.topic_group.update',
    ]);
    expect(audit[0]?.before).toBeNull();
    expect(audit[1]?.before).toContain('"enabled":true');
    expect(audit[1]?.after).toContain('"enabled":false');
  });

  test('refuses bad input and a stale save in the staff’s language', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const fields = groupFields();
    const created = await admin<ConsoleTopicGroupDetails>(
      shop.app,
      'POST',
      '/content/topics/groups',
      { cookie: owner.cookie, body: fields },
    );
    const group = created.body.data;
    const path = `/content/topics/groups/${group.id}`;
    const audited = (await groupAudit(shop)).length;

    const unnamed = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      lang: 'cn',
      body: {
        ...fields,
        words: { ...fields.words, en: { name: ' ', description: '' } },
        version: group.version,
      },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.msg).toBe('请填写合集的中文和英文名称');

    const badSlug = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      body: { ...fields, slug: 'Not A Slug', version: group.version },
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.code).toBe('topicSlugInvalid');

    const demo = (await topicsList(shop, owner)).groups.find((g) => g.id !== group.id);
    const taken = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      lang: 'cn',
      body: { ...fields, slug: demo?.slug, version: group.version },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(`地址名“${demo?.slug}”已被其他文章合集使用`);

    const malformed = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      body: { ...fields, sort: -1, version: group.version },
    });
    expect(malformed.status).toBe(400);

    const unknown = await admin(shop.app, 'POST', '/content/topics/groups/999999', {
      cookie: owner.cookie,
      body: { ...fields, version: 0 },
    });
    expect(unknown.status).toBe(404);

    const first = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      body: { ...fields, sort: 8, version: group.version },
    });
    expect(first.status).toBe(200);
    const stale = await admin(shop.app, 'POST', path, {
      cookie: owner.cookie,
      lang: 'en',
      body: { ...fields, sort: 9, version: group.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      'The collection "工坊手记" was just changed by someone else: reload it before going on',
    );
    const now = await admin<ConsoleTopicGroupDetails>(shop.app, 'GET', path, {
      cookie: owner.cookie,
    });
    expect(now.body.data).toMatchObject({ sort: 8, version: 1, slug: fields.slug });
    expect((await groupAudit(shop)).length).toBe(audited + 1);
  });

  test.for(ROLES)('lets %s edit collections only with content.write', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const owner = await signedInStaff(shop, 'owner');
    const allowed = can(role, 'content.write');
    const made = await admin<ConsoleTopicGroupDetails>(shop.app, 'POST', '/content/topics/groups', {
      cookie: owner.cookie,
      body: groupFields(),
    });
    const { id, version, ...fields } = made.body.data;
    const audited = (await groupAudit(shop)).length;
    const calls = [
      { method: 'POST', path: '/content/topics/groups', body: groupFields() },
      { method: 'GET', path: `/content/topics/groups/${id}` },
      {
        method: 'POST',
        path: `/content/topics/groups/${id}`,
        body: { ...fields, enabled: false, version },
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
    const now = await admin<ConsoleTopicGroupDetails>(
      shop.app,
      'GET',
      `/content/topics/groups/${id}`,
      { cookie: owner.cookie },
    );
    expect(now.body.data.enabled).toBe(!allowed);
    expect((await groupAudit(shop)).length).toBe(audited + (allowed ? 2 : 0));
  });

  test('two new collections with one address name at once: one is made', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const fields = groupFields();
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin(shop.app, 'POST', '/content/topics/groups', {
          cookie: staff.cookie,
          lang: 'cn',
          body: fields,
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = replies.find((r) => r.status === 400);
    expect(refused?.body.code).toBe('topicGroupSlugTaken');
    expect(refused?.body.msg).toBe(`地址名“${fields.slug}”已被其他文章合集使用`);
    const rows = await shop.db
      .selectFrom('topic_group')
      .select('id')
      .where('slug', '=', fields.slug)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
