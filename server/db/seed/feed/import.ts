import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFeedInto } from '../../../catalogue/feed/apply';
import { knownSlugs } from '../../../catalogue/feed/known';
import { describeProblem, type Feed } from '../../../catalogue/feed/model';
import { readFeed } from '../../../catalogue/feed/read';
import type { Db } from '../../database';
import type { PlannedGoods } from '../plan';
import type { ReferenceIds } from '../steps/reference';
import { writeDemoFeed } from './write';

/** The ids the demo catalogue got: its reference rows by slug, its goods by sn. */
export interface DemoCatalogueIds {
  reference: ReferenceIds;
  goods: Map<string, number>;
}

/** The import's steps inside the seed's transaction, which holds the empty database. */
async function importInto(trx: Db, feed: Feed): Promise<DemoCatalogueIds> {
  const { reference: ids, pieces } = await importFeedInto(trx, feed, { unlistMissing: false });
  return {
    reference: {
      categories: ids.categories,
      series: ids.series,
      seasons: ids.seasons,
      colors: ids.colours,
      promotions: ids.promotions,
    },
    goods: pieces,
  };
}

/**
 * Where the demo feed is written: a memory file system when the machine has one. The feed is
 * some two thousand small files, written, read twice and removed within seconds; on a disk they
 * cost several times the rest of the seed.
 */
function temporaryRoot(): string {
  const memory = '/dev/shm';
  try {
    fs.accessSync(memory, fs.constants.W_OK);
    return fs.statSync(memory).isDirectory() ? memory : os.tmpdir();
  } catch {
    return os.tmpdir();
  }
}

/**
 * Writes the demo catalogue as a feed into a temporary folder, reads it and imports it the way
 * an operator's feed is imported. The folder, made under `temporary`, is removed afterwards,
 * whatever happens.
 */
export async function importDemoCatalogue(
  trx: Db,
  plan: readonly PlannedGoods[],
  temporary = temporaryRoot(),
): Promise<DemoCatalogueIds> {
  const folder = await fs.promises.mkdtemp(path.join(temporary, 'shop-demo-feed-'));
  try {
    await writeDemoFeed(folder, plan);
    const reading = await readFeed(folder, await knownSlugs(trx));
    if (!reading.ok) {
      const problems = reading.problems.map(describeProblem).join('\n');
      throw new Error(`the demo catalogue feed is refused:\n${problems}`);
    }
    return await importInto(trx, reading.feed);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
