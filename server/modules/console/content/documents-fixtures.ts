import type { ConsoleDocument, DocumentWords } from '../../../../contract/console-documents';
import { ensureDocuments } from '../../../db/seed/steps/documents';
import { oncePerShop } from '../../../test/fixtures';
import type { TestShop } from '../../../test/harness';
import { showDocument } from '../../document/documents';
import { admin, type TestStaff } from '../../staff/staff-fixtures';

/** The shop with the house's documents in it (once per shop). */
export const withDocuments = oncePerShop(async (shop: TestShop) => {
  await ensureDocuments(shop.db);
  return shop;
});

/** A document as the console's page opens it. */
export async function openDocument(
  shop: TestShop,
  staff: TestStaff,
  code = 'returnPolicy',
): Promise<ConsoleDocument> {
  const reply = await admin<ConsoleDocument>(shop.app, 'GET', `/content/documents/${code}`, {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no document: ${reply.body.msg}`);
  return reply.body.data;
}

/** New words in both languages, the body a paragraph saying `line`. */
export function newWords(cn: string, en: string, line = `${cn} ${en}`) {
  const words = (title: string): DocumentWords => ({ title, body: `<p>${line}</p>` });
  return { cn: words(cn), en: words(en) };
}

/** The document as the shop serves it to a shopper now (cache aside). */
export const shopperDocument = (shop: TestShop, lang: 'cn' | 'en', code = 'returnPolicy') =>
  showDocument(shop.db, lang, code);

export function documentAudit(shop: TestShop) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'document')
    .orderBy('id')
    .execute();
}
