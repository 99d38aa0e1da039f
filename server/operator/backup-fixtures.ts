import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { sqliteFile } from '../db/database';
import { storeMasters } from '../media/masters';
import { prepareDatabase } from '../setup';
import { quietLog, startTestShop, type TestShop } from '../test/harness';
import { createMember } from '../test/members';
import { freshOrderSku, placeOrder } from '../test/orders';
import { builtServerEntry } from '../test/built-server';
import { runBackupCommand } from './backups';

// Shops on a DATA_DIR of their own, as `npm start` runs them, for the backup and restore suites.

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  out: string;
  err: string;
}

/** `npm run shop -- …` as the operator types it, in a process of its own, on `env`. */
export async function shopProcess(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtServerEntry('cli'), ...args], {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

/** `backup …` or `restore …` in this process, on an embedded shop in `dataDir`. */
export function backupCommand(dataDir: string, ...args: string[]) {
  const settings = { dataDir, mediaDir: path.join(dataDir, 'media'), databaseUrl: undefined };
  return runBackupCommand(settings, args);
}

/** Folders for a suite, removed with `removeAll`. */
export function tempFolders() {
  const made: string[] = [];
  return {
    make(name: string): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
      made.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const alreadyPrepared = async () => {};

/**
 * A shop started on `dataDir` (and the PostgreSQL database `databaseUrl` names, if given) as the
 * server starts: migrated and prepared, then built.
 */
export async function startedShop(dataDir: string, databaseUrl = ''): Promise<TestShop> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'test' });
  return startTestShop(await prepareDatabase(config, quietLog), {}, alreadyPrepared);
}

/** The demo shop serving from `dataDir/shop.db`, its database file on disk. */
export function servingShop(dataDir: string): Promise<TestShop> {
  fs.copyFileSync(inject('seededSqliteImage'), sqliteFile(dataDir));
  return startedShop(dataDir);
}

/** Every row of a table, in the order of their ids. */
export function rowsOf(shop: TestShop, table: 'member' | 'shop_order' | 'payment') {
  return shop.db.selectFrom(table).selectAll().orderBy('id').execute();
}

/** The shop's pictures by path, with the digest of their bytes. */
export function picturesOf(shop: TestShop) {
  return shop.db
    .selectFrom('media_master')
    .select(['path', 'content_hash'])
    .orderBy('path')
    .execute();
}

/** A new member with a paid order, and a new picture stored at `picturePath`: what a copy must hold. */
export async function memberOrderAndPicture(shop: TestShop, picturePath: string) {
  const member = await createMember(shop.db);
  const order = await placeOrder(shop.db, member, {
    status: 'paid',
    lines: [{ skuId: await freshOrderSku(shop.db) }],
  });
  const drawn = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">` +
      `<rect width="40" height="40" fill="#${randomBytes(3).toString('hex')}"/></svg>`,
  );
  await storeMasters(shop.db, [{ path: picturePath, contentType: 'image/svg+xml', bytes: drawn }]);
  return { member, order, drawn };
}
