import type { Db } from './database';

/** How long an instance trusts what it last read of a shared version. */
const CHECK_MS = 2_000;

/**
 * A value of `setting` that a writer changes when something every instance derives changes (the
 * search vocabulary, the lists): instances read it at most every CHECK_MS, and this process sees
 * its own writes at once.
 */
export interface SharedVersion {
  /** What the setting holds, as this instance last read it ('' before any write). */
  current(db: Db, now?: number): Promise<string>;
  /** What the setting holds now, read from the database. */
  stored(db: Db): Promise<string | undefined>;
  /** Records a new value, inside the writer's transaction. */
  record(db: Db, value: string): Promise<void>;
}

export function sharedVersion(key: string): SharedVersion {
  let changesHere = 0;
  const seenBy = new WeakMap<Db, { version: string; checkedAt: number; changes: number }>();
  const stored = async (db: Db) =>
    (await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst())
      ?.value;
  return {
    stored,
    async current(db, now = Date.now()) {
      const seen = seenBy.get(db);
      if (seen && seen.changes === changesHere && now - seen.checkedAt < CHECK_MS) {
        return seen.version;
      }
      const changes = changesHere;
      const version = (await stored(db)) ?? '';
      seenBy.set(db, { version, checkedAt: now, changes });
      return version;
    },
    async record(db, value) {
      await db
        .insertInto('setting')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      changesHere += 1;
    },
  };
}
