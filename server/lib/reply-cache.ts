import { gzipSync } from 'node:zlib';

/** A serialized reply, with its gzip form made on first demand. */
export class CachedBody {
  private gzipped: Buffer | undefined;

  constructor(
    readonly raw: Buffer,
    /** The call answered code 0: the reply may be kept for offline use. */
    readonly succeeded = false,
  ) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.raw, { level: 6 });
    return this.gzipped;
  }
}

export interface Computed {
  body: CachedBody;
  /** False for failures that must be asked again next time (a server error, say). */
  cacheable: boolean;
}

interface Entry {
  body: CachedBody;
  freshUntil: number;
  staleUntil: number;
}

/**
 * An in-memory cache of serialized replies, bounded in entries and age. A reply is fresh for its
 * time to live and then served stale for as long again while one refresh runs in the
 * background; concurrent misses for the same key share one computation. Each server instance
 * keeps its own cache; the age bound keeps several instances consistent enough.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Computed>>();

  constructor(private readonly maxEntries: number) {}

  async serve(
    key: string,
    ttlMs: number,
    compute: () => Promise<Computed>,
    now = Date.now(),
  ): Promise<CachedBody> {
    const entry = this.entries.get(key);
    if (entry && entry.freshUntil > now) return entry.body;
    if (entry && entry.staleUntil > now) {
      void this.computeOnce(key, ttlMs, compute, now).catch(() => undefined);
      return entry.body;
    }
    return (await this.computeOnce(key, ttlMs, compute, now)).body;
  }

  private computeOnce(key: string, ttlMs: number, compute: () => Promise<Computed>, now: number) {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = compute()
      .then((computed) => {
        if (computed.cacheable) this.store(key, computed.body, ttlMs, now);
        return computed;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private store(key: string, body: CachedBody, ttlMs: number, now: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { body, freshUntil: now + ttlMs, staleUntil: now + 2 * ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
