import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { groupDigits } from '../../contract/numbers';
import { sqliteFile } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { storeOriginals } from '../media/originals';
import { OperatorError } from './format';
import {
  countShop,
  describeCounts,
  fileTrouble,
  hasTable,
  megabytes,
  openShopFile,
  removeWithJournals,
  seconds,
  withFile,
  type ShopCounts,
} from './shop-file';

/**
 * Pages asked of SQLite's online backup per step: all of them, so that the copy is made in one
 * step, inside one read transaction. In WAL mode that reads one moment of the shop while it goes
 * on writing; in small steps, each write of the shop between two steps would start the copy over.
 */
const EVERY_PAGE = 0x7fffffff;

export interface BackupOptions {
  dataDir: string;
  mediaDir: string;
  target: string;
  overwrite: boolean;
}

function realPath(file: string): string {
  const folder = fs.realpathSync(path.dirname(file));
  return path.join(folder, path.basename(file));
}

/** Refuses a target that cannot or must not be written, before anything is. */
function checkTarget(target: string, source: string, overwrite: boolean): void {
  const folder = path.dirname(target);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new OperatorError(`cannot write ${target}: there is no folder ${folder}`);
  }
  const shopFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => realPath(source) + suffix);
  if (shopFiles.includes(realPath(target))) {
    throw new OperatorError(`${target} is the shop’s own database: write the backup elsewhere`);
  }
  const existing = fs.statSync(target, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    throw new OperatorError(
      `${target} is a folder: name the backup file, e.g. ${path.join(target, 'shop-backup.db')}`,
    );
  }
  if (existing && !overwrite) {
    throw new OperatorError(
      `${target} already exists: name another file, or add --overwrite to replace it`,
    );
  }
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    throw new OperatorError(`cannot write in ${folder}: ${fileTrouble(error)}`);
  }
}

/**
 * SQLite's online backup of the live database into `partial`. The connection only reads, but is
 * not opened read-only: one that is leaves the WAL's files behind in DATA_DIR when the shop is
 * not running.
 */
async function copyLive(source: string, partial: string): Promise<void> {
  const live = withFile(
    `cannot read the shop’s database ${source}`,
    () => new SQLite(source, { fileMustExist: true }),
  );
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(partial, { progress: () => EVERY_PAGE });
  } finally {
    live.close();
  }
}

/**
 * Makes the copy one self-contained file holding every picture: those an earlier version keeps
 * as files under DATA_DIR/media/originals, which the shop stores in its database when it next
 * starts, are stored in the copy now (its schema first brought up to date when it predates
 * pictures in the database).
 */
async function completeCopy(partial: string, source: string, mediaDir: string) {
  const copy = openShopFile(partial);
  try {
    await sql`pragma journal_mode = delete`.execute(copy);
    if (!(await hasTable(copy, 'member'))) {
      throw new OperatorError(`${source} is not a shop database: nothing was written`);
    }
    if (!(await hasTable(copy, 'media_master'))) await migrateToLatest(copy);
    const storedFromFiles = await storeOriginals(copy, mediaDir);
    return { counts: await countShop(copy), storedFromFiles };
  } finally {
    await copy.destroy();
  }
}

/** Puts the finished copy at its name; without --overwrite, never over a file that came since. */
function publish(partial: string, target: string, overwrite: boolean): void {
  if (overwrite) {
    fs.renameSync(partial, target);
    return;
  }
  try {
    fs.linkSync(partial, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new OperatorError(`${target} already exists: name another file, or add --overwrite`);
    }
    throw error;
  }
  fs.rmSync(partial);
}

/**
 * Writes a consistent copy of the embedded shop's database to `target` while the shop serves,
 * pictures included: one SQLite file that `restore` puts back. Says what it wrote.
 */
export async function backupShop(options: BackupOptions): Promise<string> {
  const started = performance.now();
  const source = sqliteFile(options.dataDir);
  if (!fs.existsSync(source)) {
    throw new OperatorError(`there is no shop database at ${source}: check DATA_DIR`);
  }
  const target = path.resolve(options.target);
  checkTarget(target, source, options.overwrite);
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.part`);
  let copied: { counts: ShopCounts; storedFromFiles: number };
  try {
    await copyLive(source, partial);
    copied = await completeCopy(partial, source, options.mediaDir);
    publish(partial, target, options.overwrite);
  } catch (error) {
    removeWithJournals(partial);
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(
      `could not write ${target}: ${fileTrouble(error)}; nothing was written`,
    );
  }
  const size = fs.statSync(target).size;
  const fromFiles = copied.storedFromFiles
    ? `\n(${groupDigits(copied.storedFromFiles)} of those pictures were files under ${options.mediaDir}/originals)`
    : '';
  return (
    `wrote ${target} (${megabytes(size)}) in ${seconds(performance.now() - started)}: ` +
    `${describeCounts(copied.counts)}${fromFiles}`
  );
}
