import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, openMemoryDatabase } from '../db/database';
import { createPostgresDatabase, migrateAndSeed, postgresUrl } from './test-databases';

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
    await migrateAndSeed(memory.db);
    await sql`vacuum into ${image}`.execute(memory.db);
  } finally {
    await memory.close();
  }
  project.provide('seededSqliteImage', image);

  let dropTemplate = async () => {};
  if (postgresUrl) {
    const template = await createPostgresDatabase();
    const seeded = openDatabase({ databaseUrl: template.url, dataDir: dir });
    try {
      await migrateAndSeed(seeded.db);
    } finally {
      // A template must have no connection while it is copied.
      await seeded.close();
    }
    project.provide('seededPostgresTemplate', template.name);
    dropTemplate = template.drop;
  }

  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
