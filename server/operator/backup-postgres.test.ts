import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readMaster } from '../media/masters';
import { createPostgresDatabase, postgresUrl, type TestShop } from '../test/harness';
import { callAs } from '../test/members';
import {
  rowsOf,
  startedShop,
  tempFolders,
  memberOrderAndPicture,
  picturesOf,
} from './backup-fixtures';

// A PostgreSQL shop is backed up and restored with PostgreSQL's own tools, as
// docs/operations.md (Backups) says: pg_dump -Fc, then pg_restore into a new database.

const run = promisify(execFile);

/** The newest installed PostgreSQL's own program (a pg_dump older than the server refuses). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

describe.skipIf(!postgresUrl)('a PostgreSQL shop backed up with pg_dump', () => {
  const folders = tempFolders();
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    folders.removeAll();
  });

  /** A new database, dropped when the suite is done; a copy of the demo shop when `seeded`. */
  async function database(seeded: boolean) {
    const made = await createPostgresDatabase(
      seeded ? inject('seededPostgresTemplate') : undefined,
    );
    cleanups.push(made.drop);
    return made;
  }
  async function start(url: string): Promise<TestShop> {
    const shop = await startedShop(folders.make('pg-instance'), url);
    cleanups.push(() => shop.close());
    return shop;
  }

  it('is restored by pg_restore into a new database, where the shop starts with all of it', async () => {
    const source = await database(true);
    const shop = await start(source.url);
    const { member, order, drawn } = await memberOrderAndPicture(shop, 'backup/pg-round-trip');

    // What docs/operations.md tells the operator to run, the shop serving all the while.
    const dump = path.join(folders.make('pg-dump'), 'shop.dump');
    await run(pgTool('pg_dump'), ['-Fc', '--file', dump, '--dbname', source.url]);
    const target = await database(false);
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      target.url,
      dump,
    ]);

    const restored = await start(target.url);
    for (const table of ['member', 'shop_order', 'payment'] as const) {
      expect(await rowsOf(restored, table), table).toEqual(await rowsOf(shop, table));
    }
    expect(await picturesOf(restored)).toEqual(await picturesOf(shop));
    expect((await readMaster(restored.db, 'backup/pg-round-trip'))?.bytes).toEqual(drawn);
    const served = await restored.app.inject({ url: '/media/backup/pg-round-trip-320.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const detail = await callAs<{ status: string; order_no: string }>(
      restored.app,
      member.token,
      'api/order/detail',
      { query: { order_id: order.id } },
    );
    expect(detail.data).toMatchObject({ order_no: order.order_no, status: 'paid' });
  });
});
