import { clear, get, set } from 'idb-keyval';
import { accessToken } from './api-client';
import {
  isOfflineFailure,
  LAST_SEEN_DATABASE,
  LastSeenCopy,
  type LastSeen,
} from './last-seen-copy';
import { keyValueStore } from './safe-storage';

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

/** What the copies are kept in: IndexedDB in the browser, a map in the unit tests. */
export interface LastSeenStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
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

/**
 * The browser's store, opened on first use (never for a visitor who never signed in). Where
 * IndexedDB is refused each call fails, which the keeper takes as nothing kept.
 */
function indexedDbStorage(): LastSeenStorage {
  const store = keyValueStore(LAST_SEEN_DATABASE, 'replies');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    clear: () => clear(store),
  };
}

/** The browser's keeper, loaded by src/lib/last-seen.ts where a member is or was signed in. */
export const keeper = createLastSeenKeeper(indexedDbStorage(), accessToken);
