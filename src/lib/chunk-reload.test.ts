import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-reload';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the chunk-load reload guard', () => {
  it('reloads at most once every 60 seconds', () => {
    const storage = memoryStorage();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(1_000_000, storage)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000_000 + 59_999, storage)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000 + 60_000, storage)).toBe(true);
  });
});
