import { CODE_NOT_FOUND } from '../../../contract/call';
import type { ShareData, ShareType } from '../../../contract/share';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { loadColorOptions } from '../catalogue';
import { langsFor, pickTexts } from '../catalogue';
import { showNews } from '../topic';
import { showTopicPage } from '../topic';

/** The shop's pages, relative to its origin. */
export const SHARE_PATHS: Record<ShareType, (id: number) => string> = {
  goods: (id) => `/productList/detail?id=${id}`,
  topic: (id) => `/advertising/homePage?id=${id}`,
  news: (id) => `/advertising/details?id=${id}`,
};

/** The first sentence (or the first 120 characters) of a longer text. */
export function shortDescription(text: string): string {
  const sentence = /^.+?[。！？.!?](?=\s|$)/u.exec(text.trim())?.[0] ?? text.trim();
  return sentence.length > 120 ? `${sentence.slice(0, 119)}…` : sentence;
}

async function goodsShare(db: Db, lang: Lang, id: number) {
  const goods = await db
    .selectFrom('goods')
    .select('id')
    .where('id', '=', id)
    .where('on_sale', '=', 1)
    .executeTakeFirst();
  if (!goods) throw new BusinessError(CODE_NOT_FOUND, 'goodsNotFound');
  const texts = await db
    .selectFrom('goods_text')
    .select(['goods_id', 'lang', 'name', 'description'])
    .where('goods_id', '=', id)
    .where('lang', 'in', langsFor(lang))
    .execute();
  const text = pickTexts(texts, (t) => t.goods_id, lang).get(id);
  const colors = (await loadColorOptions(db, [id], lang, 1)).get(id) ?? [];
  const picture = colors.find((c) => c.pic_url_group[0])?.pic_url_group[0];
  return {
    title: text?.name ?? '',
    description: shortDescription(text?.description ?? ''),
    picture: picture?.src ?? '',
  };
}

/** What a share shows of a product, a campaign or an article; paths relative to the shop. */
export async function shareTarget(
  db: Db,
  lang: Lang,
  type: ShareType,
  id: number,
): Promise<ShareData> {
  const link = SHARE_PATHS[type](id);
  if (type === 'goods') return { ...(await goodsShare(db, lang, id)), link };
  if (type === 'topic') {
    const page = await showTopicPage(db, lang, id);
    return { title: page.title, description: page.subtitle, picture: page.hero.src, link };
  }
  const news = await showNews(db, lang, id);
  return { title: news.title, description: news.summary, picture: news.cover.src, link };
}
