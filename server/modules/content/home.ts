import type { Banner, HomeTemplate, WaterfallItem } from '../../../contract/content';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { pictureOf } from '../../media/picture';
import { loadGoodsCards } from '../catalogue';
import { langsFor, pickTexts } from '../catalogue';

interface StoredPicture {
  path: string;
  width: number;
  height: number;
}

export interface Words {
  title?: string;
  subtitle?: string;
  text?: string;
  button?: string;
  items?: { title?: string; subtitle?: string; text?: string; button?: string }[];
}

export interface Config {
  items?: { picture: StoredPicture; mobile_picture?: StoredPicture; link?: string }[];
  goods_ids?: number[];
  picture?: StoredPicture;
  link?: string;
}

export function parse<T>(json: string | undefined): T {
  try {
    return JSON.parse(json ?? '{}') as T;
  } catch {
    return {} as T;
  }
}

async function build(
  db: Db,
  lang: Lang,
  row: { id: number; sort: number; type: string; config: string },
  words: Words,
): Promise<HomeTemplate | null> {
  const config = parse<Config>(row.config);
  const base = { id: row.id, sort: row.sort };
  switch (row.type) {
    case 'banner': {
      const items: Banner[] = (config.items ?? []).map((item, i) => ({
        picture: pictureOf(item.picture),
        mobile_picture: pictureOf(item.mobile_picture ?? item.picture),
        title: words.items?.[i]?.title ?? '',
        subtitle: words.items?.[i]?.subtitle ?? '',
        button: words.items?.[i]?.button ?? '',
        link: item.link ?? '/',
      }));
      return { ...base, type: 'banner', items };
    }
    case 'rail':
      return {
        ...base,
        type: 'rail',
        title: words.title ?? '',
        subtitle: words.subtitle ?? '',
        link: config.link ?? '/productList',
        goods: await loadGoodsCards(db, config.goods_ids ?? [], lang),
      };
    case 'waterfall': {
      const items: WaterfallItem[] = (config.items ?? []).map((item, i) => ({
        picture: pictureOf(item.picture),
        title: words.items?.[i]?.title ?? '',
        text: words.items?.[i]?.text ?? '',
        link: item.link ?? '/',
      }));
      return { ...base, type: 'waterfall', title: words.title ?? '', items };
    }
    case 'story':
      if (!config.picture) return null;
      return {
        ...base,
        type: 'story',
        title: words.title ?? '',
        text: words.text ?? '',
        button: words.button ?? '',
        link: config.link ?? '/',
        picture: pictureOf(config.picture),
      };
    default:
      return null;
  }
}

export interface TemplateRow {
  id: number;
  sort: number;
  type: string;
  config: string;
}

/** Templates as the shopper's page draws them, from their rows and their words in `lang`. */
export async function buildTemplates(
  db: Db,
  lang: Lang,
  rows: TemplateRow[],
  wordsOf: (id: number) => Words,
): Promise<HomeTemplate[]> {
  const built = await Promise.all(rows.map((row) => build(db, lang, row, wordsOf(row.id))));
  return built.filter((t): t is HomeTemplate => t !== null);
}

/** The home page's templates, in ascending `sort` (spec §3). */
export async function homeTemplates(db: Db, lang: Lang): Promise<{ list: HomeTemplate[] }> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('home_template')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('home_template_text').selectAll().where('lang', 'in', langsFor(lang)).execute(),
  ]);
  const textOf = pickTexts(texts, (t) => t.home_template_id, lang);
  const list = await buildTemplates(db, lang, rows, (id) => parse<Words>(textOf.get(id)?.content));
  return { list };
}
