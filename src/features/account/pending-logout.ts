import type { logout } from '../../../contract/account';
import { ApiError, CODE_LOGIN_NEEDED, endpoint } from '../../lib/api-client';
import { browserStoreOrMemory, type SafeStore } from '../../lib/safe-storage';
import { PENDING_LOGOUT_KEY } from './pending-logout-key';

// Signing out forgets the member on the device at once, network or not; ending the session on
// the server needs the network. Until the server has answered, the session's token waits here,
// in local storage (so that a reload or a closed tab does not lose it), and the logout call is
// sent again when the shop opens and whenever the device comes back online.
//
// The token is the one thing of the member left on the device, and only for that while: the
// shop never reads it as a session (no page shows anyone signed in, no other call carries it).
// Without it, the session would stay usable on the server for the rest of its 30 days by
// whoever holds a copy of it; with it, that ends with the first call that gets through.

/** A session lasts at most this long (server/lib/sessions.ts): after it, nothing is left to end. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The most sessions kept waiting (each one a sign-out made without the network). */
const MOST_WAITING = 10;

interface PendingLogout {
  token: string;
  /** When the member signed out (epoch milliseconds). */
  at: number;
}

export interface PendingLogouts {
  /** Keeps `token` until the server has ended its session. */
  add(token: string): void;
  /** Sends every logout waiting, one batch after another; resolves once each has been answered. */
  send(): Promise<void>;
}

function isPending(value: unknown): value is PendingLogout {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.token === 'string' && entry.token !== '' && typeof entry.at === 'number';
}

/** Whether the server has ended the session: it answered the logout, or said it was over. */
function ended(result: PromiseSettledResult<unknown>): boolean {
  if (result.status === 'fulfilled') return true;
  return result.reason instanceof ApiError && result.reason.code === CODE_LOGIN_NEEDED;
}

export function createPendingLogouts(
  store: SafeStore,
  endSession: (token: string) => Promise<unknown>,
  now: () => number = Date.now,
): PendingLogouts {
  const read = (): PendingLogout[] => {
    try {
      const parsed: unknown = JSON.parse(store.getItem(PENDING_LOGOUT_KEY) ?? '[]');
      const live = (entry: PendingLogout) => now() - entry.at < SESSION_LIFETIME_MS;
      return Array.isArray(parsed) ? parsed.filter(isPending).filter(live) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: PendingLogout[]) => {
    if (entries.length === 0) store.removeItem(PENDING_LOGOUT_KEY);
    else store.setItem(PENDING_LOGOUT_KEY, JSON.stringify(entries));
  };

  // One batch at a time: a send asked for while one is under way follows it, and finds only what
  // is still waiting, so that no logout goes twice from this page.
  let queue: Promise<void> = Promise.resolve();
  const sendWaiting = async () => {
    const waiting = read();
    write(waiting);
    if (waiting.length === 0) return;
    const results = await Promise.allSettled(waiting.map((entry) => endSession(entry.token)));
    const done = new Set(
      waiting.flatMap((entry, index) => {
        const result = results[index];
        return result && ended(result) ? [entry.token] : [];
      }),
    );
    // Read again: a sign-out during the calls added its own.
    write(read().filter((entry) => !done.has(entry.token)));
  };

  return {
    add(token) {
      const others = read().filter((entry) => entry.token !== token);
      write([...others, { token, at: now() }].slice(-MOST_WAITING));
    },
    send() {
      queue = queue.then(sendWaiting, sendWaiting);
      return queue;
    },
  };
}

const postLogout = endpoint<typeof logout>('api/passport/logout', 'POST');

/** How long a logout call may take before it is left for the next chance. */
const LOGOUT_WAIT_MS = 15_000;

/** Ends the session of `token` on the server, whoever is signed in on the device now. */
function endSession(token: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_WAIT_MS);
  return postLogout(
    {},
    { headers: { 'X-Access-Token': token }, signal: controller.signal },
  ).finally(() => clearTimeout(timer));
}

export const pendingLogouts = createPendingLogouts(
  browserStoreOrMemory('localStorage'),
  endSession,
);
