import {
  CONTENT_LANGS,
  type ContentLang,
  type StoredPicture,
} from '../../../contract/console-content';
import {
  topicState,
  type ConsoleTopicBlock,
  type ConsoleTopicGroup,
  type ConsoleTopicPage,
  type ConsoleTopicPageEntry,
  type ConsoleTopics,
  type TopicBlockWords,
  type TopicPageFields,
  type TopicPagePreview,
} from '../../../contract/console-topics';
import type { TopicBlock, TopicPage } from '../../../contract/topic';
import type { Db } from '../../db/database';
import { pictureOf } from '../../media/picture';
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
import { consoleNewsEntries } from './news-edit';
import { blockOf } from './pages';
import { TopicRefusal } from './refusal';
import { idsOf, isObject, parseJson, shownGroups, storedPicture } from './rows';

// The campaigns as the team edits them, from the console: both languages, the hero pictures,
// the blocks in order, shown from their publication date. Shoppers' calls keep a reply a few
// seconds, so a save reaches them as the catalogue's changes do.

async function textRows<T extends 'topic_page_text' | 'topic_block_text' | 'topic_group_text'>(
  db: Db,
  table: T,
  owner: 'topic_page_id' | 'topic_block_id' | 'topic_group_id',
  ids: number[],
) {
  if (!ids.length) return [];
  return (await db
    .selectFrom(table as 'topic_page_text')
    .selectAll()
    .where(owner as 'topic_page_id', 'in', ids)
    .execute()) as unknown as (Record<string, string> & { lang: string })[];
}

function byLang<W>(
  rows: (Record<string, string> & { lang: string })[],
  owner: string,
  id: number,
  pick: (row: Record<string, string> | undefined) => W,
): Record<ContentLang, W> {
  return Object.fromEntries(
    CONTENT_LANGS.map((lang) => [
      lang,
      pick(rows.find((row) => Number(row[owner]) === id && row.lang === lang)),
    ]),
  ) as Record<ContentLang, W>;
}

