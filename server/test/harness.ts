import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, openMemoryDatabase, type Db, type DbHandle } from '../db/database';
import type { SetupLog } from '../setup';
import { TestClock } from './clock';
import { createPostgresDatabase, migrateAndSeed, postgresUrl } from './test-databases';

export { createPostgresDatabase, postgresUrl } from './test-databases';

/** The databases every server suite runs on: SQLite always, PostgreSQL when configured. */
export const databases: ('sqlite' | 'postgres')[] = postgresUrl
  ? ['sqlite', 'postgres']
  : ['sqlite'];

if (!postgresUrl) {
  console.log('PostgreSQL suite skipped: set TEST_DATABASE_URL=postgres://… to run it');
}

/**
 * What a public shop starts with: the sandbox off, at an https origin (the real providers call
 * back nothing else), to which a suite adds the services' accounts it needs.
 */
export const PUBLIC_SHOP_ENV = { SHOP_SANDBOX: 'off', PUBLIC_URL: 'https://shop.example.cn' };

/** A logger for suites that start a shop the way the server does and care not what it logs. */
export const quietLog: SetupLog = { info: () => {}, warn: () => {} };

export interface TestShop {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The time its calls read: the system's, unless a test holds it (test/clock.ts). */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A database of its own: in memory for SQLite, a fresh PostgreSQL database otherwise. Empty, or
 * a copy of the seeded demo shop `seeded` names (seededSource).
 */
export async function openTestDatabase(
  kind: 'sqlite' | 'postgres',
  seeded?: string,
): Promise<DbHandle> {
  if (kind === 'sqlite') return openMemoryDatabase(seeded ? fs.readFileSync(seeded) : undefined);
  const fresh = await createPostgresDatabase(seeded);
  const handle = openDatabase({ databaseUrl: fresh.url, dataDir: os.tmpdir() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** A shop with a DATA_DIR of its own over `handle`, which it closes when it closes. */
export async function startTestShop(
  handle: DbHandle,
  env: NodeJS.ProcessEnv,
  prepare: (db: Db) => Promise<void>,
): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    ADMIN_DIST_DIR: path.join(dataDir, 'dist-admin'),
    NODE_ENV: 'test',
    ...env,
  });
  const clock = new TestClock();
  let app: FastifyInstance;
  try {
    await prepare(handle.db);
    app = await buildApp({
      config,
      db: handle.db,
      logger: false,
      poolStats: handle.poolStats,
      clock: clock.now,
    });
    await app.ready();
  } catch (error) {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: handle.db,
    config,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const alreadySeeded = async () => {};

/**
 * The demo shop the run's global setup seeded (seeded-shop.ts) on this database: SQLite's file,
 * PostgreSQL's template. Undefined when it did not run, and each shop seeds its own.
 */
function seededSource(kind: 'sqlite' | 'postgres'): string | undefined {
  return kind === 'sqlite' ? inject('seededSqliteImage') : inject('seededPostgresTemplate');
}

/** A shop holding the demo catalogue, over a database of its own. */
export async function createTestShop(
  kind: 'sqlite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
): Promise<TestShop> {
  const source = seededSource(kind);
  return startTestShop(
    await openTestDatabase(kind, source),
    env,
    source ? alreadySeeded : migrateAndSeed,
  );
}

/**
 * Shops over one database, as instances of one build behind a load balancer: each has its own
 * connection and DATA_DIR, and only the first migrates and seeds. On SQLite, one file.
 */
export async function createTestInstances(
  kind: 'sqlite' | 'postgres',
  count = 2,
): Promise<{ shops: TestShop[]; close(): Promise<void> }> {
  const source = seededSource(kind);
  const fresh = kind === 'postgres' ? await createPostgresDatabase(source) : null;
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-db-'));
  if (source && !fresh) fs.copyFileSync(source, path.join(sqliteDir, 'shop.db'));
  const prepareFirst = source ? alreadySeeded : migrateAndSeed;
  const shops: TestShop[] = [];
  const close = async () => {
    for (const shop of shops) await shop.close();
    await fresh?.drop();
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const handle = openDatabase({ databaseUrl: fresh?.url, dataDir: sqliteDir });
      shops.push(await startTestShop(handle, {}, i === 0 ? prepareFirst : alreadySeeded));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { shops, close };
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** Calls `/api?_mall_id=2&r=…` and returns the parsed envelope (asserting HTTP 200). */
export async function call<T = unknown>(
  app: FastifyInstance,
  r: string,
  options: {
    method?: 'GET' | 'POST';
    query?: Record<string, string | number | (string | number)[]>;
    form?: Record<string, string>;
    lang?: 'cn' | 'en';
  } = {},
): Promise<Envelope<T>> {
  const search = new URLSearchParams({ _mall_id: '2', r });
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: `/api?${search.toString()}`,
    headers: {
      language: options.lang ?? 'cn',
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  if (response.statusCode !== 200) {
    throw new Error(`HTTP ${response.statusCode} for ${r}: ${response.body}`);
  }
  return response.json<Envelope<T>>();
}

/** The id of a category or colour by its slug. */
export async function idBySlug(db: Db, table: 'category' | 'color', slug: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}
