import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from './texts';

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
 * Forgets a member's recent searches: all of them, or the one `word` names (whatever its case).
 * Forgetting what is already gone is not an error: the history ends up without it.
 */
export async function clearSearchHistory(db: Db, userId: number, word?: string): Promise<null> {
  const one = word?.replace(/\s+/g, ' ') ?? '';
  await db
    .deleteFrom('search_log')
    .where('user_id', '=', userId)
    .$if(one !== '', (q) =>
      q.where((eb) => eb(eb.fn('lower', ['word']), '=', eb.fn('lower', [eb.val(one)]))),
    )
    .execute();
  return null;
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
