import type { ScreenData } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { listsVersion } from '../../catalogue/listing';

// A list's filter panel depends on its category and keyword only, not on its filters, sort or
// page: an instance keeps each panel until the lists change (listsVersion) and never longer than
// KEPT_MS.

const KEPT_MS = 60_000;
const MOST_PANELS = 500;

interface Panel {
  version: string;
  at: number;
  screen: Promise<ScreenData>;
}

const panelsOf = new WeakMap<Db, Map<string, Panel>>();

/** The panel of the list `scope` names (its category, keyword and language), made once. */
export async function cachedScreen(
  db: Db,
  scope: string,
  make: () => Promise<ScreenData>,
  now = Date.now(),
): Promise<ScreenData> {
  const version = await listsVersion.current(db, now);
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
