import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { groupDigits } from '../../contract/numbers';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { OperatorError } from './format';

// A copy of an embedded shop's database, as the backup writes it and the restore reads it.

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** A shop database file opened for the backup's or the restore's own work on it. */
export function openShopFile(file: string): Db {
  const sqlite = new SQLite(file, { fileMustExist: true });
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isSqliteFile(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = fs.readSync(handle, header, 0, header.length, 0);
    return read === header.length && header.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(handle);
  }
}

export async function hasTable(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name = ${name}`.execute(db);
  return rows.length > 0;
}

/** Journal files SQLite keeps beside a database file while it is open or was left unclosed. */
export function removeWithJournals(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

export interface ShopCounts {
  members: number;
  orders: number;
  payments: number;
  pictures: number;
}

export async function countShop(db: Db): Promise<ShopCounts> {
  const count = async (table: 'member' | 'shop_order' | 'payment' | 'media_master') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    members: await count('member'),
    orders: await count('shop_order'),
    payments: await count('payment'),
    pictures: await count('media_master'),
  };
}

/** 1,204 members, 3,310 orders, 2,980 payments, 2,013 pictures */
export function describeCounts(counts: ShopCounts): string {
  return Object.entries(counts)
    .map(([what, n]) => `${groupDigits(n)} ${what}`)
    .join(', ');
}

/** 18.2 MB (a million bytes each, as disks are sold). */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Why a file could not be read or written, in the operator's words. */
export function fileTrouble(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  const known: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    SQLITE_FULL: 'the disk is full',
    SQLITE_CANTOPEN: 'the file cannot be opened',
    SQLITE_READONLY: 'the file is read-only',
    SQLITE_IOERR_WRITE: 'the disk refused the write',
  };
  return known[code] ?? (error instanceof Error ? error.message : String(error));
}

/** Runs a file operation, turning its failure into a refusal that names `what`. */
export function withFile<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new OperatorError(`${what}: ${fileTrouble(error)}`);
  }
}
