import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, postgresUrl } from '../test/harness';
import { OPERATOR_WRITE_WAIT_MS, openDatabase, type DbLog } from './database';
import { databaseFault } from './faults';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!postgresUrl)('a PostgreSQL database', () => {
  it('tells the server’s logger when PostgreSQL closes an idle connection, and goes on', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const warnings: { details: { err: Error }; message: string }[] = [];
    const log: DbLog = { warn: (details, message) => warnings.push({ details, message }) };
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir(), log });
    cleanups.push(() => handle.close());
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const pid = rows[0]?.pid;

    const admin = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
    await admin.close();

    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]?.message).toBe('PostgreSQL closed an idle connection');
    expect(warnings[0]?.details.err).toBeInstanceOf(Error);
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });

  it('fails the transaction whose connection PostgreSQL cuts between two statements, and goes on', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    cleanups.push(() => handle.close());
    const admin = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    cleanups.push(() => admin.close());

    const cut = handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // While the transaction holds its connection and runs no statement, the server ends it.
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(admin.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    const error = await cut.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(databaseFault(error)).toBe('unavailable');
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});

describe('a SQLite database', () => {
  it('lets the operator’s command wait longer than the shop for another process’s writes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wait-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const waitOf = async (writeWaitMs?: number) => {
      const handle = openDatabase({ dataDir, ...(writeWaitMs ? { writeWaitMs } : {}) });
      try {
        const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(handle.db);
        return rows[0]?.timeout;
      } finally {
        await handle.close();
      }
    };
    expect(await waitOf()).toBe(5000);
    expect(await waitOf(OPERATOR_WRITE_WAIT_MS)).toBe(30_000);
  });

  it('does not fail a transaction that read, then writes after another process has written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-turns-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const shop = openDatabase({ dataDir, writeWaitMs: 200 });
    const operator = openDatabase({ dataDir, writeWaitMs: 200 });
    cleanups.push(
      () => shop.close(),
      () => operator.close(),
    );
    await sql`create table counter (n integer not null)`.execute(shop.db);
    await sql`insert into counter values (0)`.execute(shop.db);

    const operatorWrites: string[] = [];
    const total = await shop.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
      // The other process writes between this transaction's read and its write: it waits its
      // turn (and here gives up), rather than leave this transaction a stale read to write on.
      await sql`update counter set n = n + 10`.execute(operator.db).then(
        () => operatorWrites.push('written'),
        (error: unknown) => operatorWrites.push(String(error)),
      );
      await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      return (rows[0]?.n ?? 0) + 1;
    });

    expect(total).toBe(1);
    expect(operatorWrites).toEqual([expect.stringMatching(/database is locked/)]);
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(operator.db);
    expect(rows[0]?.n).toBe(1);
  });
});
