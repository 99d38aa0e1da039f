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
