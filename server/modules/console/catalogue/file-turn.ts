import type { Db } from '../../../db/database';
import { CatalogueRefusal } from './refusal';

// One catalogue file applied at a time, by whichever instance: the staff member applying one
// holds a row of `setting` until the file is written, and a colleague applying another meanwhile
// is told who holds it. A turn left by an instance that stopped mid-file lapses after a while.

const KEY = 'console.catalogue_file_turn';
/** Longer than the largest file takes; a turn older than this was left behind. */
const LAPSES_AFTER_MS = 10 * 60 * 1000;

interface Turn {
  account: string;
  since: number;
}

async function tryTake(db: Db, value: string): Promise<boolean> {
  const result = await db
    .insertInto('setting')
    .values({ key: KEY, value })
    .onConflict((c) => c.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Runs `work` holding the turn; refuses (conflict) while a colleague holds it. */
export async function inFileTurn<T>(
  db: Db,
  account: string,
  now: number,
  work: () => Promise<T>,
): Promise<T> {
  const value = JSON.stringify({ account, since: now, nonce: Math.random() });
  if (!(await tryTake(db, value))) {
    const held = await db
      .selectFrom('setting')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    const turn = held ? (JSON.parse(held.value) as Turn) : null;
    if (held && turn && now - turn.since > LAPSES_AFTER_MS) {
      await db
        .deleteFrom('setting')
        .where('key', '=', KEY)
        .where('value', '=', held.value)
        .execute();
    }
    if (!(await tryTake(db, value))) {
      throw new CatalogueRefusal('conflict', 'catalogueFileBusy', {
        account: turn?.account ?? '',
      });
    }
  }
  try {
    return await work();
  } finally {
    await db.deleteFrom('setting').where('key', '=', KEY).where('value', '=', value).execute();
  }
}
