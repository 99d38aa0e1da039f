import { useEffect } from 'react';
import { accessToken } from './api-client';
import { LAST_SEEN_DATABASE, LastSeenCopy, type LastSeen } from './last-seen-copy';
import type { LastSeenKeeper } from './last-seen-keeper';
import { indexedDbFactory } from './safe-storage';

// The signed-in member's bag, orders and account overview as they last saw them, kept on the
// device so that offline the pages show them: how the keeper works, and whose copies it gives
// back, is in last-seen-keeper.ts. Its code and its database are reached only where a member
// is or was signed in on the device: a visitor's pages load neither.

export { LastSeenCopy, isOfflineFailure, type LastSeen } from './last-seen-copy';

let loadingKeeper: Promise<LastSeenKeeper> | null = null;
/** One promise for every caller, so that their turns with the keeper keep the order asked. */
function loadKeeper(): Promise<LastSeenKeeper> {
  loadingKeeper ??= import('./last-seen-keeper').then(
    (loaded) => loaded.keeper,
    (error: unknown) => {
      loadingKeeper = null;
      throw error;
    },
  );
  return loadingKeeper;
}

/**
 * Reads through the member's last-seen copy `name` (see LastSeenKeeper.readWith). The read
 * starts at once; the keeper's code, where it has not loaded yet, loads beside it.
 */
export async function readWithLastSeen<T>(name: string, read: () => Promise<T>): Promise<T> {
  if (!accessToken()) return read();
  const reading = read();
  // Handled below, once the keeper is there: not an unhandled failure meanwhile.
  reading.catch(() => undefined);
  const keeper = await loadKeeper().catch(() => null);
  return keeper ? keeper.readWith(name, () => reading) : reading;
}

/** Keeps `data` as the member's copy `name` (see LastSeenKeeper.keep); a failure keeps nothing. */
export async function keepLastSeen(name: string, data: unknown): Promise<void> {
  if (!accessToken()) return;
  await loadKeeper()
    .then((keeper) => keeper.keep(name, data))
    .catch(() => undefined);
}

/** Deletes every last-seen copy on this device: at sign-out, on a -1 reply, at sign-in. */
export async function forgetLastSeen(): Promise<void> {
  await loadKeeper()
    .then((keeper) => keeper.forget())
    .catch(() => undefined);
}

/**
 * Opening the shop without a session (it ended while the shop was closed): copies kept from it
 * are deleted. A device that never kept any is left without the database.
 */
export async function forgetLastSeenWithoutSession(): Promise<void> {
  const factory = indexedDbFactory();
  if (accessToken() || !factory) return;
  try {
    const databases = await factory.databases?.();
    if (databases && !databases.some((database) => database.name === LAST_SEEN_DATABASE)) return;
  } catch {
    // Unknown: emptying it is never wrong.
  }
  await forgetLastSeen();
}

/**
 * The copy a query's read fell back to, offline: shown instead of its data or its error until
 * a read succeeds again.
 */
export function lastSeenCopyOf<T>(query: {
  data: T | undefined;
  error: unknown;
}): LastSeen<T> | null {
  return query.error instanceof LastSeenCopy ? (query.error.copy as LastSeen<T>) : null;
}

/**
 * A page's query as last seen (lastSeenCopyOf), which reads again by itself as soon as the
 * device is back online. The query client's own reconnect cannot be relied on here: a page
 * opened offline never heard the device go offline, so coming back changes nothing for it.
 */
export function useLastSeenCopy<T>(query: {
  data: T | undefined;
  error: unknown;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}): LastSeen<T> | null {
  const copy = lastSeenCopyOf(query);
  const showing = copy !== null;
  const { refetch } = query;
  useEffect(() => {
    if (!showing) return;
    // Joins a read the query client may have started for the same event.
    const readAgain = () => void refetch({ cancelRefetch: false });
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [showing, refetch]);
  return copy;
}

/**
 * A route loader's read of a reply kept as last seen: offline, the page shows the copy the read
 * failed with (LastSeenCopy) rather than an error; any other failure is the route's error.
 */
export async function orLastSeenCopy(read: Promise<unknown>): Promise<void> {
  try {
    await read;
  } catch (error) {
    if (!(error instanceof LastSeenCopy)) throw error;
  }
}
