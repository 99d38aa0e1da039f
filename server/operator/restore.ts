import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { groupDigits } from '../../contract/numbers';
import { sqliteFile, type Db } from '../db/database';
import { knownMigrations, migrateToLatest } from '../db/migrate';
import { OperatorError } from './format';
import {
  countShop,
  describeCounts,
  fileTrouble,
  hasTable,
  isSqliteFile,
  openShopFile,
  removeWithJournals,
  seconds,
  withFile,
} from './shop-file';

export interface RestoreOptions {
  dataDir: string;
  source: string;
}

const notABackup = (source: string, why: string) =>
  new OperatorError(`${source} is not a shop backup: ${why}; nothing was changed`);

function checkSource(source: string): void {
  const stat = fs.statSync(source, { throwIfNoEntry: false });
  if (!stat) throw new OperatorError(`there is no file ${source}`);
  if (!stat.isFile()) throw new OperatorError(`${source} is not a file: name the backup file`);
  const sqlite = withFile(`cannot read ${source}`, () => isSqliteFile(source));
  if (!sqlite) throw notABackup(source, 'it is not an SQLite database');
  // A shop's database in use: its latest writes are in the WAL beside it, which a copy misses.
  if (fs.existsSync(`${source}-wal`)) {
    throw new OperatorError(
      `${source} is the database of a shop in use (${path.basename(source)}-wal is beside it): ` +
        'take a backup of that shop with "backup" and restore the backup; nothing was changed',
    );
  }
}

/** Only into an empty DATA_DIR (or one not made yet): a restore never mixes with a shop. */
function checkEmpty(dataDir: string): void {
  const stat = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) throw new OperatorError(`DATA_DIR ${dataDir} is a file, not a folder`);
  const entries = withFile(`cannot read DATA_DIR ${dataDir}`, () => fs.readdirSync(dataDir).sort());
  if (entries.length > 0) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
    throw new OperatorError(
      `DATA_DIR ${dataDir} is not empty (it holds ${shown}): restore into an empty folder, ` +
        'or move the shop that is there away first; nothing was changed',
    );
  }
}

/** The migrations the copy has, once it is known to be a readable copy of a shop. */
async function appliedMigrations(db: Db, source: string): Promise<string[]> {
  const { rows: check } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  const problem = check[0]?.quick_check ?? 'ok';
  if (problem !== 'ok') {
    throw new OperatorError(`${source} is damaged (${problem}): it cannot be restored`);
  }
  if (!(await hasTable(db, 'kysely_migration')) || !(await hasTable(db, 'member'))) {
    throw notABackup(source, 'it is an SQLite database without the shop’s tables');
  }
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** Checks the copy and brings its schema up to date; says how many migrations that took. */
async function prepareCopy(file: string, source: string) {
  const db = openShopFile(file);
  try {
    const applied = await appliedMigrations(db, source);
    const newer = applied.find((name) => !knownMigrations.includes(name));
    if (newer) {
      throw new OperatorError(
        `${source} comes from a newer version of the shop (its schema has ${newer}, which this ` +
          'version does not know): restore it with that version or a later one',
      );
    }
    await migrateToLatest(db);
    const migrated = knownMigrations.length - applied.length;
    return { counts: await countShop(db), migrated };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') throw notABackup(source, 'it is not an SQLite database');
    if (code?.startsWith('SQLITE_CORRUPT')) {
      throw new OperatorError(`${source} is damaged: it cannot be restored`);
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

/**
 * Puts a backup into an empty DATA_DIR as the shop's database, its schema brought up to date:
 * the shop then starts on it. Anything refused or failed leaves DATA_DIR as it was.
 */
export async function restoreShop(options: RestoreOptions): Promise<string> {
  const started = performance.now();
  const source = path.resolve(options.source);
  const dataDir = path.resolve(options.dataDir);
  checkSource(source);
  checkEmpty(dataDir);
  const existed = fs.existsSync(dataDir);
  withFile(`cannot make DATA_DIR ${dataDir}`, () => fs.mkdirSync(dataDir, { recursive: true }));
  const restoring = path.join(dataDir, '.shop.db.restoring');
  try {
    withFile(`cannot copy ${source} into ${dataDir}`, () => fs.copyFileSync(source, restoring));
    const { counts, migrated } = await prepareCopy(restoring, source);
    fs.renameSync(restoring, sqliteFile(dataDir));
    const upgraded = migrated
      ? `; its schema was brought up to date (${groupDigits(migrated)} ${migrated === 1 ? 'migration' : 'migrations'})`
      : '';
    return (
      `restored ${source} into ${dataDir} in ${seconds(performance.now() - started)}: ` +
      `${describeCounts(counts)}${upgraded}`
    );
  } catch (error) {
    removeWithJournals(restoring);
    if (!existed) fs.rmSync(dataDir, { recursive: true, force: true });
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(
      `could not restore ${source}: ${fileTrouble(error)}; nothing was changed`,
    );
  }
}
