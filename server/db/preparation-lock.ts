import { sql } from 'kysely';
import type { DbHandle } from './database';

/**
 * Runs `work` while no other instance prepares the same PostgreSQL schema: instances started
 * together on an empty database would otherwise both find it unseeded and both seed it. The lock
 * is PostgreSQL's session-level advisory lock, held by one connection set aside for it (the work
 * runs on the others) and released by PostgreSQL itself if that connection dies. SQLite serves a
 * single instance: the work just runs.
 */
export async function whilePreparationLocked<T>(
  handle: DbHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  return handle.db.connection().execute(async (locked) => {
    const key = sql`hashtext('shop database preparation: ' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(locked);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(locked);
    }
  });
}
