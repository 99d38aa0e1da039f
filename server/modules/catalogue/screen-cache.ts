import type { ScreenData } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { LISTS_VERSION_KEY, listChangesHere } from '../../catalogue/listing';

// A list's filter panel depends on its category and keyword only, not on its filters, sort or
// page: an instance keeps each panel until the lists change (the setting LISTS_VERSION_KEY,
// looked at every VERSION_CHECK_MS), and never longer than KEPT_MS.

const VERSION_CHECK_MS = 2_000;
const KEPT_MS = 60_000;
const MOST_PANELS = 500;

interface Panel {
  version: string;
  at: number;
  screen: Promise<ScreenData>;
}
interface Seen {
  version: string;
  checkedAt: number;
  changes: number;
}

const panelsOf = new WeakMap<Db, Map<string, Panel>>();
const seenBy = new WeakMap<Db, Seen>();

async function listsVersion(db: Db, now: number): Promise<string> {
  const seen = seenBy.get(db);
  const changes = listChangesHere();
  if (seen && seen.changes === changes && now - seen.checkedAt < VERSION_CHECK_MS) {
    return seen.version;
  }
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', LISTS_VERSION_KEY)
    .executeTakeFirst();
  const version = row?.value ?? '';
  seenBy.set(db, { version, checkedAt: now, changes });
  return version;
}

/** The panel of the list `scope` names (its category, keyword and language), made once. */
export async function cachedScreen(
  db: Db,
  scope: string,
  make: () => Promise<ScreenData>,
  now = Date.now(),
): Promise<ScreenData> {
  const version = await listsVersion(db, now);
  const panels = panelsOf.get(db) ?? new Map<string, Panel>();
  panelsOf.set(db, panels);
  const known = panels.get(scope);
  if (known && known.version === version && now - known.at < KEPT_MS) return known.screen;
  const screen = make();
  panels.delete(scope);
  panels.set(scope, { version, at: now, screen });
  screen.catch(() => panels.delete(scope));
  for (const old of [...panels.keys()].slice(0, -MOST_PANELS)) panels.delete(old);
  return screen;
}
