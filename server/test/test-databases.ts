import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';

// What both the test harness and the run's global setup (seeded-shop.ts) make databases with;
// nothing here needs a test worker.

export const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * A fresh PostgreSQL database, dropped by `drop`. Not a schema in a shared database: the
 * migrator's catalogue introspection reads every schema of the database, and fails when another
 * suite drops its schema at that moment.
 */
export async function createPostgresDatabase(
  template = 'template0',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = () => openDatabase({ databaseUrl: postgresUrl, dataDir: os.tmpdir() });
  const creator = admin();
  await sql`create database ${sql.id(name)} template ${sql.id(template)} encoding 'UTF8'`.execute(
    creator.db,
  );
  await creator.close();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = admin();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup.db);
      await cleanup.close();
    },
  };
}

/** Migrates an empty database and fills it with the demo shop. */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db);
}
