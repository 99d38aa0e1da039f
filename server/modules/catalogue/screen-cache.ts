import type { ScreenData } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { listsVersion } from '../../catalogue/listing';

// What a list derives from the lists alone, made once and kept by the instance until the lists
// change (listsVersion) and never longer than KEPT_MS: a list's filter panel (it depends on its
// category and keyword only, not on its filters, sort or page), a search's narrowing, its ranks'
// counts. A shopper paging through a search, or many shoppers searching the same words, find them
// made.

const KEPT_MS = 60_000;
const MOST_KEPT = 500;

interface Kept<T> {
  version: string;
  at: number;
  made: Promise<T>;
}

/** What one kind of thing an instance keeps, for each database. */
export function keptForLists<T>() {
  const keptOf = new WeakMap<Db, Map<string, Kept<T>>>();
  /** What `scope` names, made once. */
  return async (db: Db, scope: string, make: () => Promise<T>, now = Date.now()): Promise<T> => {
    const version = await listsVersion.current(db, now);
    const kept = keptOf.get(db) ?? new Map<string, Kept<T>>();
    keptOf.set(db, kept);
    const known = kept.get(scope);
    if (known && known.version === version && now - known.at < KEPT_MS) return known.made;
    const made = make();
    kept.delete(scope);
    kept.set(scope, { version, at: now, made });
    made.catch(() => kept.delete(scope));
    for (const old of [...kept.keys()].slice(0, -MOST_KEPT)) kept.delete(old);
    return made;
  };
}

/** The panel of the list `scope` names (its category, keyword and language), made once. */
export const cachedScreen = keptForLists<ScreenData>();
