import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase } from '../../test/test-databases';

/**
 * Two connections to one migrated database, as two instances of the shop have: one SQLite file,
 * or one fresh PostgreSQL database.
 */
export async function twoInstances(
  kind: 'sqlite' | 'postgres',
): Promise<{ first: Db; second: Db; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wechat-db-'));
  const fresh =
    kind === 'postgres' ? await createPostgresDatabase(inject('seededPostgresTemplate')) : null;
  const image = inject('seededSqliteImage');
  if (!fresh && image) fs.copyFileSync(image, path.join(dir, 'shop.db'));
  const open = () => openDatabase({ databaseUrl: fresh?.url, dataDir: dir });
  const first = open();
  const second = open();
  await migrateToLatest(first.db);
  return {
    first: first.db,
    second: second.db,
    close: async () => {
      await first.close();
      await second.close();
      await fresh?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
