import { sanitizeRichText } from '../../../lib/rich-text';
import { addMissingMasters, storedPaths } from '../../../media/masters';
import type { Db } from '../../database';
import { perLang, type SeedLang } from '../batch';
import type { Scene } from '../data/scenes';
import { sceneMaster } from '../pictures';
import { ARTICLES, type SeedArticle } from './topics-articles';
import { CAMPAIGNS, type SeedBlock, type SeedCampaign } from './topics-campaigns';

// The demo campaigns and their articles. Shops seeded before they existed get them on their
// next start (server/setup.ts); a shop that has campaigns of its own keeps them as they are.

const HERO = { width: 2400, height: 1000 };
const PORTRAIT_HERO = { width: 1080, height: 1350 };
const BLOCK_PICTURE = { width: 1920, height: 1080 };
const COVER_WIDTH = 1000;

/** Where the campaigns are listed: a link in the footer's "The Maison" group. */
export const CAMPAIGNS_LINK = '/advertising/homePage';

const heroScene = (c: SeedCampaign): Scene => ({
  ...c.hero,
  ...HERO,
  path: `topics/${c.slug}/hero`,
});
const portraitScene = (c: SeedCampaign): Scene => ({
  ...c.hero,
  ...PORTRAIT_HERO,
  path: `topics/${c.slug}/hero-portrait`,
  wordmark: true,
});
const blockScene = (
  c: SeedCampaign,
  block: Extract<SeedBlock, { type: 'picture' }>,
  n: number,
) => ({
  ...block.scene,
  ...BLOCK_PICTURE,
  path: `topics/${c.slug}/picture-${n}`,
});
const coverScene = (a: SeedArticle): Scene => ({
  ...a.cover,
  width: COVER_WIDTH,
  path: `topics/news/${a.slug}`,
});

/** Every picture the campaigns show. */
export function topicScenes(): Scene[] {
  return [
    ...CAMPAIGNS.flatMap((c) => [
      heroScene(c),
      portraitScene(c),
      ...c.blocks.flatMap((block, n) =>
        block.type === 'picture' ? [blockScene(c, block, n)] : [],
      ),
    ]),
    ...ARTICLES.map(coverScene),
  ];
}

const stored = (scene: Scene) => ({ path: scene.path, width: scene.width, height: scene.height });

/** An article's body as the editor would have written it, cleaned as every stored body is. */
export function articleBody(article: SeedArticle, lang: SeedLang): string {
  const [first, ...rest] = article.paragraphs.map((p) => `<p>${p[lang]}</p>`);
  const quote = article.quote ? `<blockquote><p>${article.quote[lang]}</p></blockquote>` : '';
  return sanitizeRichText([first, quote, ...rest].join(''));
}

async function goodsIdsBySn(db: Db): Promise<Map<string, number>> {
  const sns = [
    ...new Set([
      ...ARTICLES.flatMap((a) => a.sns),
      ...CAMPAIGNS.flatMap((c) => c.blocks.flatMap((b) => (b.type === 'goods' ? b.sns : []))),
    ]),
  ];
  const rows = await db.selectFrom('goods').select(['id', 'sn']).where('sn', 'in', sns).execute();
  return new Map(rows.map((r) => [r.sn, r.id]));
}

