import type {
  ContentLang,
  HomeBlock,
  HomeBlockType,
  HomeWords,
} from '../../../contract/console-content';
import { CONTENT_LANGS, HOME_BLOCK_TYPES } from '../../../contract/console-content';
import type { Db } from '../../db/database';
import { parse, type Config, type TemplateRow, type Words } from './home';

// The home page's templates as the console edits them (blocks, both languages side by side), and
// back to the rows and words the shopper's page is built from.

const words = (from: Partial<HomeWords> | undefined): HomeWords => ({
  title: from?.title ?? '',
  subtitle: from?.subtitle ?? '',
  text: from?.text ?? '',
  button: from?.button ?? '',
});

const perLang = <T>(make: (lang: ContentLang) => T) =>
  Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, make(lang)])) as Record<ContentLang, T>;

/** The published home page, enabled or not, in its order. */
export async function publishedBlocks(db: Db): Promise<HomeBlock[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('home_template').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('home_template_text').selectAll().execute(),
  ]);
  const wordsOf = new Map(
    texts.map((t) => [`${t.home_template_id}.${t.lang}`, parse<Words>(t.content)]),
  );
  const goodsIds = rows.flatMap((row) => parse<Config>(row.config).goods_ids ?? []);
  const sns = goodsIds.length
    ? await db.selectFrom('goods').select(['id', 'sn']).where('id', 'in', goodsIds).execute()
    : [];
  const snOf = new Map(sns.map((g) => [g.id, g.sn]));
  return rows
    .filter((row) => (HOME_BLOCK_TYPES as readonly string[]).includes(row.type))
    .map((row) => {
      const config = parse<Config>(row.config);
      const text = (lang: ContentLang) => wordsOf.get(`${row.id}.${lang}`);
      return {
        id: row.id,
        type: row.type as HomeBlockType,
        enabled: row.enabled === 1,
        link: config.link ?? '',
        goods_sns: (config.goods_ids ?? []).flatMap((id) => snOf.get(id) ?? []),
        picture: config.picture ?? null,
        words: perLang((lang) => words(text(lang))),
        items: (config.items ?? []).map((item, i) => ({
          picture: item.picture,
          mobile_picture: item.mobile_picture ?? null,
          link: item.link ?? '',
          words: perLang((lang) => words(text(lang)?.items?.[i])),
        })),
      };
    });
}

/** Only the words a block of this type shows, so that nothing hidden is stored. */
function storedWords(block: HomeBlock, lang: ContentLang): Words {
  const own = block.words[lang];
  const items = block.items.map((item) => item.words[lang]);
  switch (block.type) {
    case 'banner':
      return {
        items: items.map(({ title, subtitle, button }) => ({ title, subtitle, button })),
      };
    case 'waterfall':
      return { title: own.title, items: items.map(({ title, text }) => ({ title, text })) };
    case 'rail':
      return { title: own.title, subtitle: own.subtitle };
    case 'story':
      return { title: own.title, text: own.text, button: own.button };
  }
}

function storedConfig(block: HomeBlock, goodsIdOf: Map<string, number>): Config {
  const items = block.items.map((item) => ({
    picture: item.picture,
    ...(item.mobile_picture ? { mobile_picture: item.mobile_picture } : {}),
    link: item.link,
  }));
  switch (block.type) {
    case 'banner':
    case 'waterfall':
      return { items };
    case 'rail':
      return {
        goods_ids: block.goods_sns.flatMap((sn) => goodsIdOf.get(sn) ?? []),
        link: block.link,
      };
    case 'story':
      return { ...(block.picture ? { picture: block.picture } : {}), link: block.link };
  }
}

/** A block as the home page's tables keep it: its row's config, its words per language. */
export interface StoredBlock {
  type: HomeBlockType;
  enabled: number;
  config: string;
  words: Record<ContentLang, string>;
}

export function storedBlock(block: HomeBlock, goodsIdOf: Map<string, number>): StoredBlock {
  return {
    type: block.type,
    enabled: block.enabled ? 1 : 0,
    config: JSON.stringify(storedConfig(block, goodsIdOf)),
    words: perLang((lang) => JSON.stringify(storedWords(block, lang))),
  };
}

/** The draft's blocks as the rows a preview is built from (new blocks get numbers below 0). */
export function previewRows(
  blocks: HomeBlock[],
  goodsIdOf: Map<string, number>,
  lang: ContentLang,
): { rows: TemplateRow[]; words: Map<number, Words> } {
  const shown = blocks.filter((block) => block.enabled);
  const rows = shown.map((block, index) => ({
    id: block.id ?? -(index + 1),
    sort: index,
    type: block.type,
    config: JSON.stringify(storedConfig(block, goodsIdOf)),
  }));
  const words = new Map(
    shown.map((block, index) => [rows[index]?.id ?? 0, storedWords(block, lang)]),
  );
  return { rows, words };
}
