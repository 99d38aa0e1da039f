import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { wishListIdsQueryOptions, wishListMutationOptions } from './api';

describe('after a wish-list change', () => {
  it('reads the wish list again even when a first read was under way before the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The server's wish list: empty until the change lands.
    let onServer: number[] = [];
    const reads: Promise<void>[] = [];
    const queryKey = wishListIdsQueryOptions().queryKey;
    const observer = new QueryObserver(queryClient, {
      queryKey,
      // Each read answers what the server had when it arrived, a moment later.
      queryFn: ({ signal }) => {
        const answer = [...onServer];
        const read = new Promise<number[]>((resolve, reject) => {
          const timer = setTimeout(() => resolve(answer), 20);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('Aborted', 'AbortError'));
          });
        });
        reads.push(read.then(() => undefined).catch(() => undefined));
        return read;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(reads).toHaveLength(1);

    onServer = [33];
    const onSettled = wishListMutationOptions(queryClient)
      .onSettled as unknown as () => Promise<unknown>;
    await onSettled();
    await Promise.all(reads);
    await waitUntil(() => queryClient.getQueryData(queryKey) !== undefined);
    expect(queryClient.getQueryData(queryKey)).toEqual([33]);
    unsubscribe();
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !done(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