async function insertGroup(db: Db, c: SeedCampaign, sort: number): Promise<number> {
  const { id } = await db
    .insertInto('topic_group')
    .values({ slug: c.group.slug, sort, enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('topic_group_text')
    .values(
      perLang((lang) => ({
        topic_group_id: id,
        lang,
        name: c.group.name[lang],
        description: c.group.description[lang],
      })),
    )
    .execute();
  return id;
}

function blockRow(
  c: SeedCampaign,
  block: SeedBlock,
  n: number,
  groupId: number,
  goods: Map<string, number>,
): { config: unknown; content: (lang: SeedLang) => unknown } {
  switch (block.type) {
    case 'text':
      return { config: {}, content: (l) => ({ title: block.title[l], text: block.text[l] }) };
    case 'picture':
      return {
        config: { picture: stored(blockScene(c, block, n)) },
        content: (l) => ({ caption: block.caption[l] }),
      };
    case 'goods':
      return {
        config: { goods_ids: block.sns.flatMap((sn) => goods.get(sn) ?? []) },
        content: (l) => ({ title: block.title[l] }),
      };
    case 'news':
      return {
        config: { group_id: groupId },
        content: (l) => ({ title: block.title[l], button: block.button[l] }),
      };
  }
}

async function insertCampaign(
  db: Db,
  c: SeedCampaign,
  sort: number,
  groupId: number,
  goods: Map<string, number>,
) {
  const hero = heroScene(c);
  const portrait = portraitScene(c);
  const { id } = await db
    .insertInto('topic_page')
    .values({
      slug: c.slug,
      topic_group_id: groupId,
      hero_path: hero.path,
      hero_width: hero.width,
      hero_height: hero.height,
      mobile_hero_path: portrait.path,
      mobile_hero_width: portrait.width,
      mobile_hero_height: portrait.height,
      published_at: c.publishedAt,
      sort,
      enabled: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('topic_page_text')
    .values(
      perLang((lang) => ({
        topic_page_id: id,
        lang,
        title: c.title[lang],
        subtitle: c.subtitle[lang],
        summary: c.summary[lang],
      })),
    )
    .execute();
  for (const [n, block] of c.blocks.entries()) {
    const row = blockRow(c, block, n, groupId, goods);
    const { id: blockId } = await db
      .insertInto('topic_block')
      .values({
        topic_page_id: id,
        sort: (n + 1) * 10,
        type: block.type,
        config: JSON.stringify(row.config),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('topic_block_text')
      .values(
        perLang((lang) => ({
          topic_block_id: blockId,
          lang,
          content: JSON.stringify(row.content(lang)),
        })),
      )
      .execute();
  }
}

async function insertArticle(db: Db, a: SeedArticle, groupId: number, goods: Map<string, number>) {
  const cover = coverScene(a);
  const { id } = await db
    .insertInto('topic_news')
    .values({
      slug: a.slug,
      topic_group_id: groupId,
      cover_path: cover.path,
      cover_width: cover.width,
      cover_height: cover.height,
      goods_ids: JSON.stringify(a.sns.flatMap((sn) => goods.get(sn) ?? [])),
      published_at: a.publishedAt,
      enabled: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('topic_news_text')
    .values(
      perLang((lang) => ({
        topic_news_id: id,
        lang,
        title: a.title[lang],
        summary: a.summary[lang],
        body: articleBody(a, lang),
      })),
    )
    .execute();
}

/** Adds the campaigns' entry to the footer's "The Maison" group (the second group). */
async function insertFooterLink(db: Db): Promise<void> {
  const group = await db
    .selectFrom('footer_group_text')
    .select('footer_group_id')
    .where('lang', '=', 'en')
    .where('title', '=', 'The Maison')
    .executeTakeFirst();
  const exists = await db
    .selectFrom('footer_link')
    .select('id')
    .where('url', '=', CAMPAIGNS_LINK)
    .executeTakeFirst();
  if (!group || exists) return;
  const { id } = await db
    .insertInto('footer_link')
    .values({ footer_group_id: group.footer_group_id, sort: 15, url: CAMPAIGNS_LINK })
    .returning('id')
    .executeTakeFirstOrThrow();
  const label = { cn: '品牌专题', en: 'Maison Stories' };
  await db
    .insertInto('footer_link_text')
    .values(perLang((lang) => ({ footer_link_id: id, lang, label: label[lang] })))
    .execute();
}

/** The campaigns, their groups, articles and footer entry, in one go. */
export async function insertTopics(db: Db): Promise<void> {
  const goods = await goodsIdsBySn(db);
  for (const [i, campaign] of CAMPAIGNS.entries()) {
    const groupId = await insertGroup(db, campaign, (i + 1) * 10);
    await insertCampaign(db, campaign, (i + 1) * 10, groupId, goods);
    for (const article of ARTICLES.filter((a) => a.group === campaign.group.slug)) {
      await insertArticle(db, article, groupId, goods);
    }
  }
  await insertFooterLink(db);
}

/** Stores the campaigns' pictures the database does not have yet, drawing only those. */
async function ensureTopicPictures(db: Db): Promise<void> {
  const scenes = topicScenes();
  const stored = await storedPaths(
    db,
    scenes.map((scene) => scene.path),
  );
  await addMissingMasters(db, scenes.filter((scene) => !stored.has(scene.path)).map(sceneMaster));
}

const hasTopics = async (db: Db) =>
  (await db.selectFrom('topic_page').select('id').limit(1).executeTakeFirst()) !== undefined;

/**
 * Runs on every start: a shop without campaigns gets the demo ones (once, even when several
 * instances start together), and the pictures the database is missing.
 */
export async function ensureTopics(db: Db): Promise<void> {
  if (!(await hasTopics(db))) {
    try {
      await db.transaction().execute((trx) => insertTopics(trx));
    } catch (error) {
      // Another instance seeded them at the same moment: its slugs won.
      if (!(await hasTopics(db))) throw error;
    }
  }
  await ensureTopicPictures(db);
}
