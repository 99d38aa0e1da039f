import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { insertSizeCharts } from '../../db/seed/steps/size-charts';
import { openTestDatabase, startTestShop, type TestShop } from '../../test/harness';
import { applyImport, type ImportSummary } from '../feed/apply';
import { knownSlugs } from '../feed/known';
import { describeProblem } from '../feed/model';
import { readFeed } from '../feed/read';

// Shops and folders for the export's suites.

/** A folder path that does not exist yet, inside a temporary folder removed by `remove`. */
export function freshFolder(): { folder: string; remove(): void } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-export-'));
  return {
    folder: path.join(parent, 'feed'),
    remove: () => fs.rmSync(parent, { recursive: true, force: true }),
  };
}

/** A migrated shop without a catalogue, with the size charts a piece's page shows. */
export async function emptyShop(kind: 'sqlite' | 'postgres'): Promise<TestShop> {
  return startTestShop(await openTestDatabase(kind), {}, async (db) => {
    await migrateToLatest(db);
    await insertSizeCharts(db);
  });
}

/** Reads a feed folder as `catalogue import` does and imports it, failing on any problem. */
export async function importFolder(db: Db, folder: string): Promise<ImportSummary> {
  const reading = await readFeed(folder, await knownSlugs(db));
  if (!reading.ok) throw new Error(reading.problems.map(describeProblem).join('\n'));
  return applyImport(db, reading.feed, { unlistMissing: false });
}
