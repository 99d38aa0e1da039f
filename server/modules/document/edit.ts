import { CONTENT_LANGS, type ContentLang } from '../../../contract/console-content';
import {
  DOCUMENT_BODY_MAX,
  DOCUMENT_TITLE_MAX,
  type ConsoleDocument,
  type DocumentPreview,
  type DocumentWords,
} from '../../../contract/console-documents';
import type { Db } from '../../db/database';
import { hasUnsafeMarkup, sanitizeRichText } from '../../lib/rich-text';
import { writeAudit, type Actor } from '../staff';
import { plainText, summaryOf } from './documents';
import { DocumentRefusal } from './refusal';

// A document's text as the team changes it, from the console or the operator's command: checked,
// cleaned as the shop will show it, and written over the version it was read at.

const LANG_NAMES: Record<string, string> = { cn: '中文', en: 'English' };

export interface CleanText {
  title: string;
  body: string;
  summary: string;
  leftOut: boolean;
}

/** Refuses an empty title, a body too long or with nothing to show; else the cleaned text. */
export function cleanDocumentText(lang: string, words: DocumentWords): CleanText {
  const params = { lang: LANG_NAMES[lang] ?? lang };
  const title = words.title.trim();
  if (!title) throw new DocumentRefusal('invalid', 'documentTitleNeeded', params);
  if (Array.from(title).length > DOCUMENT_TITLE_MAX) {
    throw new DocumentRefusal('invalid', 'documentTitleTooLong', {
      ...params,
      max: DOCUMENT_TITLE_MAX,
    });
  }
  if (words.body.length > DOCUMENT_BODY_MAX) {
    throw new DocumentRefusal('invalid', 'documentBodyTooLong', {
      ...params,
      max: DOCUMENT_BODY_MAX,
    });
  }
  const body = sanitizeRichText(words.body);
  if (!plainText(body)) throw new DocumentRefusal('invalid', 'documentBodyEmpty', params);
  return { title, body, summary: summaryOf(body), leftOut: hasUnsafeMarkup(words.body) };
}

function cleanAll(words: Record<ContentLang, DocumentWords>) {
  return CONTENT_LANGS.map((lang) => [lang, cleanDocumentText(lang, words[lang])] as const);
}

/** The texts as the shop would serve them, nothing written. */
export function previewDocument(
  code: string,
  words: Record<ContentLang, DocumentWords>,
  now: number,
): DocumentPreview {
  const cleaned = cleanAll(words);
  const texts = Object.fromEntries(
    cleaned.map(([lang, text]) => [
      lang,
      { code, lang, title: text.title, summary: text.summary, body: text.body, updated_at: now },
    ]),
  ) as DocumentPreview['texts'];
  return { texts, left_out: cleaned.some(([, text]) => text.leftOut) };
}

/** Every document, listed ones first, with its title in each language. */
export async function consoleDocuments(db: Db): Promise<ConsoleDocument[]> {
  const documents = await db
    .selectFrom('document')
    .select(['id', 'code', 'listed', 'version'])
    .orderBy('listed', 'desc')
    .orderBy('sort')
    .orderBy('code')
    .execute();
  const texts = documents.length
    ? await db
        .selectFrom('document_text')
        .select(['document_id', 'lang', 'title', 'body', 'updated_at'])
        .where(
          'document_id',
          'in',
          documents.map((d) => d.id),
        )
        .execute()
    : [];
  return documents.map((doc) => {
    const own = texts.filter((t) => t.document_id === doc.id);
    const text = (lang: string) => own.find((t) => t.lang === lang);
    const words = Object.fromEntries(
      CONTENT_LANGS.map((lang) => [
        lang,
        { title: text(lang)?.title ?? '', body: text(lang)?.body ?? '' },
      ]),
    ) as ConsoleDocument['words'];
    return {
      code: doc.code,
      listed: doc.listed === 1,
      version: doc.version,
      titles: { cn: words.cn.title, en: words.en.title },
      updated_at: Math.max(0, ...own.map((t) => Number(t.updated_at))),
      words,
    };
  });
}

export async function consoleDocument(db: Db, code: string): Promise<ConsoleDocument> {
  const found = (await consoleDocuments(db)).find((doc) => doc.code === code);
  if (!found) throw new DocumentRefusal('not_found', 'documentUnknown', { code });
  return found;
}

export interface DocumentChange {
  code: string;
  /** The version read; null: over whatever is there (the operator's command). */
  version: number | null;
  /** A new code makes a new (unlisted) document; else it is refused. */
  create: boolean;
  words: Partial<Record<string, DocumentWords>>;
}

const audited = ({ words, version }: ConsoleDocument) => ({ version, words });

/**
 * Publishes a document's texts, cleaned, in the languages given. Of two staff publishing the same
 * document at once one is kept, the other is told. Returns the cleaned texts by language.
 */
export async function publishDocument(
  db: Db,
  actor: Actor,
  change: DocumentChange,
  now: number,
): Promise<Map<string, CleanText>> {
  const cleaned = new Map(
    Object.entries(change.words).flatMap(([lang, words]) =>
      words ? [[lang, cleanDocumentText(lang, words)] as const] : [],
    ),
  );
  const outcome = await db.transaction().execute(async (trx) => {
    if (change.create) {
      await trx
        .insertInto('document')
        .values({ code: change.code, listed: 0, sort: 1000 })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    const before = (await consoleDocuments(trx)).find((doc) => doc.code === change.code);
    if (!before) return 'not_found' as const;
    let update = trx
      .updateTable('document')
      .set({ version: before.version + 1 })
      .where('code', '=', change.code)
      .where('version', '=', before.version);
    if (change.version !== null) update = update.where('version', '=', change.version);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { conflict: before };
    const { id } = await trx
      .selectFrom('document')
      .select('id')
      .where('code', '=', change.code)
      .executeTakeFirstOrThrow();
    for (const [lang, text] of cleaned) {
      const row = { title: text.title, summary: text.summary, body: text.body, updated_at: now };
      await trx
        .insertInto('document_text')
        .values({ document_id: id, lang, ...row })
        .onConflict((oc) => oc.columns(['document_id', 'lang']).doUpdateSet(row))
        .execute();
    }
    const after = await consoleDocument(trx, change.code);
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.document.publish',
        recordType: 'document',
        recordId: change.code,
        before: before.updated_at ? audited(before) : null,
        after: audited(after),
      },
      now,
    );
    return 'published' as const;
  });
  if (outcome === 'not_found') {
    throw new DocumentRefusal('not_found', 'documentUnknown', { code: change.code });
  }
  if (outcome !== 'published') {
    throw new DocumentRefusal('conflict', 'documentChanged', {
      title: outcome.conflict.titles.cn || change.code,
    });
  }
  return cleaned;
}
