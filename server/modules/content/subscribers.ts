import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';

// The newsletter's subscribers as the brand's team reads them: newest first, found by a part of
// their address.

export interface SubscriberFilter {
  q?: string;
}

function found(db: Db, filter: SubscriberFilter) {
  const query = db.selectFrom('subscription');
  if (!filter.q) return query;
  const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query.where(sql<SqlBool>`${sql.ref('email')} like ${like} escape '\\'`);
}

export async function countSubscribers(db: Db, filter: SubscriberFilter): Promise<number> {
  const row = await found(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSubscribers(
  db: Db,
  filter: SubscriberFilter,
  offset: number,
  limit: number,
) {
  const rows = await found(db, filter)
    .select(['id', 'email', 'lang', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}
