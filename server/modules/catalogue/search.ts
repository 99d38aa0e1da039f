import { sql } from 'kysely';
import type { SearchSuggestion } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { searchTerms, whereBase } from './goods-list';
import { langsFor, pickTexts } from './texts';

const SUGGESTIONS = 8;

export async function hotList(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('hot_search')
    .innerJoin('hot_search_text', 'hot_search_text.hot_search_id', 'hot_search.id')
    .select(['hot_search.id', 'hot_search.sort', 'lang', 'word'])
    .where('lang', 'in', langsFor(lang))
    .execute();
  const picked = [...pickTexts(rows, (r) => r.id, lang).values()].sort(
    (a, b) => a.sort - b.sort || a.id - b.id,
  );
  return { list: picked.map((r) => ({ word: r.word })) };
}

/** Suggestions while typing: categories and series whose name matches, then goods names. */
export async function suggestions(
  db: Db,
  lang: Lang,
  keyword: string,
): Promise<{ list: SearchSuggestion[] }> {
  const terms = searchTerms(keyword);
  const first = terms[0];
  if (!first) return { list: [] };
  const like = sql<boolean>`lower(name) like ${`%${first}%`} escape '\\'`;
  const [categories, series, goods] = await Promise.all([
    db
      .selectFrom('category_text')
      .select(['category_id', 'lang', 'name'])
      .where('lang', '=', lang)
      .where(like)
      .limit(3)
      .execute(),
    db
      .selectFrom('series_text')
      .select(['series_id', 'lang', 'name'])
      .where('lang', '=', lang)
      .where(like)
      .limit(2)
      .execute(),
    whereBase(db.selectFrom('goods'), null, terms)
      .select('goods.id')
      .orderBy('goods.sales', 'desc')
      .limit(SUGGESTIONS)
      .execute(),
  ]);
  const goodsIds = goods.map((g) => g.id);
  const names = goodsIds.length
    ? await db
        .selectFrom('goods_text')
        .select(['goods_id', 'lang', 'name'])
        .where('goods_id', 'in', goodsIds)
        .where('lang', 'in', langsFor(lang))
        .execute()
    : [];
  const nameOf = pickTexts(names, (n) => n.goods_id, lang);
  const list: SearchSuggestion[] = [
    ...categories.map((c) => ({
      word: c.name,
      type: 'category' as const,
      goods_id: null,
      category_id: c.category_id,
    })),
    ...series.map((s) => ({
      word: s.name,
      type: 'series' as const,
      goods_id: null,
      category_id: null,
    })),
    ...goodsIds.map((id) => ({
      word: nameOf.get(id)?.name ?? '',
      type: 'goods' as const,
      goods_id: id,
      category_id: null,
    })),
  ];
  return { list: list.slice(0, SUGGESTIONS) };
}

/** Distinct searches kept per member; older ones are dropped. */
export const SEARCH_HISTORY_KEPT = 20;
const SEARCH_HISTORY_SHOWN = 10;

/** A member's recent searches, most recent first; visitors have none. */
export async function userSearchData(db: Db, userId: number | null) {
  if (userId === null) return { list: [] };
  const rows = await db
    .selectFrom('search_log')
    .select('word')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCH_HISTORY_SHOWN)
    .execute();
  return { list: rows.map((r) => r.word) };
}

/**
 * Records a member's keyword search: trimmed, once per word whatever its case (searching again
 * moves it to the top), and only the latest SEARCH_HISTORY_KEPT.
 */
export async function recordSearch(db: Db, userId: number, keyword: string | undefined) {
  const word = keyword?.trim().replace(/\s+/g, ' ') ?? '';
  if (!word) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('search_log')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['word']), '=', eb.fn('lower', [eb.val(word)])))
      .execute();
    await trx
      .insertInto('search_log')
      .values({ user_id: userId, word, created_at: Date.now() })
      .execute();
    const kept = trx
      .selectFrom('search_log')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SEARCH_HISTORY_KEPT);
    await trx
      .deleteFrom('search_log')
      .where('user_id', '=', userId)
      .where('id', 'not in', kept)
      .execute();
  });
}
