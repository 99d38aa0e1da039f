import type {
  ConsoleTopicNews,
  ConsoleTopicPage,
  ConsoleTopics,
  TopicNewsFields,
  TopicPageFields,
} from '../../../../contract/console-topics';
import { ensureTopics } from '../../../db/seed/steps/topics';
import { oncePerShop } from '../../../test/fixtures';
import type { TestShop } from '../../../test/harness';
import { admin, type TestStaff } from '../../staff/staff-fixtures';

/** The shop with the demo campaigns and their pictures in it (once per shop). */
export const withTopics = oncePerShop(async (shop: TestShop) => {
  await ensureTopics(shop.db);
  return shop;
});

export async function topicsList(shop: TestShop, staff: TestStaff): Promise<ConsoleTopics> {
  const reply = await admin<ConsoleTopics>(shop.app, 'GET', '/content/topics', {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no topics: ${reply.body.msg}`);
  return reply.body.data;
}

export async function openPage(shop: TestShop, staff: TestStaff, id: number) {
  const reply = await admin<ConsoleTopicPage>(shop.app, 'GET', `/content/topics/pages/${id}`, {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no campaign: ${reply.body.msg}`);
  return reply.body.data;
}

export async function openNews(shop: TestShop, staff: TestStaff, id: number) {
  const reply = await admin<ConsoleTopicNews>(shop.app, 'GET', `/content/topics/news/${id}`, {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no story: ${reply.body.msg}`);
  return reply.body.data;
}

let made = 0;
const unique = (base: string) => `${base}-${++made}-${Math.random().toString(36).slice(2, 6)}`;

/** A new campaign's fields, copied from the first demo campaign under a new address name. */
export async function newPageFields(shop: TestShop, staff: TestStaff): Promise<TopicPageFields> {
  const first = (await topicsList(shop, staff)).pages[0];
  if (!first) throw new Error('the demo shop has no campaign');
  const { id: _id, version: _version, ...fields } = await openPage(shop, staff, first.id);
  return {
    ...fields,
    slug: unique('winter-edit'),
    words: {
      cn: { title: '冬日新篇', subtitle: '副标题', summary: '摘要' },
      en: { title: 'A new winter', subtitle: 'Subtitle', summary: 'Summary' },
    },
    published_at: Date.now() - 60_000,
    enabled: true,
  };
}

export async function newNewsFields(shop: TestShop, staff: TestStaff): Promise<TopicNewsFields> {
  const group = (await topicsList(shop, staff)).groups.find((g) => g.news.length > 0);
  const first = group?.news[0];
  if (!first) throw new Error('the demo shop has no story');
  const { id: _id, version: _version, ...fields } = await openNews(shop, staff, first.id);
  return {
    ...fields,
    slug: unique('atelier-note'),
    words: {
      cn: { title: '新的手记', summary: '摘要', body: '<p>正文</p>' },
      en: { title: 'A new note', summary: 'Summary', body: '<p>Body</p>' },
    },
    published_at: Date.now() - 60_000,
    enabled: true,
  };
}

export function topicAudit(shop: TestShop) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', 'in', ['topic_page', 'topic_news'])
    .orderBy('id')
    .execute();
}
