import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

// int8 (counts, epoch milliseconds) as numbers: every value we store fits in 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL closes (a restart, an administrator) is replaced by the
    // next query; unheard, its error would end the whole process.
    pool.on('error', (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'shop.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** An in-memory SQLite database, for tests. */
export function openMemoryDatabase(): DbHandle {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
