import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { sqliteFile } from '../db/database';
import { prepareDatabase } from '../setup';
import { quietLog, startTestShop, type TestShop } from '../test/harness';
import { runBackupCommand } from './backups';

// Shops on a DATA_DIR of their own, as `npm start` runs them, for the backup and restore suites.

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

export interface CommandResult {
  code: number;
  out: string;
  err: string;
}

/** `npm run shop -- …` as the operator types it, in a process of its own, on `env`. */
export async function shopProcess(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['server/cli.ts', ...args], {
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
