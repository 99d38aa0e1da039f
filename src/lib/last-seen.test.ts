import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { lastSeenCopyOf, LastSeenCopy } from './last-seen';
import { createLastSeenKeeper, ownerOf, type LastSeenStorage } from './last-seen-keeper';

/** A store in memory, as IndexedDB keeps it: structured copies, not the objects given. */
function memoryStorage(): LastSeenStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => structuredClone(entries.get(key)),
    set: async (key, value) => void entries.set(key, structuredClone(value)),
    clear: async () => entries.clear(),
  };
}

/** A keeper over `storage` whose session is whatever `session.token` says. */
function keeperFor(storage: LastSeenStorage, start = 'token-of-li-mei') {
  const session = { token: start as string | null, now: 1_000 };
  const keeper = createLastSeenKeeper(
    storage,
    () => session.token,
    () => session.now,
  );
  return { keeper, session };
}

const BAG = { list: [{ id: 7, name: '羊绒系带裹身大衣', quantity: 1 }], num: 1 };
const offline = () => Promise.reject(new NetworkError('offline', 'api/cart/list', true));
/** Waits for the keeper's writes, which it starts without waiting for them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function failureOf(read: Promise<unknown>): Promise<unknown> {
  return read.then(
    () => {
      throw new Error('the read succeeded');
    },
    (error: unknown) => error,
  );
}

describe("the member's bag and orders as last seen", () => {
  it('keep what was read and give it back, marked with when, when the device is offline', async () => {
    const storage = memoryStorage();
    const { keeper, session } = keeperFor(storage);
    await expect(keeper.readWith('bag', async () => BAG)).resolves.toEqual(BAG);
    await settle();
    session.now = 5_000;

    const failure = await failureOf(keeper.readWith('bag', offline));
    expect(failure).toBeInstanceOf(LastSeenCopy);
    const copy = (failure as LastSeenCopy<typeof BAG>).copy;
    expect(copy).toEqual({ data: BAG, savedAt: 1_000 });
    expect((failure as LastSeenCopy).failure).toBeInstanceOf(NetworkError);
    // A page reads it from the query's error, whatever data the query still holds.
    expect(lastSeenCopyOf({ data: undefined, error: failure })).toEqual(copy);
    expect(lastSeenCopyOf({ data: BAG, error: new NetworkError('x', 'r') })).toBeNull();
  });

  it('keep only the latest reply of each name, and each name apart', async () => {
    const { keeper } = keeperFor(memoryStorage());
    await keeper.readWith('orders/all/1', async () => ({ list: ['first'] }));
    await keeper.readWith('orders/all/1', async () => ({ list: ['second'] }));
    await keeper.readWith('order/12', async () => ({ id: 12 }));
    await settle();
    expect((await keeper.recall('orders/all/1'))?.data).toEqual({ list: ['second'] });
    expect((await keeper.recall('order/12'))?.data).toEqual({ id: 12 });
    expect(await keeper.recall('order/13')).toBeNull();
  });

  it('keep a reply the page had without a read, for its session only', async () => {
    const storage = memoryStorage();
    const { keeper, session } = keeperFor(storage);
    await keeper.readWith('bag-count', async () => ({ num: 1 }));
    // An add answered with the new count: the copy follows it.
    await keeper.keep('bag-count', { num: 2 });
    session.now = 9_000;
    const failure = await failureOf(keeper.readWith('bag-count', offline));
    expect((failure as LastSeenCopy).copy).toEqual({ data: { num: 2 }, savedAt: 1_000 });

    session.token = null;
    await keeper.keep('bag-count', { num: 3 });
    session.token = 'token-of-li-mei';
    expect((await keeper.recall('bag-count'))?.data).toEqual({ num: 2 });
  });

  it('stand in only for a failure of the network, never for a reply of the server', async () => {
    const { keeper } = keeperFor(memoryStorage());
    await keeper.readWith('bag', async () => BAG);
    await settle();
    const refusal = new ApiError(-1, '请先登录', 'api/cart/list');
    expect(await failureOf(keeper.readWith('bag', () => Promise.reject(refusal)))).toBe(refusal);
    // Online (the browser says so), a lost connection is told as such: the server may be down.
    const lost = new NetworkError('Network Error', 'api/cart/list');
    expect(await failureOf(keeper.readWith('bag', () => Promise.reject(lost)))).toBe(lost);
  });

  it('leave the failure as it is when nothing was kept', async () => {
    const { keeper } = keeperFor(memoryStorage());
    const failure = await failureOf(keeper.readWith('bag', offline));
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).not.toBeInstanceOf(LastSeenCopy);
  });

  it('are all deleted when forgotten', async () => {
    const storage = memoryStorage();
    const { keeper } = keeperFor(storage);
    await keeper.readWith('bag', async () => BAG);
    await keeper.readWith('order/12', async () => ({ id: 12 }));
    await settle();
    expect(storage.entries.size).toBeGreaterThan(0);

    await keeper.forget();
    expect(storage.entries.size).toBe(0);
    expect(await failureOf(keeper.readWith('bag', offline))).not.toBeInstanceOf(LastSeenCopy);
  });

  it('keep nothing of a read that was under way when they were forgotten', async () => {
    const storage = memoryStorage();
    const { keeper, session } = keeperFor(storage);
    let answer: (bag: typeof BAG) => void = () => undefined;
    const read = keeper.readWith('bag', () => new Promise<typeof BAG>((r) => (answer = r)));
    // Signed out while the bag was on its way.
    session.token = null;
    await keeper.forget();
    answer(BAG);
    await expect(read).resolves.toEqual(BAG);
    await settle();
    expect(storage.entries.size).toBe(0);

    // Forgotten (a -1 reply) while the cookie is still there: the same.
    session.token = 'token-of-li-mei';
    const second = keeper.readWith('bag', () => new Promise<typeof BAG>((r) => (answer = r)));
    await keeper.forget();
    answer(BAG);
    await second;
    await settle();
    expect(storage.entries.size).toBe(0);
  });

  it("never give one member's copy to another, and drop it when the other's are kept", async () => {
    const storage = memoryStorage();
    const { keeper, session } = keeperFor(storage, 'token-of-li-mei');
    await keeper.readWith('bag', async () => BAG);
    await settle();

    session.token = 'token-of-wang-fang';
    expect(await keeper.recall('bag')).toBeNull();
    expect(await failureOf(keeper.readWith('bag', offline))).not.toBeInstanceOf(LastSeenCopy);
    await keeper.readWith('order/40', async () => ({ id: 40 }));
    await settle();
    expect(JSON.stringify([...storage.entries.values()])).not.toContain('羊绒');

    // Nor back again: the first member's bag is gone from the device.
    session.token = 'token-of-li-mei';
    expect(await keeper.recall('bag')).toBeNull();
    expect(await keeper.recall('order/40')).toBeNull();
  });

  it('keep nothing without a session, and never the access token itself', async () => {
    const storage = memoryStorage();
    const { keeper, session } = keeperFor(storage, 'secret-token-123');
    session.token = null;
    await expect(keeper.readWith('bag', async () => BAG)).resolves.toEqual(BAG);
    await settle();
    expect(storage.entries.size).toBe(0);

    session.token = 'secret-token-123';
    await keeper.readWith('bag', async () => BAG);
    await settle();
    expect(storage.entries.size).toBe(2);
    const stored = JSON.stringify([...storage.entries.entries()]);
    expect(stored).not.toContain('secret-token-123');
    expect(stored).toContain(ownerOf('secret-token-123'));
  });

  it('name each session apart, the same way every time', () => {
    expect(ownerOf('abc')).toBe(ownerOf('abc'));
    expect(ownerOf('abc')).not.toBe(ownerOf('abd'));
    expect(ownerOf('abc')).not.toBe(ownerOf('cba'));
  });
});
