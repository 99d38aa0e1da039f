import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, openMemoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database holding the demo shop, as a file to open in memory. */
    seededSqliteImage: string;
    /** A migrated PostgreSQL database holding the demo shop, to create test databases from. */
    seededPostgresTemplate: string;
  }
}

/**
 * Seeds the demo shop once for the whole run (vitest's global setup): each suite's shop starts
 * from a copy of it instead of migrating and seeding its own, which would cost the run minutes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seeded-'));
  const image = path.join(dir, 'seeded.db');
  const memory = openMemoryDatabase();
  try {
    await migrateToLatest(memory.db);
    await seedDemo(memory.db);
    await sql`vacuum into ${image}`.execute(memory.db);
  } finally {
    await memory.close();
  }
  project.provide('seededSqliteImage', image);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (postgresUrl) {
    const name = `test_seeded_${process.pid}`;
    const admin = () => openDatabase({ databaseUrl: postgresUrl, dataDir: dir });
    const creator = admin();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(creator.db);
    await sql`create database ${sql.id(name)} template template0 encoding 'UTF8'`.execute(
      creator.db,
    );
    await creator.close();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const seeded = openDatabase({ databaseUrl: url.toString(), dataDir: dir });
    try {
      await migrateToLatest(seeded.db);
      await seedDemo(seeded.db);
    } finally {
      // A template must have no connection while it is copied.
      await seeded.close();
    }
    project.provide('seededPostgresTemplate', name);
    dropTemplate = async () => {
      const cleanup = admin();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup.db);
      await cleanup.close();
    };
  }

  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
