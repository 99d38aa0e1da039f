import type { Config } from './config';
import { openDatabase, type DbHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureContent, isSeeded, seedDemo } from './db/seed';

/** Opens the database, brings its schema up to date and seeds the demo shop on first run. */
export async function prepareDatabase(config: Config, log = console.log): Promise<DbHandle> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  if (!(await isSeeded(handle.db))) {
    const started = Date.now();
    const { goods } = await seedDemo(handle.db);
    log(`seeded the demo catalogue: ${goods} goods in ${Date.now() - started} ms`);
  }
  // Shops seeded before the boutiques, campaigns or documents existed get them too.
  await ensureContent(handle.db, { mediaDir: config.mediaDir });
  return handle;
}
