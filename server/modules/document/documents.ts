import { CODE_NOT_FOUND } from '../../../contract/call';
import type { DocumentEntry, ShopDocument } from '../../../contract/document';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { sanitizeRichText } from '../../lib/rich-text';
import { langsFor, pickTexts } from '../catalogue';

const SUMMARY_LENGTH = 140;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The text of some HTML, tags dropped and the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|h[1-6]|li|dt|dd|td|th|tr|br|hr|div|section|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph of a cleaned body, cut at a readable length: the documents centre's line. */
export function summaryOf(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const chars = Array.from(plainText(first));
  return chars.length <= SUMMARY_LENGTH
    ? chars.join('')
    : `${chars
        .slice(0, SUMMARY_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** One document in the request's language, else in Chinese; cleaned again on the way out. */
export async function showDocument(db: Db, lang: Lang, code: string): Promise<ShopDocument> {
  const rows = await db
    .selectFrom('document')
    .innerJoin('document_text', 'document_text.document_id', 'document.id')
    .select(['document.id', 'code', 'lang', 'title', 'summary', 'body', 'updated_at'])
    .where('code', '=', code)
    .where('lang', 'in', langsFor(lang))
    .execute();
  const row = pickTexts(rows, (r) => r.id, lang)
    .values()
    .next().value;
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'documentNotFound');
  return {
    code: row.code,
    title: row.title,
    summary: row.summary,
    body: sanitizeRichText(row.body),
    updated_at: Number(row.updated_at),
    lang: row.lang,
  };
}

/** The documents of the documents centre, in ascending order of sort. */
export async function listDocuments(db: Db, lang: Lang): Promise<{ list: DocumentEntry[] }> {
  const documents = await db
    .selectFrom('document')
    .select(['id', 'code'])
    .where('listed', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (!documents.length) return { list: [] };
  const texts = await db
    .selectFrom('document_text')
    .select(['document_id', 'lang', 'title', 'summary', 'updated_at'])
    .where(
      'document_id',
      'in',
      documents.map((d) => d.id),
    )
    .where('lang', 'in', langsFor(lang))
    .execute();
  const textOf = pickTexts(texts, (t) => t.document_id, lang);
  const list: DocumentEntry[] = [];
  for (const { id, code } of documents) {
    const text = textOf.get(id);
    if (text) {
      list.push({
        code,
        title: text.title,
        summary: text.summary,
        updated_at: Number(text.updated_at),
      });
    }
  }
  return { list };
}
