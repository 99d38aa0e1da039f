import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, openMemoryDatabase, type DbHandle } from './db/database';
import { knownMigrations, migrateToLatest } from './db/migrate';
import { createPostgresDatabase, databases, postgresUrl } from './test/harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own, empty: in memory for SQLite, a new database on the PostgreSQL server. */
async function emptyDatabase(kind: 'sqlite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'sqlite') return openMemoryDatabase();
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  return openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
}

/** The app as main.ts builds it, over `handle`, logging JSON lines into `lines`. */
async function appOver(
  handle: DbHandle,
  lines: Record<string, unknown>[] = [],
  buildRecord: object | null = null,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-health-'));
  if (buildRecord) {
    fs.mkdirSync(path.join(dataDir, 'dist'));
    fs.writeFileSync(path.join(dataDir, 'dist', 'build.json'), JSON.stringify(buildRecord));
  }
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist') });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
    config: { ...config, orderSweep: false, payNotifyTimer: false },
    db: handle.db,
    logger: { level: 'info', stream },
    probe: handle.probe,
  });
  let closed = false;
  cleanups.push(async () => {
    await app.close();
    if (!closed) await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    closeDatabase: async () => {
      closed = true;
      await handle.close();
    },
  };
}

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

it('names the build the instance serves, so that instances can be compared', async () => {
  const handle = openMemoryDatabase();
  const build = { id: '0f1e2d3c4b5a6978', sources: '0f1e2d3c4b5a6978' };
  const { app } = await appOver(handle, [], build);
  const alive = await app.inject({ method: 'GET', url: '/healthz' });
  expect(alive.json()).toEqual({ status: 'alive', build: build.id });
});

describe.each(databases)('the load balancer checks on %s', (kind) => {
  it('says the process is alive without asking the database, ready once it is migrated', async () => {
    const handle = await emptyDatabase(kind);
    await migrateToLatest(handle.db);
    const { app, closeDatabase } = await appOver(handle);
    expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ready' } });

    await closeDatabase();
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive', build: null });
    expect(alive.headers['cache-control']).toBe('no-store');
    expect(await readiness(app)).toEqual({
      status: 503,
      body: { status: 'not ready', reason: 'database unreachable' },
    });
  });

  it('is not ready while a migration this build knows is missing, and ready with newer ones', async () => {
    const handle = await emptyDatabase(kind);
    const { app } = await appOver(handle);
    const pending = { status: 503, body: { status: 'not ready', reason: 'migrations pending' } };
    expect(await readiness(app)).toEqual(pending);

    await migrateToLatest(handle.db);
    const table = sql.table(DEFAULT_MIGRATION_TABLE);
    const last = knownMigrations.at(-1) ?? '';
    await sql`delete from ${table} where name = ${last}`.execute(handle.db);
    expect(await readiness(app)).toEqual(pending);

    const timestamp = new Date().toISOString();
    await sql`insert into ${table} (name, timestamp) values (${last}, ${timestamp}),
      (${'2099_01_01_0001_from_a_newer_build'}, ${timestamp})`.execute(handle.db);
    expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('logs neither check on every call, only when the readiness changes', async () => {
    const handle = await emptyDatabase(kind);
    await migrateToLatest(handle.db);
    const lines: Record<string, unknown>[] = [];
    const { app, closeDatabase } = await appOver(handle, lines);
    for (let i = 0; i < 3; i += 1) {
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/readyz' });
    }
    await app.inject({ method: 'GET', url: '/media/none.png' });
    await closeDatabase();
    await app.inject({ method: 'GET', url: '/readyz' });
    await app.inject({ method: 'GET', url: '/readyz' });

    const requests = lines.filter((line) => line.msg === 'request').map((line) => line.url);
    expect(requests).toEqual(['/media/none.png']);
    const changes = lines.filter((line) => line.msg === 'ready' || line.msg === 'not ready');
    expect(changes).toEqual([
      expect.objectContaining({ level: 30, msg: 'ready' }),
      expect.objectContaining({ level: 40, msg: 'not ready', reason: 'database unreachable' }),
    ]);
  });
});

describe('the readiness check on a PostgreSQL server that does not answer', () => {
  /** The app over a pool to `url`, never migrated: only the answer's reason matters here. */
  async function readinessAt(url: string) {
    const handle = openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    const { app } = await appOver(handle);
    return readiness(app);
  }
  const unreachable = {
    status: 503,
    body: { status: 'not ready', reason: 'database unreachable' },
  };

  it('is not ready when nothing listens at the address', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    expect(await readinessAt(`postgres://postgres@127.0.0.1:${closedPort}/shop`)).toEqual(
      unreachable,
    );
  });

  it('answers, not ready, when the server takes the connection and then says nothing', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const answer = await readinessAt(`postgres://postgres@127.0.0.1:${port}/shop`);
    // Let go of the connection the pool is still waiting on before the pool closes.
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    expect(answer).toEqual(unreachable);
  });

  it.skipIf(!postgresUrl)('is not ready when the database does not exist', async () => {
    const url = new URL(postgresUrl ?? '');
    url.pathname = '/no_such_shop_database';
    expect(await readinessAt(url.toString())).toEqual(unreachable);
  });
});
