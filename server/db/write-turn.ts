import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';

/**
 * On SQLite, takes the database's one write turn for the transaction before its first read, as
 * BEGIN IMMEDIATE would: a transaction that read before another connection (the running shop)
 * wrote could not write any more. PostgreSQL locks the rows a transaction writes: nothing to do.
 */
export async function takeWriteTurn(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`update setting set value = value where 1 = 0`.execute(trx);
}
