import { CODE_NOT_FOUND } from '../../../contract/call';
import type { TopicBlock, TopicPage, TopicPageCard } from '../../../contract/topic';
import type { Db } from '../../db/database';
import type { TopicPageTable } from '../../db/schema-topics';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { pictureOf } from '../../media/picture';
import { loadGoodsCards } from '../catalogue';
import { latestNews } from './news';
import { idsOf, isObject, parseJson, shownGroups, storedPicture, textsOf } from './rows';

/** How many of its group's newest articles a campaign's news block shows. */
export const NEWS_BLOCK_SIZE = 3;

type PageRow = Omit<TopicPageTable, 'id' | 'sort' | 'enabled' | 'version'> & { id: number };

function publishedPages(db: Db, now: number) {
  return db
    .selectFrom('topic_page')
    .selectAll()
    .where('enabled', '=', 1)
    .where('published_at', '<=', now);
}

async function pageCards(db: Db, rows: PageRow[], lang: Lang): Promise<TopicPageCard[]> {
  const texts = await textsOf(
    db,
    'topic_page_text',
    'topic_page_id',
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((row) => ({
    id: row.id,
    title: texts.get(row.id)?.title ?? '',
    subtitle: texts.get(row.id)?.subtitle ?? '',
    summary: texts.get(row.id)?.summary ?? '',
    hero: pictureOf({ path: row.hero_path, width: row.hero_width, height: row.hero_height }),
    mobile_hero: pictureOf({
      path: row.mobile_hero_path,
      width: row.mobile_hero_width,
      height: row.mobile_hero_height,
    }),
    published_at: Number(row.published_at),
  }));
}

/** Published campaigns in the editor's order, then newest first. */
export async function listTopicPages(
  db: Db,
  lang: Lang,
  now = Date.now(),
): Promise<{ list: TopicPageCard[] }> {
  const rows = await publishedPages(db, now)
    .orderBy('sort')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return { list: await pageCards(db, rows, lang) };
}

const text = (content: Record<string, unknown>, key: string) =>
  typeof content[key] === 'string' ? content[key] : '';

/** One block as shown, or null when there is nothing to show (no goods on sale, no articles). */
export async function blockOf(
  db: Db,
  lang: Lang,
  block: { id: number; type: string; config: string },
  content: Record<string, unknown>,
  now: number,
): Promise<TopicBlock | null> {
  const config = parseJson<Record<string, unknown>>(block.config, {}, isObject);
  switch (block.type) {
    case 'text':
      return {
        id: block.id,
        type: 'text',
        title: text(content, 'title'),
        text: text(content, 'text'),
      };
    case 'picture': {
      const picture = storedPicture(config.picture);
      if (!picture) return null;
      return { id: block.id, type: 'picture', picture, caption: text(content, 'caption') };
    }
    case 'goods': {
      const goods = await loadGoodsCards(db, idsOf(config.goods_ids), lang);
      if (!goods.length) return null;
      return { id: block.id, type: 'goods', title: text(content, 'title'), goods };
    }
    case 'news': {
      const groupId = typeof config.group_id === 'number' ? config.group_id : 0;
      if (!(await shownGroups(db, [groupId], lang)).has(groupId)) return null;
      const news = await latestNews(db, groupId, lang, NEWS_BLOCK_SIZE, now);
      if (!news.length) return null;
      const words = { title: text(content, 'title'), button: text(content, 'button') };
      return { id: block.id, type: 'news', group_id: groupId, ...words, news };
    }
    default:
      return null;
  }
}

export async function showTopicPage(
  db: Db,
  lang: Lang,
  id: number,
  now = Date.now(),
): Promise<TopicPage> {
  const row = await publishedPages(db, now).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'topicNotFound');
  const blocks = await db
    .selectFrom('topic_block')
    .select(['id', 'type', 'config'])
    .where('topic_page_id', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const [[card], contents, groups] = await Promise.all([
    pageCards(db, [row], lang),
    textsOf(
      db,
      'topic_block_text',
      'topic_block_id',
      blocks.map((b) => b.id),
      lang,
    ),
    shownGroups(db, row.topic_group_id === null ? [] : [row.topic_group_id], lang),
  ]);
  if (!card) throw new BusinessError(CODE_NOT_FOUND, 'topicNotFound');
  const shown = await Promise.all(
    blocks.map((block) => {
      const content = parseJson<Record<string, unknown>>(
        contents.get(block.id)?.content ?? '{}',
        {},
        isObject,
      );
      return blockOf(db, lang, block, content, now);
    }),
  );
  const group = row.topic_group_id === null ? undefined : groups.get(row.topic_group_id);
  return {
    ...card,
    group: group ? { id: group.id, name: group.name } : null,
    blocks: shown.filter((block): block is TopicBlock => block !== null),
  };
}
