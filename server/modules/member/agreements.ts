import { CODE_NOT_FOUND } from '../../../contract/call';
import type { Agreement } from '../../../contract/member';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';

/** The privacy policy or the terms of sale, in the request's language (else in Chinese). */
export async function agreement(db: Db, lang: Lang, type: Agreement['type']): Promise<Agreement> {
  const rows = await db
    .selectFrom('agreement')
    .innerJoin('agreement_text', 'agreement_text.agreement_id', 'agreement.id')
    .select(['agreement.id', 'agreement.updated_at', 'lang', 'title', 'content'])
    .where('agreement.slug', '=', type)
    .where('lang', 'in', langsFor(lang))
    .execute();
  const row = pickTexts(rows, (r) => r.id, lang)
    .values()
    .next().value;
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'agreementNotFound');
  return { type, title: row.title, content: row.content, updated_at: row.updated_at };
}
