import type { ConsolePopup, PopupFields } from '../../../contract/console-content';
import { CONTENT_LANGS } from '../../../contract/console-content';
import type { Db } from '../../db/database';
import { pictureOf } from '../../media/picture';
import { writeAudit, type Actor } from '../staff';
import { SHOP_PATH } from './links';
import { ContentRefusal } from './refusal';

// The activity popups as the team edits them: both languages, the dates they show between,
// shown or not. Shoppers' pages ask for them as they do the catalogue (kept a few seconds).

type PopupRow = Awaited<ReturnType<typeof popupRows>>[number];

function popupRows(db: Db, id?: number) {
  let query = db.selectFrom('popup').selectAll().orderBy('sort').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

async function withWords(db: Db, rows: PopupRow[]): Promise<ConsolePopup[]> {
  const texts = rows.length
    ? await db
        .selectFrom('popup_text')
        .selectAll()
        .where(
          'popup_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const empty = { title: '', body: '', button: '' };
  return rows.map((row) => {
    const text = (lang: string) => texts.find((t) => t.popup_id === row.id && t.lang === lang);
    const words = Object.fromEntries(
      CONTENT_LANGS.map((lang) => {
        const t = text(lang);
        return [lang, t ? { title: t.title, body: t.body, button: t.button } : { ...empty }];
      }),
    ) as ConsolePopup['words'];
    return {
      id: row.id,
      version: row.version,
      keyword: row.keyword,
      link: row.link,
      starts_at: row.starts_at === null ? null : Number(row.starts_at),
      ends_at: row.ends_at === null ? null : Number(row.ends_at),
      enabled: row.enabled === 1,
      words,
      picture: row.picture_path
        ? pictureOf({ path: row.picture_path, width: 1000, height: 1250 })
        : null,
    };
  });
}

export async function consolePopups(db: Db): Promise<ConsolePopup[]> {
  return withWords(db, await popupRows(db));
}

export async function consolePopup(db: Db, id: number): Promise<ConsolePopup> {
  const [popup] = await withWords(db, await popupRows(db, id));
  if (!popup) throw new ContentRefusal('not_found', 'popupUnknown');
  return popup;
}

function check(fields: PopupFields): void {
  if (CONTENT_LANGS.some((lang) => !fields.words[lang].title.trim())) {
    throw new ContentRefusal('invalid', 'popupTitleNeeded');
  }
  if (fields.link && !SHOP_PATH.test(fields.link)) {
    throw new ContentRefusal('invalid', 'homeLinkInvalid', { link: fields.link });
  }
  if (fields.starts_at !== null && fields.ends_at !== null && fields.ends_at <= fields.starts_at) {
    throw new ContentRefusal('invalid', 'popupDatesInvalid');
  }
}

const rowOf = (fields: PopupFields) => ({
  keyword: fields.keyword,
  link: fields.link,
  starts_at: fields.starts_at,
  ends_at: fields.ends_at,
  enabled: fields.enabled ? 1 : 0,
});

const audited = ({ picture: _picture, ...popup }: ConsolePopup) => popup;

/**
 * Saves a popup: a new one when `id` is null, else the one read at `version`. Of two staff
 * saving the same popup at once one is kept, the other is told.
 */
export async function savePopup(
  db: Db,
  actor: Actor,
  target: { id: number; version: number } | null,
  fields: PopupFields,
  now: number,
): Promise<number> {
  check(fields);
  const before = target ? await consolePopup(db, target.id) : null;
  const id = await db.transaction().execute(async (trx) => {
    let popupId: number;
    if (target) {
      const updated = await trx
        .updateTable('popup')
        .set({ ...rowOf(fields), version: target.version + 1 })
        .where('id', '=', target.id)
        .where('version', '=', target.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      popupId = target.id;
      await trx.deleteFrom('popup_text').where('popup_id', '=', popupId).execute();
    } else {
      const inserted = await trx
        .insertInto('popup')
        .values({ ...rowOf(fields), picture_path: null, sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      popupId = inserted.id;
    }
    await trx
      .insertInto('popup_text')
      .values(CONTENT_LANGS.map((lang) => ({ popup_id: popupId, lang, ...fields.words[lang] })))
      .execute();
    const after = (await withWords(trx, await popupRows(trx, popupId)))[0];
    await writeAudit(
      trx,
      actor,
      {
        action: target ? 'content.popup.update' : 'content.popup.create',
        recordType: 'popup',
        recordId: popupId,
        before: before ? audited(before) : null,
        after: after ? audited(after) : null,
      },
      now,
    );
    return popupId;
  });
  if (id === null) {
    throw new ContentRefusal('conflict', 'popupChanged', {
      title: before?.words.cn.title ?? '',
    });
  }
  return id;
}
