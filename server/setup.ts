import type { Config } from './config';
import { openDatabase, type DbHandle, type DbLog } from './db/database';
import { migrateToLatest } from './db/migrate';
import { whilePreparationLocked } from './db/preparation-lock';
import { ensureContent, isSeeded, seedDemo } from './db/seed';
import { ensureDerived } from './search/derived';

/** The server's logger, or any with its shape: every line the server writes is JSON. */
export interface SetupLog extends DbLog {
  info(details: object, message: string): void;
}

/**
 * Opens the database, brings its schema up to date and seeds the demo shop on first run.
 * Instances starting together on one PostgreSQL database take turns, so that one of them seeds.
 * The handle it returns serves requests: on PostgreSQL, with the statement timeout, which the
 * preparation (an index built over a large catalogue) runs without.
 */
export async function prepareDatabase(config: Config, log: SetupLog): Promise<DbHandle> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    await whilePreparationLocked(handle, async () => {
      await migrateToLatest(handle.db);
      if (!(await isSeeded(handle.db))) {
        const started = Date.now();
        const { goods } = await seedDemo(handle.db);
        log.info({ goods, ms: Date.now() - started }, 'seeded the demo catalogue');
      }
      // Shops seeded before the boutiques, campaigns or documents existed get them too.
      await ensureContent(handle.db, { mediaDir: config.mediaDir });
      // And a catalogue imported before search words and listing rows existed gets them.
      const started = Date.now();
      const pieces = await ensureDerived(handle.db);
      if (pieces !== null) {
        log.info({ pieces, ms: Date.now() - started }, 'built the search words and lists');
      }
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (handle.kind !== 'postgres') return handle;
  await handle.close();
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    statementTimeoutMs: config.statementTimeoutMs,
  });
}
