import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { DEFAULT_LANG } from '../../lib/lang';

/** Languages to read, in order of preference: the request's, then the default as a fallback. */
export function langsFor(lang: Lang): Lang[] {
  return lang === DEFAULT_LANG ? [DEFAULT_LANG] : [lang, DEFAULT_LANG];
}

/** Picks, per owner id, the row in the preferred language, falling back to the default one. */
export function pickTexts<Row extends { lang: string }>(
  rows: Row[],
  ownerId: (row: Row) => number,
  lang: Lang,
): Map<number, Row> {
  const picked = new Map<number, Row>();
  for (const row of rows) {
    const id = ownerId(row);
    const current = picked.get(id);
    if (!current || (current.lang !== lang && row.lang === lang)) picked.set(id, row);
  }
  return picked;
}

type NamedText = 'goods_text' | 'series_text' | 'season_text' | 'promotion_text';
type NamedOwner = 'goods_id' | 'series_id' | 'season_id' | 'promotion_id';

/** The names of some goods, series, seasons or promotions in the request's language, by id. */
export async function namesOf(
  db: Db,
  table: NamedText,
  owner: NamedOwner,
  ids: number[],
  lang: Lang,
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = (await db
    .selectFrom(table)
    .select([`${owner} as owner_id`, 'lang', 'name'])
    .where(owner, 'in', ids)
    .where('lang', 'in', langsFor(lang))
    .execute()) as { owner_id: number; lang: string; name: string }[];
  const picked = pickTexts(rows, (r) => r.owner_id, lang);
  return new Map([...picked].map(([id, row]) => [id, row.name]));
}