/** The campaigns, newest in the shop's order, and every group with its articles. */
export async function consoleTopics(db: Db, now: number): Promise<ConsoleTopics> {
  const pages = await db
    .selectFrom('topic_page')
    .selectAll()
    .orderBy('sort')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  const pageTexts = await textRows(
    db,
    'topic_page_text',
    'topic_page_id',
    pages.map((p) => p.id),
  );
  const counts = pages.length
    ? await db
        .selectFrom('topic_block')
        .select(['topic_page_id', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('topic_page_id')
        .execute()
    : [];
  const entries: ConsoleTopicPageEntry[] = pages.map((page) => ({
    id: page.id,
    slug: page.slug,
    version: page.version,
    titles: byLang(pageTexts, 'topic_page_id', page.id, (row) => row?.title ?? ''),
    group_id: page.topic_group_id,
    published_at: Number(page.published_at),
    enabled: page.enabled === 1,
    state: topicState(page.enabled === 1, Number(page.published_at), now),
    sort: page.sort,
    blocks: Number(counts.find((c) => c.topic_page_id === page.id)?.count ?? 0),
  }));
  const groups = await db
    .selectFrom('topic_group')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const groupTexts = await textRows(
    db,
    'topic_group_text',
    'topic_group_id',
    groups.map((g) => g.id),
  );
  const news = await consoleNewsEntries(db, now);
  const listed: ConsoleTopicGroup[] = groups.map((group) => ({
    id: group.id,
    slug: group.slug,
    names: byLang(groupTexts, 'topic_group_id', group.id, (row) => row?.name ?? ''),
    enabled: group.enabled === 1,
    news: news.filter((entry) => entry.group_id === group.id),
  }));
  return { pages: entries, groups: listed };
}

/** One campaign with its words and its blocks, as the editor reads it. */
export async function consoleTopicPage(db: Db, id: number): Promise<ConsoleTopicPage> {
  const page = await db
    .selectFrom('topic_page')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!page) throw new TopicRefusal('not_found', 'topicUnknownPage');
  const texts = await textRows(db, 'topic_page_text', 'topic_page_id', [id]);
  const blocks = await db
    .selectFrom('topic_block')
    .selectAll()
    .where('topic_page_id', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const blockTexts = await textRows(
    db,
    'topic_block_text',
    'topic_block_id',
    blocks.map((b) => b.id),
  );
  const edited: ConsoleTopicBlock[] = [];
  for (const block of blocks) {
    const config = parseJson<Record<string, unknown>>(block.config, {}, isObject);
    const picture = storedPicture(config.picture) ? (config.picture as StoredPicture) : null;
    edited.push({
      type: block.type as ConsoleTopicBlock['type'],
      picture: picture
        ? { path: picture.path, width: picture.width, height: picture.height }
        : null,
      goods_sns: await snsOfGoodsIds(db, idsOf(config.goods_ids)),
      group_id: typeof config.group_id === 'number' ? config.group_id : null,
      words: byLang(blockTexts, 'topic_block_id', block.id, (row) => {
        const content = parseJson<Record<string, unknown>>(row?.content ?? '{}', {}, isObject);
        const word = (key: string) => (typeof content[key] === 'string' ? content[key] : '');
        return {
          title: word('title'),
          text: word('text'),
          caption: word('caption'),
          button: word('button'),
        };
      }),
    });
  }
  const picture = (path: string, width: number, height: number) => ({ path, width, height });
  return {
    id: page.id,
    version: page.version,
    slug: page.slug,
    group_id: page.topic_group_id,
    words: byLang(texts, 'topic_page_id', id, (row) => ({
      title: row?.title ?? '',
      subtitle: row?.subtitle ?? '',
      summary: row?.summary ?? '',
    })),
    hero: picture(page.hero_path, page.hero_width, page.hero_height),
    mobile_hero: picture(page.mobile_hero_path, page.mobile_hero_width, page.mobile_hero_height),
    published_at: Number(page.published_at),
    enabled: page.enabled === 1,
    sort: page.sort,
    blocks: edited,
  };
}

interface CheckedBlock {
  type: ConsoleTopicBlock['type'];
  config: Record<string, unknown>;
  words: Record<ContentLang, Record<string, string>>;
}

/** The words a block of each type shows. */
const BLOCK_WORDS: Record<ConsoleTopicBlock['type'], (keyof TopicBlockWords)[]> = {
  text: ['title', 'text'],
  picture: ['caption'],
  goods: ['title'],
  news: ['title', 'button'],
};

/** Refuses what the shop could not show; else the blocks as they are stored. */
async function checkPage(
  db: Db,
  id: number | null,
  fields: TopicPageFields,
): Promise<CheckedBlock[]> {
  checkSlug(fields.slug);
  if (CONTENT_LANGS.some((lang) => !fields.words[lang].title.trim())) {
    throw new TopicRefusal('invalid', 'topicTitleNeeded');
  }
  fields.blocks.forEach((block, index) => {
    const empty =
      (block.type === 'picture' && block.picture === null) ||
      (block.type === 'goods' && block.goods_sns.length === 0) ||
      (block.type === 'news' && block.group_id === null);
    if (empty) throw new TopicRefusal('invalid', 'topicBlockEmpty', { position: index + 1 });
  });
  const groups = fields.blocks.flatMap((block) =>
    block.type === 'news' && block.group_id !== null ? [block.group_id] : [],
  );
  await checkGroups(db, fields.group_id === null ? groups : [fields.group_id, ...groups]);
  const goodsIds = await goodsIdsOfSns(
    db,
    fields.blocks.flatMap((block) => (block.type === 'goods' ? block.goods_sns : [])),
  );
  await checkPictures(db, [
    fields.hero,
    fields.mobile_hero,
    ...fields.blocks.flatMap((block) =>
      block.type === 'picture' && block.picture ? [block.picture] : [],
    ),
  ]);
  await checkSlugFree(db, fields.slug, { table: 'topic_page', id });
  return fields.blocks.map((block) => {
    const config: Record<string, unknown> =
      block.type === 'picture'
        ? { picture: block.picture }
        : block.type === 'goods'
          ? { goods_ids: [...new Set(block.goods_sns)].flatMap((sn) => goodsIds.get(sn) ?? []) }
          : block.type === 'news'
            ? { group_id: block.group_id }
            : {};
    const words = Object.fromEntries(
      CONTENT_LANGS.map((lang) => [
        lang,
        Object.fromEntries(
          BLOCK_WORDS[block.type].map((key) => [key, block.words[lang][key].trim()]),
        ),
      ]),
    ) as CheckedBlock['words'];
    return { type: block.type, config, words };
  });
}

const pageRow = (fields: TopicPageFields) => ({
  slug: fields.slug,
  topic_group_id: fields.group_id,
  hero_path: fields.hero.path,
  hero_width: fields.hero.width,
  hero_height: fields.hero.height,
  mobile_hero_path: fields.mobile_hero.path,
  mobile_hero_width: fields.mobile_hero.width,
  mobile_hero_height: fields.mobile_hero.height,
  published_at: fields.published_at,
  enabled: fields.enabled ? 1 : 0,
  sort: fields.sort,
});

/**
 * Saves a campaign: a new one when `target` is null, else the one read at `version`, its blocks
 * replaced by those given. Of two staff saving the same campaign at once one is kept, the other
 * is told. Returns its id.
 */
export async function saveTopicPage(
  db: Db,
  actor: Actor,
  target: { id: number; version: number } | null,
  fields: TopicPageFields,
  now: number,
): Promise<number> {
  const blocks = await checkPage(db, target?.id ?? null, fields);
  const saving = db.transaction().execute(async (trx) => {
    let id: number;
    let before: ConsoleTopicPage | null = null;
    if (target) {
      before = await consoleTopicPage(trx, target.id);
      const updated = await trx
        .updateTable('topic_page')
        .set({ ...pageRow(fields), version: target.version + 1 })
        .where('id', '=', target.id)
        .where('version', '=', target.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { kind: 'conflict' as const, before };
      id = target.id;
      const old = trx.selectFrom('topic_block').select('id').where('topic_page_id', '=', id);
      await trx.deleteFrom('topic_block_text').where('topic_block_id', 'in', old).execute();
      await trx.deleteFrom('topic_block').where('topic_page_id', '=', id).execute();
      await trx.deleteFrom('topic_page_text').where('topic_page_id', '=', id).execute();
    } else {
      const inserted = await trx
        .insertInto('topic_page')
        .values(pageRow(fields))
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    await trx
      .insertInto('topic_page_text')
      .values(
        CONTENT_LANGS.map((lang) => ({
          topic_page_id: id,
          lang,
          title: fields.words[lang].title.trim(),
          subtitle: fields.words[lang].subtitle.trim(),
          summary: fields.words[lang].summary.trim(),
        })),
      )
      .execute();
    for (const [sort, block] of blocks.entries()) {
      const row = await trx
        .insertInto('topic_block')
        .values({ topic_page_id: id, sort, type: block.type, config: JSON.stringify(block.config) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('topic_block_text')
        .values(
          CONTENT_LANGS.map((lang) => ({
            topic_block_id: row.id,
            lang,
            content: JSON.stringify(block.words[lang]),
          })),
        )
        .execute();
    }
    const after = await consoleTopicPage(trx, id);
    await writeAudit(
      trx,
      actor,
      {
        action: target ? 'content.topic.update' : 'content.topic.create',
        recordType: 'topic_page',
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
    () => checkSlugFree(db, fields.slug, { table: 'topic_page', id: target?.id ?? null }),
    (before) =>
      new TopicRefusal('conflict', 'topicPageChanged', {
        title: before.words.cn.title || before.slug,
      }),
  );
}

/** The campaign as a shopper would be served it in `lang` once saved; nothing is written. */
async function previewIn(
  db: Db,
  lang: ContentLang,
  fields: TopicPageFields,
  blocks: CheckedBlock[],
  id: number,
  now: number,
): Promise<TopicPage> {
  const shown = await Promise.all(
    blocks.map((block, index) =>
      blockOf(
        db,
        lang,
        { id: index + 1, type: block.type, config: JSON.stringify(block.config) },
        block.words[lang],
        now,
      ),
    ),
  );
  const groups = await shownGroups(db, fields.group_id === null ? [] : [fields.group_id], lang);
  const group = fields.group_id === null ? undefined : groups.get(fields.group_id);
  return {
    id,
    title: fields.words[lang].title.trim(),
    subtitle: fields.words[lang].subtitle.trim(),
    summary: fields.words[lang].summary.trim(),
    hero: pictureOf(fields.hero),
    mobile_hero: pictureOf(fields.mobile_hero),
    published_at: fields.published_at,
    group: group ? { id: group.id, name: group.name } : null,
    blocks: shown.filter((block): block is TopicBlock => block !== null),
  };
}

/** The campaign in every language as shoppers would see it; checked as a save is. */
export async function previewTopicPage(
  db: Db,
  id: number | null,
  fields: TopicPageFields,
  now: number,
): Promise<TopicPagePreview> {
  if (id !== null) await consoleTopicPage(db, id);
  const blocks = await checkPage(db, id, fields);
  const texts = await Promise.all(
    CONTENT_LANGS.map(
      async (lang) => [lang, await previewIn(db, lang, fields, blocks, id ?? 0, now)] as const,
    ),
  );
  return { texts: Object.fromEntries(texts) as TopicPagePreview['texts'] };
}
