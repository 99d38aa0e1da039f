import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { DEFAULT_LANG } from '../../../lib/lang';

/** The names of some pieces or boutiques in the language asked, else in Chinese, by id. */
export async function namesIn(
  db: Db,
  owner: 'goods' | 'store',
  ids: number[],
  lang: Lang,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    owner === 'goods'
      ? await db
          .selectFrom('goods_text')
          .select(['goods_id as id', 'lang', 'name'])
          .where('goods_id', 'in', ids)
          .where('lang', 'in', [lang, DEFAULT_LANG])
          .execute()
      : await db
          .selectFrom('store_text')
          .select(['store_id as id', 'lang', 'name'])
          .where('store_id', 'in', ids)
          .where('lang', 'in', [lang, DEFAULT_LANG])
          .execute();
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.lang === lang || !names.has(row.id)) names.set(row.id, row.name);
  }
  return names;
}
