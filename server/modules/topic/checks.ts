import type { StoredPicture } from '../../../contract/console-content';
import type { Db } from '../../db/database';
import { TopicRefusal } from './refusal';

// What a campaign's and an article's saves check alike: address names, pictures, groups, pieces.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checkSlug(slug: string): void {
  if (!SLUG.test(slug)) throw new TopicRefusal('invalid', 'topicSlugInvalid', { slug });
}

/** Refuses a slug another campaign or article has (the shop's addresses name either). */
export async function checkSlugFree(
  db: Db,
  slug: string,
  own: { table: 'topic_page' | 'topic_news'; id: number | null },
): Promise<void> {
  for (const table of ['topic_page', 'topic_news'] as const) {
    let query = db.selectFrom(table).select('id').where('slug', '=', slug);
    if (table === own.table && own.id !== null) query = query.where('id', '<>', own.id);
    if (await query.executeTakeFirst())
      throw new TopicRefusal('invalid', 'topicSlugTaken', { slug });
  }
}

/** Refuses a picture that is not in the media store (only uploads are). */
export async function checkPictures(db: Db, pictures: StoredPicture[]): Promise<void> {
  const paths = [...new Set(pictures.map((p) => p.path))];
  if (!paths.length) return;
  const known = await db
    .selectFrom('media_master')
    .select('path')
    .where('path', 'in', paths)
    .execute();
  const missing = paths.find((path) => !known.some((row) => row.path === path));
  if (missing) throw new TopicRefusal('invalid', 'topicUnknownPicture', { path: missing });
}

export async function checkGroups(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await db.selectFrom('topic_group').select('id').where('id', 'in', unique).execute();
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined)
    throw new TopicRefusal('invalid', 'topicUnknownGroup', { id: missing });
}

/** The goods' ids of style numbers, in order; refuses naming every unknown one. */
export async function goodsIdsOfSns(db: Db, sns: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(sns)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'sn'])
    .where('sn', 'in', unique)
    .execute();
  const ids = new Map(rows.map((row) => [row.sn, row.id]));
  const unknown = unique.filter((sn) => !ids.has(sn));
  if (unknown.length) {
    throw new TopicRefusal('invalid', 'topicUnknownPieces', { sns: unknown.join(', ') });
  }
  return ids;
}

/** The style numbers of goods' ids, in order, for those that still exist. */
export async function snsOfGoodsIds(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('goods').select(['id', 'sn']).where('id', 'in', ids).execute();
  const sn = new Map(rows.map((row) => [row.id, row.sn]));
  return ids.flatMap((id) => sn.get(id) ?? []);
}

/** How a save's transaction ended: saved, or refused because the version read was not the last. */
export type SaveOutcome<Before> =
  { kind: 'saved'; id: number } | { kind: 'conflict'; before: Before };

/**
 * Answers a save's transaction: the id saved, or the refusal. A save refused by the address name's
 * unique index (another save took the name meanwhile) is told that the name is taken.
 */
export async function settleSave<Before>(
  saving: Promise<SaveOutcome<Before>>,
  checkNameFree: () => Promise<void>,
  changed: (before: Before) => TopicRefusal,
): Promise<number> {
  const outcome = await saving.catch(async (error: unknown) => {
    await checkNameFree();
    throw error;
  });
  if (outcome.kind === 'conflict') throw changed(outcome.before);
  return outcome.id;
}
