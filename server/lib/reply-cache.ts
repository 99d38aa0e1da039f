import { gzipSync } from 'node:zlib';

/** A serialized reply, with its gzip form made on first demand. */
export class CachedBody {
  private gzipped: Buffer | undefined;

  constructor(readonly raw: Buffer) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.raw, { level: 6 });
    return this.gzipped;
  }
}

/**
 * A small in-memory cache of serialized replies, bounded in entries and age. Each server
 * instance keeps its own; the age bound is what keeps several instances consistent enough.
 */
export class ReplyCache {
  private readonly entries = new Map<string, { body: CachedBody; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: CachedBody, ttlMs: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { body, expiresAt: now + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
