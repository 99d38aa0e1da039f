import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFile, type DbHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { lockFor } from './throttle';

// An embedded shop's file is written by the running shop and by the operator's command, two
// processes: a transaction that reads before it writes must hold the write turn first.

describe('a transaction serialised by lockFor on an embedded shop', () => {
  let dir = '';
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds the write turn before it reads, so another writer waits for it to end', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-for-'));
    handle = openDatabase({ dataDir: dir });
    await migrateToLatest(handle.db);
    await handle.db.schema.createTable('note').addColumn('body', 'text').execute();
    // The other process, told not to wait for its turn.
    const other = new SQLite(sqliteFile(dir), { timeout: 0 });
    const write = () => other.prepare("insert into note (body) values ('other')").run();
    try {
      await handle.db.transaction().execute(async (trx) => {
        await lockFor(trx, 'staff:account:li');
        await trx
          .selectFrom('note' as never)
          .selectAll()
          .execute();
        expect(write).toThrow(/database is locked/);
        await trx
          .insertInto('note' as never)
          .values({ body: 'mine' } as never)
          .execute();
      });
      write();
      const bodies = other.prepare('select body from note order by rowid').pluck().all();
      expect(bodies).toEqual(['mine', 'other']);
    } finally {
      other.close();
    }
  });
});
