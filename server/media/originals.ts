import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { addMissingMasters, MASTER_TYPES, storedPaths, type MasterType } from './masters';
import { isMediaPath } from './paths';

const BATCH = 200;

interface Original {
  path: string;
  file: string;
  contentType: MasterType;
}

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The files under `root` named `<picture path>.<master extension>`, one folder at a time. */
async function* originalsUnder(root: string, dir = root): AsyncGenerator<Original> {
  for (const entry of await entriesOf(dir)) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* originalsUnder(root, file);
      continue;
    }
    const dot = entry.name.lastIndexOf('.');
    const contentType = MASTER_TYPES.get(entry.name.slice(dot + 1).toLowerCase());
    const picture = path
      .relative(root, path.join(dir, entry.name.slice(0, dot)))
      .split(path.sep)
      .join('/');
    if (entry.isFile() && dot > 0 && contentType && isMediaPath(picture)) {
      yield { path: picture, file, contentType };
    }
  }
}

async function storeMissing(db: Db, originals: Original[]): Promise<number> {
  const stored = await storedPaths(
    db,
    originals.map((original) => original.path),
  );
  let added = 0;
  for (const original of originals) {
    if (stored.has(original.path)) continue;
    const bytes = await fs.readFile(original.file);
    added += await addMissingMasters(db, [{ ...original, bytes }]);
  }
  return added;
}

/**
 * Shops from before the masters moved into the database keep them under `mediaDir/originals/`:
 * those the database lacks are stored in it, reading one file at a time. Returns how many.
 */
export async function storeOriginals(db: Db, mediaDir: string): Promise<number> {
  let added = 0;
  let batch: Original[] = [];
  for await (const original of originalsUnder(path.join(mediaDir, 'originals'))) {
    batch.push(original);
    if (batch.length < BATCH) continue;
    added += await storeMissing(db, batch);
    batch = [];
  }
  return added + (await storeMissing(db, batch));
}
