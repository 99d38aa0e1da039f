// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-reload';
import { allowStorage, refuseAccess, refuseWrites } from './refused-storage.testing';
import { browserStore } from './safe-storage';

afterEach(() => {
  allowStorage();
  sessionStorage.clear();
});

describe('the chunk-load reload guard', () => {
  it('reloads at most once every 60 seconds', () => {
    const storage = browserStore('sessionStorage');
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(1_000_000, storage)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000_000 + 59_999, storage)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000 + 60_000, storage)).toBe(true);
  });

  it.each([
    ['reading it throws', () => refuseAccess('sessionStorage')],
    ['it is full', refuseWrites],
  ])('leaves the reload to the shopper when session storage %s', (_, refuse) => {
    refuse();
    // Nothing would tell the reloaded page that it had reloaded already.
    expect(shouldReloadAfterChunkError(1_000_000, browserStore('sessionStorage'))).toBe(false);
  });
});
