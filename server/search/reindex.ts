import type { Db } from '../db/database';
import { silentProgress, type Progress } from '../lib/progress';
import { rebuildListing } from '../catalogue/listing';
import { indexPieces } from './piece-index';
import { analyzeSearchTables, refreshSearchListing } from './search-listing';
import { writeWithVocabulary } from './shop-vocabulary';

/** Pieces read and written per step: each step is a short write, so the shop goes on serving. */
const STEP = 2_000;

/**
 * Rebuilds every piece's search words from the catalogue tables with the shop's vocabulary as
 * it is now, in short steps, then every piece's listing rows (and, on PostgreSQL, search rows).
 * Returns how many pieces there are and how many pieces' words changed.
 */
export async function reindexSearch(
  db: Db,
  progress: Progress = silentProgress,
): Promise<{ pieces: number; changed: number }> {
  const ids = (await db.selectFrom('goods').select('id').orderBy('id').execute()).map((g) => g.id);
  const changed = await writeWithVocabulary(db, async (splitter) => {
    let written = 0;
    for (let at = 0; at < ids.length; at += STEP) {
      written += await indexPieces(db, ids.slice(at, at + STEP), splitter);
      progress.advance('pieces', Math.min(at + STEP, ids.length), ids.length);
    }
    return written;
  });
  await rebuildListing(db);
  // Every piece's search row again, whether or not its words or listing rows changed.
  for (let at = 0; at < ids.length; at += STEP) {
    await refreshSearchListing(db, ids.slice(at, at + STEP));
  }
  await analyzeSearchTables(db);
  return { pieces: ids.length, changed };
}
