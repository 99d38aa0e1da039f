import type {
  ConsolePopup,
  PopupFields,
  PopupPreview,
  StoredPicture,
} from '../../../contract/console-content';
import { CONTENT_LANGS } from '../../../contract/console-content';
import type { PopupTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { pictureOf } from '../../media/picture';
import { writeAudit, type Actor } from '../staff';
import { SHOP_PATH } from './links';
import { ContentRefusal } from './refusal';

// The activity popups as the team edits them: both languages, a picture, the dates they show
// between, shown or not. Shoppers' pages ask for them as they do the catalogue (kept a few
// seconds).

/** A popup's picture at its size; a popup saved before sizes were kept was made 1000 × 1250. */
export function popupPicture(
  row: Pick<PopupTable, 'picture_path' | 'picture_width' | 'picture_height'>,
): StoredPicture | null {
  if (!row.picture_path) return null;
  return {
    path: row.picture_path,
    width: row.picture_width ?? 1000,
    height: row.picture_height ?? 1250,
  };
}

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
      picture: popupPicture(row),
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

async function check(db: Db, fields: PopupFields): Promise<void> {
  if (CONTENT_LANGS.some((lang) => !fields.words[lang].title.trim())) {
    throw new ContentRefusal('invalid', 'popupTitleNeeded');
  }
  if (fields.link && !SHOP_PATH.test(fields.link)) {
    throw new ContentRefusal('invalid', 'homeLinkInvalid', { link: fields.link });
  }
  if (fields.starts_at !== null && fields.ends_at !== null && fields.ends_at <= fields.starts_at) {
    throw new ContentRefusal('invalid', 'popupDatesInvalid');
  }
  const path = fields.picture?.path;
  if (path) {
    const known = await db
      .selectFrom('media_master')
      .select('path')
      .where('path', '=', path)
      .executeTakeFirst();
    if (!known) throw new ContentRefusal('invalid', 'popupUnknownPicture', { path });
  }
}

const rowOf = (fields: PopupFields) => ({
  keyword: fields.keyword,
  link: fields.link,
  starts_at: fields.starts_at,
  ends_at: fields.ends_at,
  enabled: fields.enabled ? 1 : 0,
  picture_path: fields.picture?.path ?? null,
  picture_width: fields.picture?.width ?? null,
  picture_height: fields.picture?.height ?? null,
});

/** A popup as the audit keeps it: everything the team saw, its picture's path and size too. */
const audited = (popup: ConsolePopup): Record<string, unknown> => ({ ...popup });

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
  await check(db, fields);
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
        .values({ ...rowOf(fields), sort: 0 })
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

/**
 * Deletes the popup read at `version`, its words with it; the audit keeps what it was. A popup a
 * colleague changed since is refused, as is one already deleted.
 */
export async function deletePopup(
  db: Db,
  actor: Actor,
  target: { id: number; version: number },
  now: number,
): Promise<void> {
  const before = await consolePopup(db, target.id);
  const deleted = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('popup')
      .where('id', '=', target.id)
      .where('version', '=', target.version)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await trx.deleteFrom('popup_text').where('popup_id', '=', target.id).execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.popup.delete',
        recordType: 'popup',
        recordId: target.id,
        before: audited(before),
        after: null,
      },
      now,
    );
    return true;
  });
  if (!deleted) {
    throw new ContentRefusal('conflict', 'popupChanged', { title: before.words.cn.title });
  }
}

/** The popup as the shoppers will see it in each language, checked as a save would be. */
export async function previewPopup(db: Db, fields: PopupFields): Promise<PopupPreview> {
  await check(db, fields);
  const picture = fields.picture ? pictureOf(fields.picture) : null;
  const of = (lang: (typeof CONTENT_LANGS)[number]) => ({
    id: 0,
    keyword: fields.keyword,
    link: fields.link,
    picture,
    ...fields.words[lang],
  });
  return { cn: of('cn'), en: of('en') };
}
