import type { Db } from '../../database';
import { LANGS } from '../batch';
import { PRIVACY_POLICY } from '../data/privacy-policy';
import { TERMS_OF_SALE } from '../data/terms-of-sale';

/** The agreements a shopper reads (api/user/get-agreement), with the date each took effect. */
const AGREEMENTS = [
  { slug: 'privacy', effective: Date.UTC(2026, 10, 21), text: PRIVACY_POLICY },
  { slug: 'terms', effective: Date.UTC(2026, 10, 21), text: TERMS_OF_SALE },
] as const;

/**
 * Adds whichever agreement or translation is missing, and leaves the rest as it is: it runs on
 * every start, so that an existing shop gets them too, and on several instances at once.
 */
export async function ensureAgreements(db: Db): Promise<void> {
  for (const { slug, effective, text } of AGREEMENTS) {
    await db
      .insertInto('agreement')
      .values({ slug, updated_at: effective })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const { id } = await db
      .selectFrom('agreement')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('agreement_text')
      .values(
        LANGS.map((lang) => ({
          agreement_id: id,
          lang,
          title: text.title[lang],
          content: text.paragraphs[lang].join('\n\n'),
        })),
      )
      .onConflict((oc) => oc.columns(['agreement_id', 'lang']).doNothing())
      .execute();
  }
}
