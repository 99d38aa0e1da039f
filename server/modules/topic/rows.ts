import { sql } from 'kysely';
import type { Picture } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { pictureOf } from '../../media/picture';
import { langsFor, pickTexts } from '../catalogue';

/** A JSON column's value, or `fallback` when it is not what it should be. */
export function parseJson<T>(json: string, fallback: T, accept: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(json);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Positive integer ids of a JSON array, in order; anything else in it is ignored. */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
}

export function storedPicture(value: unknown): Picture | null {
  if (!isObject(value)) return null;
  const { path, width, height } = value;
  if (typeof path !== 'string' || typeof width !== 'number' || typeof height !== 'number') {
    return null;
  }
  return pictureOf({ path, width, height });
}

type TextTable = 'topic_group_text' | 'topic_page_text' | 'topic_block_text' | 'topic_news_text';

/** The texts of some rows in the request's language (falling back to Chinese), by owner id. */
export async function textsOf(
  db: Db,
  table: TextTable,
  owner: `${string}_id`,
  ids: number[],
  lang: Lang,
): Promise<Map<number, Record<string, string>>> {
  if (!ids.length) return new Map();
  // Every text table has the same shape: the owner's id, lang and text columns.
  const rows = (await db
    .selectFrom(table as 'topic_news_text')
    .selectAll()
    .where(sql.ref<number>(owner), 'in', ids)
    .where('lang', 'in', langsFor(lang))
    .execute()) as unknown as (Record<string, string> & { lang: string })[];
  return pickTexts(rows, (row) => Number(row[owner]), lang);
}

/** Groups that are shown (enabled), by id, with their names. */
export async function shownGroups(db: Db, ids: number[], lang: Lang) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; name: string; description: string }>();
  const rows = await db
    .selectFrom('topic_group')
    .select('id')
    .where('id', 'in', unique)
    .where('enabled', '=', 1)
    .execute();
  const texts = await textsOf(
    db,
    'topic_group_text',
    'topic_group_id',
    rows.map((r) => r.id),
    lang,
  );
  return new Map(
    rows.map((r) => {
      const text = texts.get(r.id);
      return [r.id, { id: r.id, name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  );
}
