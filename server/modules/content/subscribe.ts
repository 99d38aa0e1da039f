import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';

// A pragmatic address check: something@domain.tld, no spaces, within the column's length.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 120 && EMAIL.test(value);
}

export async function subscribe(db: Db, lang: Lang, rawEmail: string, now = Date.now()) {
  const email = rawEmail.trim().toLowerCase();
  if (!isEmail(email)) throw new BusinessError(CODE_INVALID_INPUT, 'emailInvalid');
  const inserted = await db
    .insertInto('subscription')
    .values({ email, lang, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return { already: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 };
}
