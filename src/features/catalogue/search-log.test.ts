// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { NetworkError } from '../../lib/api-client';
import { goodsListQueryOptions, sendSearchResultOpened } from './api';
import { noteSubmittedSearch } from './search-log';
import { listFilters } from './search-params';

const TOKEN = 'tok_0123456789abcdefghij';

const calls = vi.hoisted(() => ({
  goodsList: vi.fn(),
  resultOpened: vi.fn(),
}));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  endpoint: (r: string) => (input: unknown, options?: unknown) =>
    r === 'api/default/goods-list'
      ? calls.goodsList(input, options)
      : r === 'api/search/result-opened'
        ? calls.resultOpened(input, options)
        : Promise.reject(new Error(`unexpected call ${r}`)),
}));

const emptyScreen = { series: [], color: [], size: [], season: [], promotion: [] };
/** The server's reply: a token only to a search just made. */
calls.goodsList.mockImplementation((_input: unknown, options?: { headers?: object }) =>
  Promise.resolve({
    list: [],
    pagination: { page: 1, page_size: 20, page_count: 1, totalCount: 3, total_count: 3 },
    screen: emptyScreen,
    category: null,
    partial_match: false,
    ...(options?.headers ? { search_token: TOKEN } : {}),
  }),
);

const searchOf = (keyword: string, more: object = {}) => listFilters({ keyword, ...more }, true);

afterEach(() => {
  calls.goodsList.mockClear();
  calls.resultOpened.mockReset();
});

describe('the search log on the device', () => {
  it('asks to log the submitted search, and keeps its token out of the query cache', async () => {
    const queryClient = new QueryClient();
    noteSubmittedSearch('silk scarf', 'en');
    const options = goodsListQueryOptions(searchOf('silk scarf'), 'en');
    await queryClient.fetchInfiniteQuery(options);
    expect(calls.goodsList).toHaveBeenCalledOnce();
    expect(calls.goodsList.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'x-new-search': '1' },
    });
    const page = queryClient.getQueryData(options.queryKey)?.pages[0];
    expect(page).toBeDefined();
    expect(page).not.toHaveProperty('search_token');
    expect(JSON.stringify(dehydrate(queryClient))).not.toContain(TOKEN);
  });

  it('sends the token once, when a result of that search is opened', async () => {
    calls.resultOpened.mockResolvedValue(null);
    noteSubmittedSearch('belt', 'cn');
    await new QueryClient().fetchInfiniteQuery(goodsListQueryOptions(searchOf('belt'), 'cn'));
    sendSearchResultOpened('other', 'cn');
    expect(calls.resultOpened).not.toHaveBeenCalled();
    sendSearchResultOpened('belt', 'cn');
    sendSearchResultOpened('belt', 'cn');
    expect(calls.resultOpened).toHaveBeenCalledOnce();
    expect(calls.resultOpened.mock.calls[0]?.[0]).toEqual({ search_token: TOKEN });
  });

  it('does not ask again for the same search, its other pages, or one filtered', async () => {
    const queryClient = new QueryClient();
    noteSubmittedSearch('coat', 'cn');
    await queryClient.fetchInfiniteQuery(
      goodsListQueryOptions(searchOf('coat', { color: [3] }), 'cn'),
    );
    await queryClient.fetchInfiniteQuery(
      goodsListQueryOptions(searchOf('coat', { page: 2 }), 'cn'),
    );
    await queryClient.fetchInfiniteQuery(goodsListQueryOptions(searchOf('coat'), 'en'));
    noteSubmittedSearch('coat', 'cn');
    await queryClient.fetchInfiniteQuery(goodsListQueryOptions(searchOf('coat'), 'cn'));
    await new QueryClient().fetchInfiniteQuery(goodsListQueryOptions(searchOf('coat'), 'cn'));
    const headers = calls.goodsList.mock.calls.map(
      (call) => (call[1] as { headers?: object }).headers,
    );
    expect(headers).toEqual([undefined, undefined, undefined, { 'x-new-search': '1' }, undefined]);
  });

  it('drops a mark that cannot be sent, offline', async () => {
    calls.resultOpened.mockRejectedValue(
      new NetworkError('offline', 'api/search/result-opened', true),
    );
    const rejections: unknown[] = [];
    const onRejection = (event: unknown) => rejections.push(event);
    process.on('unhandledRejection', onRejection);
    noteSubmittedSearch('hat', 'cn');
    await new QueryClient().fetchInfiniteQuery(goodsListQueryOptions(searchOf('hat'), 'cn'));
    expect(() => sendSearchResultOpened('hat', 'cn')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', onRejection);
    expect(calls.resultOpened).toHaveBeenCalledOnce();
    expect(rejections).toEqual([]);
    sendSearchResultOpened('hat', 'cn');
    expect(calls.resultOpened).toHaveBeenCalledOnce();
  });
});
