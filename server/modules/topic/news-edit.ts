import { CONTENT_LANGS, type ContentLang } from '../../../contract/console-content';
import {
  TOPIC_NEWS_BODY_MAX,
  topicState,
  type ConsoleTopicNews,
  type ConsoleTopicNewsEntry,
  type TopicNewsFields,
  type TopicNewsPreview,
} from '../../../contract/console-topics';
import type { TopicNews } from '../../../contract/topic';
import type { Db } from '../../db/database';
import { hasUnsafeMarkup, sanitizeRichText } from '../../lib/rich-text';
import { pictureOf } from '../../media/picture';
import { loadGoodsCards } from '../catalogue';
import { writeAudit, type Actor } from '../staff';
import {
  checkGroups,
  checkPictures,
  checkSlug,
  checkSlugFree,
  settleSave,
  goodsIdsOfSns,
  snsOfGoodsIds,
} from './checks';
import { TopicRefusal } from './refusal';
import { idsOf, parseJson, shownGroups } from './rows';

// The articles as the team edits them, from the console: both languages, the body cleaned as
// the shop shows it, the related pieces by style number, shown from their publication date.

const LANG_NAMES: Record<ContentLang, string> = { cn: '中文', en: 'English' };

/** Text of the cleaned HTML, to tell a body with nothing to show. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

async function newsTexts(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('topic_news_text').selectAll().where('topic_news_id', 'in', ids).execute();
}

/** Every article, newest first. */
export async function consoleNewsEntries(db: Db, now: number): Promise<ConsoleTopicNewsEntry[]> {
  const rows = await db
    .selectFrom('topic_news')
    .select(['id', 'slug', 'version', 'topic_group_id', 'published_at', 'enabled'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const texts = await newsTexts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const title = (lang: string) =>
      texts.find((t) => t.topic_news_id === row.id && t.lang === lang)?.title ?? '';
    return {
      id: row.id,
      slug: row.slug,
      version: row.version,
      titles: { cn: title('cn'), en: title('en') },
      group_id: row.topic_group_id,
      published_at: Number(row.published_at),
      enabled: row.enabled === 1,
      state: topicState(row.enabled === 1, Number(row.published_at), now),
    };
  });
}

export async function consoleTopicNews(db: Db, id: number): Promise<ConsoleTopicNews> {
  const row = await db.selectFrom('topic_news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new TopicRefusal('not_found', 'topicUnknownNews');
  const texts = await newsTexts(db, [id]);
  const words = Object.fromEntries(
    CONTENT_LANGS.map((lang) => {
      const text = texts.find((t) => t.lang === lang);
      return [
        lang,
        { title: text?.title ?? '', summary: text?.summary ?? '', body: text?.body ?? '' },
      ];
    }),
  ) as ConsoleTopicNews['words'];
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    group_id: row.topic_group_id,
    cover: { path: row.cover_path, width: row.cover_width, height: row.cover_height },
    words,
    goods_sns: await snsOfGoodsIds(db, idsOf(parseJson<unknown>(row.goods_ids, [], Array.isArray))),
    published_at: Number(row.published_at),
    enabled: row.enabled === 1,
  };
}

interface CheckedNews {
  goodsIds: number[];
  words: Record<ContentLang, { title: string; summary: string; body: string }>;
  leftOut: boolean;
}

/** Refuses what the shop could not show; else the words cleaned and the pieces' ids. */
async function checkNews(db: Db, id: number | null, fields: TopicNewsFields): Promise<CheckedNews> {
  checkSlug(fields.slug);
  if (CONTENT_LANGS.some((lang) => !fields.words[lang].title.trim())) {
    throw new TopicRefusal('invalid', 'topicTitleNeeded');
  }
  const words = Object.fromEntries(
    CONTENT_LANGS.map((lang) => {
      const given = fields.words[lang];
      const params = { lang: LANG_NAMES[lang] };
      if (given.body.length > TOPIC_NEWS_BODY_MAX) {
        throw new TopicRefusal('invalid', 'topicNewsBodyTooLong', {
          ...params,
          max: TOPIC_NEWS_BODY_MAX,
        });
      }
      const body = sanitizeRichText(given.body);
      if (!plain(body)) throw new TopicRefusal('invalid', 'topicNewsBodyEmpty', params);
      return [lang, { title: given.title.trim(), summary: given.summary.trim(), body }];
    }),
  ) as CheckedNews['words'];
  await checkGroups(db, [fields.group_id]);
  const sns = [...new Set(fields.goods_sns)];
  const ids = await goodsIdsOfSns(db, sns);
  await checkPictures(db, [fields.cover]);
  await checkSlugFree(db, fields.slug, { table: 'topic_news', id });
  return {
    goodsIds: sns.flatMap((sn) => ids.get(sn) ?? []),
    words,
    leftOut: CONTENT_LANGS.some((lang) => hasUnsafeMarkup(fields.words[lang].body)),
  };
}

