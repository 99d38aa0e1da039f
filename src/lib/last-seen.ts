import { clear, get, set } from 'idb-keyval';
import { useEffect } from 'react';
import { accessToken, deviceOffline, NetworkError } from './api-client';
import { indexedDbFactory, keyValueStore } from './safe-storage';

// The signed-in member's bag (its lines and the header's count), orders and account overview as
// they last saw them, kept on the device so that offline the pages show them (read-only, marked
// as such) instead of a load error. Only the replies a page names through readWithLastSeen (or
// keepLastSeen) are kept; nothing else personal is.
//
// The store holds one member's copies at a time, under the session they were read in: the
// entry OWNER_KEY names that session (a digest of its access token, never the token), and a
// copy is given back only while that same session is signed in. A write under another session
// empties the store first, so a member never sees, nor leaves behind, another's copies.
// Signing out, a -1 reply and signing in empty it too (forgetLastSeen, from the account's
// session), and so does opening the shop without a session.

/** A reply as the member last saw it, and when (epoch milliseconds). */
export interface LastSeen<T> {
  data: T;
  savedAt: number;
}

/** What the copies are kept in: IndexedDB in the browser, a map in the unit tests. */
export interface LastSeenStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

/**
 * A read that failed because the device is offline, carrying the copy last seen: the page shows
 * the copy, read-only, instead of an error. Not a NetworkError, so it is never tried again.
 */
export class LastSeenCopy<T = unknown> extends Error {
  constructor(
    readonly copy: LastSeen<T>,
    /** The failure the copy stands in for. */
    readonly failure: NetworkError,
  ) {
    super('Offline: the copy last seen');
    this.name = 'LastSeenCopy';
  }
}

const OWNER_KEY = 'owner';
const entryKey = (name: string) => `copy:${name}`;

/**
 * Whose copies these are: a digest of the session's access token (cyrb53), so that the token
 * itself is never written anywhere but its cookie.
 */
export function ownerOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A read failed because the device has no network (not a reply of the server's). */
export function isOfflineFailure(error: unknown): error is NetworkError {
  return error instanceof NetworkError && (error.offline || deviceOffline());
}

function isLastSeen(value: unknown): value is LastSeen<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number'
  );
}

export interface LastSeenKeeper {
  /**
   * Runs `read`. Its answer is kept as the member's copy called `name`; when it fails because
   * the device is offline and a copy of this session's is kept, it fails with a LastSeenCopy
   * holding that copy instead. Without a session it only runs `read`.
   */
  readWith<T>(name: string, read: () => Promise<T>): Promise<T>;
  /** This session's copy called `name`, if one is kept. */
  recall<T>(name: string): Promise<LastSeen<T> | null>;
  /**
   * Keeps `data` as this session's copy called `name`: a reply the page had without a read (the
   * count a change answered with). Without a session it keeps nothing.
   */
  keep(name: string, data: unknown): Promise<void>;
  /** Deletes every copy; a read under way when it is called keeps nothing. */
  forget(): Promise<void>;
}

export function createLastSeenKeeper(
  storage: LastSeenStorage,
  sessionToken: () => string | null,
  now: () => number = Date.now,
): LastSeenKeeper {
  // One operation at a time, in the order asked: a write asked before a wipe lands before it.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  // Counts the wipes, so that a read that began before one keeps nothing.
  let wipes = 0;
  const currentOwner = () => {
    const token = sessionToken();
    return token ? ownerOf(token) : null;
  };

  const recallAs = <T>(owner: string, name: string) =>
    inTurn(async (): Promise<LastSeen<T> | null> => {
      if ((await storage.get(OWNER_KEY)) !== owner) return null;
      const entry = await storage.get(entryKey(name));
      return isLastSeen(entry) ? (entry as LastSeen<T>) : null;
    });

  const keep = (owner: string, name: string, data: unknown) =>
    inTurn(async () => {
      if ((await storage.get(OWNER_KEY)) !== owner) {
        await storage.clear();
        await storage.set(OWNER_KEY, owner);
      }
      await storage.set(entryKey(name), { data, savedAt: now() } satisfies LastSeen<unknown>);
    });

  return {
    async readWith<T>(name: string, read: () => Promise<T>): Promise<T> {
      const owner = currentOwner();
      if (!owner) return read();
      const wipesBefore = wipes;
      let data: T;
      try {
        data = await read();
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        const copy = await recallAs<T>(owner, name).catch(() => null);
        throw copy ? new LastSeenCopy(copy, error) : error;
      }
      // Signed out (or in as someone else) while the reply came: it is not kept.
      if (wipes === wipesBefore && currentOwner() === owner) {
        // An unusable store only means no copy: the page has its reply.
        keep(owner, name, data).catch(() => undefined);
      }
      return data;
    },
    recall<T>(name: string) {
      const owner = currentOwner();
      return owner ? recallAs<T>(owner, name) : Promise.resolve(null);
    },
    keep(name, data) {
      const owner = currentOwner();
      return owner ? keep(owner, name, data) : Promise.resolve();
    },
    forget() {
      wipes += 1;
      return inTurn(() => storage.clear());
    },
  };
}

const DATABASE = 'shop-last-seen';

/**
 * The browser's store, opened on first use (never for a visitor who never signed in). Where
 * IndexedDB is refused each call fails, which the keeper takes as nothing kept.
 */
function indexedDbStorage(): LastSeenStorage {
  const store = keyValueStore(DATABASE, 'replies');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    clear: () => clear(store),
  };
}

const keeper = createLastSeenKeeper(indexedDbStorage(), accessToken);

/** Reads through the member's last-seen copy `name` (see LastSeenKeeper.readWith). */
export function readWithLastSeen<T>(name: string, read: () => Promise<T>): Promise<T> {
  return keeper.readWith(name, read);
}

/** Keeps `data` as the member's copy `name` (see LastSeenKeeper.keep); a failure keeps nothing. */
export function keepLastSeen(name: string, data: unknown): Promise<void> {
  return keeper.keep(name, data).catch(() => undefined);
}

/** Deletes every last-seen copy on this device: at sign-out, on a -1 reply, at sign-in. */
export function forgetLastSeen(): Promise<void> {
  return keeper.forget().catch(() => undefined);
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
    if (databases && !databases.some((database) => database.name === DATABASE)) return;
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
