import type { Db } from '../../database';
import { sanitizeRichText } from '../../../lib/rich-text';
import { LANGS } from '../batch';
import { PRIVACY_DOCUMENT, TERMS_DOCUMENT } from './documents-agreements';
import { DELIVERY_INSURANCE } from './documents-delivery';
import { COMMON_PROBLEMS } from './documents-faq';
import { PAYMENT_METHODS } from './documents-payment';
import { RETURN_POLICY } from './documents-returns';
import type { SeedDocument } from './documents-types';

/** The house's documents, in the documents centre's order. */
export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  RETURN_POLICY,
  DELIVERY_INSURANCE,
  PAYMENT_METHODS,
  TERMS_DOCUMENT,
  PRIVACY_DOCUMENT,
  COMMON_PROBLEMS,
];

/**
 * Footer addresses of shops seeded before the documents existed, and where they lead now: the
 * shared pages, which adapt to the width, rather than one page set's.
 */
const FOOTER_MOVES: Record<string, string> = {
  '/pc/otherPages/deliveryInsurance': '/otherPages/deliveryInsurance',
  '/pc/otherPages/paymentMethod': '/otherPages/paymentMethod',
  '/mobile/otherPages/commonProblem': '/otherPages/commonProblem',
  '/pc/otherPages/privacyPolicy': '/otherPages/privacyPolicy',
  '/pc/otherPages/termsOfSale': '/otherPages/termsOfSale',
};

/**
 * Adds whichever document or translation is missing and leaves the rest as it is (an operator's
 * edits stay), then points old footer links at the documents' pages. It runs on every start, on
 * several instances at once.
 */
export async function ensureDocuments(db: Db): Promise<void> {
  for (const document of SEED_DOCUMENTS) {
    await db
      .insertInto('document')
      .values({ code: document.code, listed: 1, sort: document.sort })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const { id } = await db
      .selectFrom('document')
      .select('id')
      .where('code', '=', document.code)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('document_text')
      .values(
        LANGS.map((lang) => ({
          document_id: id,
          lang,
          title: document.title[lang],
          summary: document.summary[lang],
          body: sanitizeRichText(document.body[lang]),
          updated_at: document.updated,
        })),
      )
      .onConflict((oc) => oc.columns(['document_id', 'lang']).doNothing())
      .execute();
  }
  for (const [from, to] of Object.entries(FOOTER_MOVES)) {
    await db.updateTable('footer_link').set({ url: to }).where('url', '=', from).execute();
  }
}
