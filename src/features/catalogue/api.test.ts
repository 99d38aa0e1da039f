import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSearchHistoryMutationOptions, userSearchDataQueryOptions } from './api';

describe('clearing recent searches', () => {
  const setUp = () => {
    const queryClient = new QueryClient();
    const { queryKey } = userSearchDataQueryOptions('token', 'cn');
    queryClient.setQueryData(queryKey, { list: ['Silk scarf', 'coat'] });
    const options = clearSearchHistoryMutationOptions(queryClient, 'token', 'cn');
    const settle = (word: string | null, error: Error | null, context: unknown) =>
      options.onSettled?.(null, error, word, context as never, {} as never);
    return { queryClient, queryKey, options, settle };
  };

  it('takes every word off the screen at once', async () => {
    const { queryClient, queryKey, options } = setUp();
    await options.onMutate?.(null, {} as never);
    expect(queryClient.getQueryData(queryKey)).toEqual({ list: [] });
  });

  it('takes one word off whatever its case, and puts it back if the server refuses', async () => {
    const { queryClient, queryKey, options, settle } = setUp();
    const context = await options.onMutate?.('silk SCARF', {} as never);
    expect(queryClient.getQueryData(queryKey)).toEqual({ list: ['coat'] });
    await settle('silk SCARF', new Error('refused'), context);
    expect(queryClient.getQueryData(queryKey)).toEqual({ list: ['Silk scarf', 'coat'] });
  });

  it('asks for the history again once the server has answered', async () => {
    const { queryClient, queryKey, options, settle } = setUp();
    const context = await options.onMutate?.(null, {} as never);
    await settle(null, null, context);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKey)).toEqual({ list: [] });
  });
});
