import { randomBytes } from 'node:crypto';
import { CODE_NOT_FOUND, type CallParsed, type CallReply } from '../../../contract/call';
import type { goodsList } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { CallContext } from '../../gateway';
import type { Lang } from '../../lib/lang';

const DAY_MS = 24 * 60 * 60_000;
/** How long a search's token can say that one of its results was opened. */
export const SEARCH_TOKEN_LIFE_MS = DAY_MS;
/** How long a logged search is kept. */
export const SEARCH_LOG_KEPT_MS = 90 * DAY_MS;
/** The longest a search's reply waits for its row to be written. */
export const SEARCH_LOG_WAIT_MS = 100;

/** A keyword as the log keeps it: trimmed, its spaces folded, in lower case. */
export function normaliseQuery(keyword: string): string {
  return keyword.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}

export interface SearchToLog {
  keyword: string;
  lang: Lang;
  resultCount: number;
}

/**
 * Logs a search, and answers the token its browser may use once to say a result was opened:
 * when the row is written, or after `waitMs` when it takes longer (the row follows). Null, and
 * `onFailure` told, when the keyword holds nothing or the row could not be written: the search
 * is answered all the same.
 */
export function logSearch(
  db: Db,
  search: SearchToLog,
  now: number,
  onFailure: (error: unknown) => void,
  waitMs = SEARCH_LOG_WAIT_MS,
): Promise<string | null> {
  const query = normaliseQuery(search.keyword);
  if (!query) return Promise.resolve(null);
  const token = randomBytes(18).toString('base64url');
  const row = {
    query,
    lang: search.lang,
    result_count: search.resultCount,
    created_at: now,
    token,
  };
  let timer: NodeJS.Timeout | undefined;
  const written = db
    .insertInto('search_query_log')
    .values(row)
    .execute()
    .then(
      () => token,
      (error: unknown) => {
        onFailure(error);
        return null;
      },
    )
    .finally(() => clearTimeout(timer));
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(token), waitMs);
  });
  return Promise.race([written, late]);
}

/**
 * The token of a keyword search the shopper has just made, for its reply (the goods list's
 * handler, on the header the app sends): its first page only.
 */
export async function newSearchToken(
  context: CallContext,
  input: CallParsed<typeof goodsList>,
  reply: CallReply<typeof goodsList>,
): Promise<{ search_token: string } | null> {
  if (input.page !== 1 || !input.keyword) return null;
  const search = {
    keyword: input.keyword,
    lang: context.lang,
    resultCount: reply.pagination.total_count,
  };
  const onFailure = (err: unknown) =>
    context.request.log.error({ err }, 'a search could not be logged');
  const token = await logSearch(context.db, search, context.now(), onFailure);
  return token === null ? null : { search_token: token };
}

/**
 * Marks the search of a token as having had a result opened. Cheap for any caller: one update by
 * the token's unique index, and a look-up when nothing changed. Marking again, or at the same
 * time, changes nothing; a token unknown or over a day old is refused.
 */
export async function markResultOpened(db: Db, token: string, now: number): Promise<null> {
  const since = now - SEARCH_TOKEN_LIFE_MS;
  const marked = await db
    .updateTable('search_query_log')
    .set({ opened_at: now })
    .where('token', '=', token)
    .where('created_at', '>=', since)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) > 0) return null;
  const known = await db
    .selectFrom('search_query_log')
    .select('id')
    .where('token', '=', token)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (!known) throw new BusinessError(CODE_NOT_FOUND, 'searchTokenUnknown');
  return null;
}
