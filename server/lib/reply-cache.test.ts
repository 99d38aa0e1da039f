import { describe, expect, it } from 'vitest';
import { CachedBody, ReplyCache, type Computed } from './reply-cache';

const body = (text: string): Computed => ({
  body: new CachedBody(Buffer.from(text)),
  cacheable: true,
});

describe('the reply cache', () => {
  it('computes once for concurrent misses of the same key', async () => {
    const cache = new ReplyCache(10);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return body('list');
    };
    const replies = await Promise.all([1, 2, 3, 4].map(() => cache.serve('k', 1000, compute)));
    expect(calls).toBe(1);
    expect(replies.map((r) => r.raw.toString())).toEqual(['list', 'list', 'list', 'list']);
  });

  it('serves a stale reply while one refresh runs, then the new one', async () => {
    const cache = new ReplyCache(10);
    await cache.serve('k', 100, async () => body('old'), 0);
    let refreshes = 0;
    let finish: (value: Computed) => void = () => undefined;
    const refresh = () => {
      refreshes += 1;
      return new Promise<Computed>((resolve) => (finish = resolve));
    };
    expect((await cache.serve('k', 100, refresh, 150)).raw.toString()).toBe('old');
    expect((await cache.serve('k', 100, refresh, 160)).raw.toString()).toBe('old');
    expect(refreshes).toBe(1);
    finish(body('new'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.serve('k', 100, refresh, 200)).raw.toString()).toBe('new');
    expect(refreshes).toBe(1);
  });

  it('asks again after a reply that must not be kept, and after the stale window', async () => {
    const cache = new ReplyCache(10);
    let calls = 0;
    const failing = async (): Promise<Computed> => {
      calls += 1;
      return { body: new CachedBody(Buffer.from('error')), cacheable: false };
    };
    await cache.serve('k', 100, failing, 0);
    await cache.serve('k', 100, failing, 1);
    expect(calls).toBe(2);
    await cache.serve('j', 100, async () => body('a'), 0);
    const later = await cache.serve('j', 100, async () => body('b'), 250);
    expect(later.raw.toString()).toBe('b');
  });

  it('keeps at most its number of entries', async () => {
    const cache = new ReplyCache(2);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return body('x');
    };
    for (const key of ['a', 'b', 'c', 'a']) await cache.serve(key, 1000, compute, 0);
    expect(calls).toBe(4);
  });
});
