import { CONTENT_LANGS } from '../../../contract/console-content';
import type { ConsoleTopicGroupDetails, TopicGroupFields } from '../../../contract/console-topics';
import type { Db } from '../../db/database';
import { writeAudit, type Actor } from '../staff';
import { checkSlug, settleSave } from './checks';
import { TopicRefusal } from './refusal';

// The collections of stories as the team edits them, from the console: a name and a description
// in both languages, an address name, a place among the collections, shown or hidden. A hidden
// collection's stories are no longer shown to shoppers; the editors still offer it.

export async function consoleTopicGroup(db: Db, id: number): Promise<ConsoleTopicGroupDetails> {
  const row = await db
    .selectFrom('topic_group')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new TopicRefusal('not_found', 'topicUnknownGroup', { id });
  const texts = await db
    .selectFrom('topic_group_text')
    .selectAll()
    .where('topic_group_id', '=', id)
    .execute();
  const words = Object.fromEntries(
    CONTENT_LANGS.map((lang) => {
      const text = texts.find((t) => t.lang === lang);
      return [lang, { name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  ) as ConsoleTopicGroupDetails['words'];
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    words,
    sort: row.sort,
    enabled: row.enabled === 1,
  };
}

/** Refuses a slug another collection has (the collections' addresses are their own). */
async function checkGroupSlugFree(db: Db, slug: string, id: number | null): Promise<void> {
  let query = db.selectFrom('topic_group').select('id').where('slug', '=', slug);
  if (id !== null) query = query.where('id', '<>', id);
  if (await query.executeTakeFirst()) {
    throw new TopicRefusal('invalid', 'topicGroupSlugTaken', { slug });
  }
}

/**
 * Saves a collection: a new one when `target` is null, else the one read at `version`. Of two
 * staff saving the same collection at once one is kept, the other is told. Returns its id.
 */
export async function saveTopicGroup(
  db: Db,
  actor: Actor,
  target: { id: number; version: number } | null,
  fields: TopicGroupFields,
  now: number,
): Promise<number> {
  checkSlug(fields.slug);
  if (CONTENT_LANGS.some((lang) => !fields.words[lang].name.trim())) {
    throw new TopicRefusal('invalid', 'topicGroupNameNeeded');
  }
  if (target) await consoleTopicGroup(db, target.id);
  await checkGroupSlugFree(db, fields.slug, target?.id ?? null);
  const row = { slug: fields.slug, sort: fields.sort, enabled: fields.enabled ? 1 : 0 };
  const saving = db.transaction().execute(async (trx) => {
    let id: number;
    let before: ConsoleTopicGroupDetails | null = null;
    if (target) {
      before = await consoleTopicGroup(trx, target.id);
      const updated = await trx
        .updateTable('topic_group')
        .set({ ...row, version: target.version + 1 })
        .where('id', '=', target.id)
        .where('version', '=', target.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { kind: 'conflict' as const, before };
      id = target.id;
      await trx.deleteFrom('topic_group_text').where('topic_group_id', '=', id).execute();
    } else {
      id = (
        await trx.insertInto('topic_group').values(row).returning('id').executeTakeFirstOrThrow()
      ).id;
    }
    await trx
      .insertInto('topic_group_text')
      .values(
        CONTENT_LANGS.map((lang) => ({
          topic_group_id: id,
          lang,
          name: fields.words[lang].name.trim(),
          description: fields.words[lang].description.trim(),
        })),
      )
      .execute();
    const after = await consoleTopicGroup(trx, id);
    await writeAudit(
      trx,
      actor,
      {
        action: target ? 'content.topic_group.update' : 'content.topic_group.create',
        recordType: 'topic_group',
        recordId: id,
        before: before ? { ...before } : null,
        after: { ...after },
      },
      now,
    );
    return { kind: 'saved' as const, id };
  });
  return settleSave(
    saving,
    () => checkGroupSlugFree(db, fields.slug, target?.id ?? null),
    (before) =>
      new TopicRefusal('conflict', 'topicGroupChanged', {
        name: before.words.cn.name || before.slug,
      }),
  );
}
