import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import type { PoolStats } from '../lib/metrics';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

/** One small read that answers within `timeoutMs` or fails: the readiness check's query. */
export type DbProbe = (query: CompiledQuery, timeoutMs: number) => Promise<unknown[]>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  probe: DbProbe;
  /** PostgreSQL's pool: its connections and the queries waiting for one; none for SQLite. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Where the database reports trouble it gets over by itself; the server passes its logger. */
export interface DbLog {
  warn(details: { err: Error }, message: string): void;
}

/** The operator's command prints plain lines. */
const plainLog: DbLog = {
  warn: ({ err }, message) => console.warn(`${message}: ${err.message}`),
};

/**
 * How long a query waits for a PostgreSQL connection: a database that does not answer fails
 * requests after this instead of holding them (and their shoppers) indefinitely.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

// int8 (counts, epoch milliseconds) as numbers: every value we store fits in 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * The probe of a database without a timeout of its own: better-sqlite3 answers synchronously
 * from a local file (the readiness check still bounds the wait).
 */
export function plainProbe(db: Db): DbProbe {
  return async (query) => (await db.executeQuery(query)).rows;
}

function newPool(
  databaseUrl: string,
  log: DbLog,
  settings: { max: number; options: string; statementTimeoutMs?: number },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent when each connection opens: PostgreSQL itself cancels a statement past it (running,
    // or waiting for a lock), so a stuck statement gives its connection back to the pool.
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
    options: settings.options,
  });
  // An idle connection that PostgreSQL closes (a restart, an administrator) is replaced by the
  // next query; unheard, its error would end the whole process.
  pool.on('error', (err) => log.warn({ err }, 'PostgreSQL closed an idle connection'));
  // The pool hears only its idle connections: one cut while a request holds it (between two
  // statements of a transaction) would otherwise throw its error out of the process. Heard here,
  // the connection's next statement fails, the request reports that error (and is logged with
  // it), and the pool drops the connection when it comes back. An idle one's was logged above.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Each PostgreSQL database's twin for reads that find their rows by an index only, by its
 * adapter: the same for the database and every copy of it with plugins (the server's timer).
 */
const byIndexes = new WeakMap<object, Db>();
const withPluginsOf = new WeakMap<Db, Db>();

/**
 * The database on connections whose planner never reads a table row by row, with the same
 * plugins, or undefined (SQLite, a transaction): for reads the planner misjudges, that an index
 * always answers best (server/search/words-index-reads.ts). No transaction is needed to rule the
 * scans out.
 */
export function readsByIndexesOf(db: Db): Db | undefined {
  if (db.isTransaction) return undefined;
  const known = withPluginsOf.get(db);
  if (known) return known;
  const executor = db.getExecutor();
  const twin = byIndexes.get(executor.adapter);
  if (!twin) return undefined;
  const indexed = executor.plugins.reduce((kysely, plugin) => kysely.withPlugin(plugin), twin);
  withPluginsOf.set(db, indexed);
  return indexed;
}

function openPostgres(databaseUrl: string, log: DbLog, statementTimeoutMs?: number): DbHandle {
  // The shop's queries read few rows by their indexes; one the planner costs high (a large
  // list's count) would otherwise be compiled first, which takes longer than running it.
  const options = '-c jit=off';
  const pool = newPool(databaseUrl, log, { max: 10, options, statementTimeoutMs });
  // Opened as searches need them: a shop that never searches holds none of them.
  const indexPool = newPool(databaseUrl, log, {
    max: 4,
    options: `${options} -c enable_seqscan=off`,
    statementTimeoutMs,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const indexed = new Kysely<Database>({ dialect: new PostgresDialect({ pool: indexPool }) });
  byIndexes.set(db.getExecutor().adapter, indexed);
  byIndexes.set(indexed.getExecutor().adapter, indexed);
  const probe: DbProbe = async (query, timeoutMs) => {
    // pg honours a timeout per query (and drops the connection that overran it); its types only
    // know the pool-wide setting.
    const config: pg.QueryConfig & { query_timeout: number } = {
      text: query.sql,
      values: [...query.parameters],
      query_timeout: timeoutMs,
    };
    return (await pool.query(config)).rows;
  };
  const poolStats = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  const close = async () => {
    await Promise.all([db.destroy(), indexed.destroy()]);
  };
  return { db, kind: 'postgres', probe, poolStats, close };
}

/**
 * SQLite rolls a transaction back by itself when a write fails for want of room (SQLITE_FULL)
 * or of the disk (SQLITE_IOERR); the ROLLBACK Kysely then sends would fail, and its error
 * ("no transaction is active") would replace the one that says why.
 *
 * A transaction takes the write lock when it begins (BEGIN IMMEDIATE). One that began with a
 * read and wrote later, while another process (the operator's command beside the running shop)
 * had written since that read, would fail at once with "database is locked": busy_timeout
 * cannot wait that out, since its snapshot is already stale. Taken at the start, the lock is
 * waited for like any other write.
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class EmbeddedDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingCause(this.sqlite);
  }
}

function sqliteHandle(sqlite: SQLite.Database): DbHandle {
  const db = new Kysely<Database>({ dialect: new EmbeddedDialect(sqlite) });
  return { db, kind: 'sqlite', probe: plainProbe(db), close: () => db.destroy() };
}

/** The embedded shop's database file in its DATA_DIR. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'shop.db');
}

/** How long the operator's command waits for the running shop's writes (see writeWaitMs). */
export const OPERATOR_WRITE_WAIT_MS = 30_000;

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: DbLog;
  /** PostgreSQL only: cancel any statement running (or waiting) longer; none when unset. */
  statementTimeoutMs?: number;
  /**
   * SQLite only: how long a write waits for another process's writes before it is refused. The
   * shop answers shoppers and gives up after 5 s; the operator's command, run beside a busy
   * shop, waits longer rather than fail a step the operator would have to run again.
   */
  writeWaitMs?: number;
}): DbHandle {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.log ?? plainLog, options.statementTimeoutMs);
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(options.dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${options.writeWaitMs ?? 5000}`);
  return sqliteHandle(sqlite);
}

/** An in-memory SQLite database, for tests: empty, or a copy of a database file's bytes. */
export function openMemoryDatabase(image?: Buffer): DbHandle {
  const sqlite = new SQLite(image ?? ':memory:');
  sqlite.pragma('foreign_keys = ON');
  return sqliteHandle(sqlite);
}
