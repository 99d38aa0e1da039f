import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import type { SafeStore } from '../../lib/safe-storage';
import { createPendingLogouts } from './pending-logout';
import { PENDING_LOGOUT_KEY } from './pending-logout-key';

const DAY_MS = 24 * 60 * 60 * 1000;

function memoryStore(): SafeStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => (data.set(key, value), true),
    removeItem: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

/** A server whose answer the test decides: the network down, or the session ended. */
function server() {
  const calls: string[] = [];
  const state = { down: true, answer: null as unknown };
  const endSession = async (token: string) => {
    calls.push(token);
    if (state.down) throw new NetworkError('Network Error', 'api/passport/logout');
    if (state.answer instanceof Error) throw state.answer;
    return null;
  };
  return { calls, state, endSession };
}

describe('a sign-out made without the network', () => {
  it("keeps the session's token until the server has ended it, and then nothing", async () => {
    const store = memoryStore();
    const { calls, state, endSession } = server();
    const pending = createPendingLogouts(store, endSession, () => 1_000);
    pending.add('token-of-li-mei');
    await pending.send();
    expect(calls).toEqual(['token-of-li-mei']);
    expect(JSON.parse(store.getItem(PENDING_LOGOUT_KEY) ?? '[]')).toEqual([
      { token: 'token-of-li-mei', at: 1_000 },
    ]);

    // The shop opened again later (a reload): what was left waiting is sent.
    state.down = false;
    await createPendingLogouts(store, endSession, () => 2_000).send();
    expect(calls).toEqual(['token-of-li-mei', 'token-of-li-mei']);
    expect(store.data.size).toBe(0);
  });

  it('forgets a session the server says is over, and keeps one a captive portal answered', async () => {
    const store = memoryStore();
    const { calls, state, endSession } = server();
    const pending = createPendingLogouts(store, endSession);
    state.down = false;
    state.answer = new ApiError(-2, 'Malformed reply', 'api/passport/logout');
    pending.add('token-a');
    await pending.send();
    expect(store.getItem(PENDING_LOGOUT_KEY)).toContain('token-a');
    state.answer = new ApiError(-1, '请先登录', 'api/passport/logout');
    await pending.send();
    expect(calls).toEqual(['token-a', 'token-a']);
    expect(store.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it('sends each waiting logout once from a page, however often it is asked to', async () => {
    const store = memoryStore();
    const { calls, state, endSession } = server();
    const pending = createPendingLogouts(store, endSession);
    pending.add('token-a');
    pending.add('token-b');
    state.down = false;
    // The shop's start, the device coming back online and a sign-out, at the same moment.
    await Promise.all([pending.send(), pending.send(), pending.send()]);
    expect(calls.sort()).toEqual(['token-a', 'token-b']);
    expect(store.data.size).toBe(0);
  });

  it('keeps a sign-out made while an earlier one was being sent', async () => {
    const store = memoryStore();
    const calls: string[] = [];
    let pending = createPendingLogouts(store, async () => undefined);
    pending = createPendingLogouts(store, async (token) => {
      calls.push(token);
      // Another sign-out lands while the server answers this one.
      if (token === 'token-a') pending.add('token-b');
    });
    pending.add('token-a');
    await pending.send();
    expect(calls).toEqual(['token-a']);
    expect(JSON.parse(store.getItem(PENDING_LOGOUT_KEY) ?? '[]')).toMatchObject([
      { token: 'token-b' },
    ]);
    await pending.send();
    expect(calls).toEqual(['token-a', 'token-b']);
    expect(store.data.size).toBe(0);
  });

  it('drops a session past its lifetime, and a record that is not one', async () => {
    const store = memoryStore();
    const { calls, state, endSession } = server();
    const clock = { now: 0 };
    const pending = createPendingLogouts(store, endSession, () => clock.now);
    pending.add('token-old');
    clock.now = 31 * DAY_MS;
    state.down = false;
    await pending.send();
    expect(calls).toEqual([]);
    expect(store.data.size).toBe(0);

    store.setItem(PENDING_LOGOUT_KEY, '{not json');
    await pending.send();
    store.setItem(PENDING_LOGOUT_KEY, JSON.stringify([{ token: 7 }, 'x', null]));
    await pending.send();
    expect(calls).toEqual([]);
    expect(store.data.size).toBe(0);
  });
});
