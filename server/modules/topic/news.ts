import { CODE_NOT_FOUND } from '../../../contract/call';
import type { Pagination } from '../../../contract/catalogue';
import type { TopicGroup, TopicNews, TopicNewsCard } from '../../../contract/topic';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { sanitizeRichText } from '../../lib/rich-text';
import { pictureOf } from '../../media/picture';
import { loadGoodsCards } from '../catalogue';
import { offsetOf, pagination } from '../member';
import { idsOf, parseJson, shownGroups, textsOf } from './rows';

/** Articles that are shown: enabled, published, in an enabled group. */
function shownNews(db: Db, now: number) {
  return db
    .selectFrom('topic_news')
    .innerJoin('topic_group', 'topic_group.id', 'topic_news.topic_group_id')
    .where('topic_news.enabled', '=', 1)
    .where('topic_news.published_at', '<=', now)
    .where('topic_group.enabled', '=', 1);
}

type NewsRow = {
  id: number;
  topic_group_id: number;
  cover_path: string;
  cover_width: number;
  cover_height: number;
  published_at: number;
};

const NEWS_COLUMNS = [
  'topic_news.id',
  'topic_news.topic_group_id',
  'topic_news.cover_path',
  'topic_news.cover_width',
  'topic_news.cover_height',
  'topic_news.published_at',
] as const;

async function newsCards(db: Db, rows: NewsRow[], lang: Lang): Promise<TopicNewsCard[]> {
  const texts = await textsOf(
    db,
    'topic_news_text',
    'topic_news_id',
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((row) => ({
    id: row.id,
    group_id: row.topic_group_id,
    title: texts.get(row.id)?.title ?? '',
    summary: texts.get(row.id)?.summary ?? '',
    cover: pictureOf({ path: row.cover_path, width: row.cover_width, height: row.cover_height }),
    published_at: Number(row.published_at),
  }));
}

/** A group's newest articles (a campaign's news block). */
export async function latestNews(
  db: Db,
  groupId: number,
  lang: Lang,
  limit: number,
  now = Date.now(),
): Promise<TopicNewsCard[]> {
  const rows = await shownNews(db, now)
    .select(NEWS_COLUMNS)
    .where('topic_news.topic_group_id', '=', groupId)
    .orderBy('topic_news.published_at', 'desc')
    .orderBy('topic_news.id', 'desc')
    .limit(limit)
    .execute();
  return newsCards(db, rows, lang);
}

/** The published campaign a group belongs to (the first by sort), if any. */
async function pageOfGroup(db: Db, groupId: number, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('topic_page')
    .select('id')
    .where('topic_group_id', '=', groupId)
    .where('enabled', '=', 1)
    .where('published_at', '<=', now)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

async function groupOrThrow(db: Db, id: number, lang: Lang) {
  const group = (await shownGroups(db, [id], lang)).get(id);
  if (!group) throw new BusinessError(CODE_NOT_FOUND, 'topicGroupNotFound');
  return group;
}

export async function showGroup(
  db: Db,
  lang: Lang,
  id: number,
  now = Date.now(),
): Promise<TopicGroup> {
  const group = await groupOrThrow(db, id, lang);
  const count = await shownNews(db, now)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('topic_news.topic_group_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...group,
    news_count: Number(count.count),
    topic_page_id: await pageOfGroup(db, id, now),
  };
}

export async function listNews(
  db: Db,
  lang: Lang,
  input: { group_id?: number; page: number; page_size: number },
  now = Date.now(),
): Promise<{ list: TopicNewsCard[]; pagination: Pagination }> {
  if (input.group_id !== undefined) await groupOrThrow(db, input.group_id, lang);
  let query = shownNews(db, now);
  if (input.group_id !== undefined) {
    query = query.where('topic_news.topic_group_id', '=', input.group_id);
  }
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
      .count,
  );
  const rows = await query
    .select(NEWS_COLUMNS)
    .orderBy('topic_news.published_at', 'desc')
    .orderBy('topic_news.id', 'desc')
    .limit(input.page_size)
    .offset(offsetOf(input.page, input.page_size))
    .execute();
  return {
    list: await newsCards(db, rows, lang),
    pagination: pagination(input.page, input.page_size, total),
  };
}

export async function showNews(
  db: Db,
  lang: Lang,
  id: number,
  now = Date.now(),
): Promise<TopicNews> {
  const row = await shownNews(db, now)
    .select([...NEWS_COLUMNS, 'topic_news.goods_ids'])
    .where('topic_news.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'topicNewsNotFound');
  const goodsIds = idsOf(parseJson<unknown>(row.goods_ids, [], Array.isArray));
  const [[card], texts, group, goods, pageId] = await Promise.all([
    newsCards(db, [row], lang),
    textsOf(db, 'topic_news_text', 'topic_news_id', [id], lang),
    groupOrThrow(db, row.topic_group_id, lang),
    loadGoodsCards(db, goodsIds, lang),
    pageOfGroup(db, row.topic_group_id, now),
  ]);
  if (!card) throw new BusinessError(CODE_NOT_FOUND, 'topicNewsNotFound');
  return {
    ...card,
    body: sanitizeRichText(texts.get(id)?.body ?? ''),
    group: { id: group.id, name: group.name },
    topic_page_id: pageId,
    goods,
  };
}