/**
 * Saves an article: a new one when `target` is null, else the one read at `version`. Of two staff
 * saving the same article at once one is kept, the other is told. Returns its id.
 */
export async function saveTopicNews(
  db: Db,
  actor: Actor,
  target: { id: number; version: number } | null,
  fields: TopicNewsFields,
  now: number,
): Promise<number> {
  const checked = await checkNews(db, target?.id ?? null, fields);
  const row = {
    slug: fields.slug,
    topic_group_id: fields.group_id,
    cover_path: fields.cover.path,
    cover_width: fields.cover.width,
    cover_height: fields.cover.height,
    goods_ids: JSON.stringify(checked.goodsIds),
    published_at: fields.published_at,
    enabled: fields.enabled ? 1 : 0,
  };
  const saving = db.transaction().execute(async (trx) => {
    let id: number;
    let before: ConsoleTopicNews | null = null;
    if (target) {
      before = await consoleTopicNews(trx, target.id);
      const updated = await trx
        .updateTable('topic_news')
        .set({ ...row, version: target.version + 1 })
        .where('id', '=', target.id)
        .where('version', '=', target.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { kind: 'conflict' as const, before };
      id = target.id;
      await trx.deleteFrom('topic_news_text').where('topic_news_id', '=', id).execute();
    } else {
      id = (
        await trx.insertInto('topic_news').values(row).returning('id').executeTakeFirstOrThrow()
      ).id;
    }
    await trx
      .insertInto('topic_news_text')
      .values(CONTENT_LANGS.map((lang) => ({ topic_news_id: id, lang, ...checked.words[lang] })))
      .execute();
    const after = await consoleTopicNews(trx, id);
    await writeAudit(
      trx,
      actor,
      {
        action: target ? 'content.topic_news.update' : 'content.topic_news.create',
        recordType: 'topic_news',
        recordId: id,
        before: before ? { ...before } : null,
        after: { ...after },
      },
      now,
    );
    return { kind: 'saved' as const, id };
  });
  return settleSave(
    saving,
    () => checkSlugFree(db, fields.slug, { table: 'topic_news', id: target?.id ?? null }),
    (before) =>
      new TopicRefusal('conflict', 'topicNewsChanged', {
        title: before.words.cn.title || before.slug,
      }),
  );
}

/** The article in every language as shoppers would see it; checked as a save is. */
export async function previewTopicNews(
  db: Db,
  id: number | null,
  fields: TopicNewsFields,
  now: number,
): Promise<TopicNewsPreview> {
  if (id !== null) await consoleTopicNews(db, id);
  const checked = await checkNews(db, id, fields);
  const page = await db
    .selectFrom('topic_page')
    .select('id')
    .where('topic_group_id', '=', fields.group_id)
    .where('enabled', '=', 1)
    .where('published_at', '<=', now)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  const texts = await Promise.all(
    CONTENT_LANGS.map(async (lang): Promise<[ContentLang, TopicNews]> => {
      const group = (await shownGroups(db, [fields.group_id], lang)).get(fields.group_id);
      const words = checked.words[lang];
      return [
        lang,
        {
          id: id ?? 0,
          group_id: fields.group_id,
          title: words.title,
          summary: words.summary,
          cover: pictureOf(fields.cover),
          published_at: fields.published_at,
          body: words.body,
          group: { id: fields.group_id, name: group?.name ?? '' },
          topic_page_id: page?.id ?? null,
          goods: await loadGoodsCards(db, checked.goodsIds, lang),
        },
      ];
    }),
  );
  return {
    texts: Object.fromEntries(texts) as TopicNewsPreview['texts'],
    left_out: checked.leftOut,
  };
}
