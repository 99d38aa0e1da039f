import { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, loadApiClient, NetworkError } from '../../lib/api-client';
import { userState } from '../account';
import { addToCartMutationOptions } from './api';
import { cartCountQueryOptions } from './count';

// An add to the member's bag whose reply never came: the count, asked again, says whether it
// was made, so that the shopper is not asked to add a piece the bag already took.

type Outcome = { num: number } | 'refused' | 'no-reply';
/**
 * What the shop does with each call, by its name: a reply's data, a refusal or no reply (a list:
 * one after the other, the last one for ever after).
 */
let shop: Record<string, Outcome | Outcome[]> = {};
let calls: string[] = [];

const adapter: AxiosAdapter = async (config) => {
  const r = String((config.params as { r: string }).r);
  calls.push(r);
  const given = shop[r];
  const outcome = Array.isArray(given)
    ? given[Math.min(calls.filter((call) => call === r).length - 1, given.length - 1)]
    : given;
  if (outcome === 'no-reply' || outcome === undefined) {
    throw Object.assign(new Error('Network Error'), { config });
  }
  const data =
    outcome === 'refused'
      ? { code: 1, msg: 'Only 2 left', data: null }
      : { code: 0, msg: '', data: outcome };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

function add(countBefore?: number) {
  const queryClient = new QueryClient();
  if (countBefore !== undefined) {
    queryClient.setQueryData(cartCountQueryOptions().queryKey, { num: countBefore });
  }
  const { mutationFn } = addToCartMutationOptions(queryClient);
  return mutationFn!({ sku_id: 37, quantity: 1 }, {} as never);
}

beforeEach(async () => {
  calls = [];
  (await loadApiClient()).defaults.adapter = adapter;
  vi.stubGlobal('document', { cookie: '', getElementById: () => null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  userState.userInfo = { access_token: 'member-token' };
});

afterEach(() => {
  userState.userInfo = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an add to the bag whose reply is lost', () => {
  it('is made when the count grew by the piece since the page last read it', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': { num: 3 } };
    await expect(add(2)).resolves.toEqual({ num: 3 });
    expect(calls).toEqual(['api/cart/add', 'api/cart/get-cart-num']);
  });

  it('failed when the count is what it was', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': { num: 2 } };
    await expect(add(2)).rejects.toBeInstanceOf(NetworkError);
  });

  it('asks the count a second time when the first ask got no answer either', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': ['no-reply', { num: 3 }] };
    await expect(add(2)).resolves.toEqual({ num: 3 });
    expect(calls).toEqual(['api/cart/add', 'api/cart/get-cart-num', 'api/cart/get-cart-num']);
  });

  it('failed when the count cannot be read either', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': 'no-reply' };
    await expect(add(2)).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toEqual(['api/cart/add', 'api/cart/get-cart-num', 'api/cart/get-cart-num']);
  });

  it('reads the count before the add when the page has none', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': [{ num: 2 }, { num: 3 }] };
    await expect(add()).resolves.toEqual({ num: 3 });
    expect(calls).toEqual(['api/cart/get-cart-num', 'api/cart/add', 'api/cart/get-cart-num']);
  });

  it('failed when there is no count before the add to compare with', async () => {
    shop = { 'api/cart/add': 'no-reply', 'api/cart/get-cart-num': ['no-reply', { num: 3 }] };
    await expect(add()).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toEqual(['api/cart/get-cart-num', 'api/cart/add']);
  });

  it("leaves the server's refusal as it is", async () => {
    shop = { 'api/cart/add': 'refused', 'api/cart/get-cart-num': { num: 3 } };
    await expect(add(2)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['api/cart/add']);
  });

  it('takes the count of an add that answered', async () => {
    shop = { 'api/cart/add': { num: 3 } };
    await expect(add(2)).resolves.toEqual({ num: 3 });
    expect(calls).toEqual(['api/cart/add']);
  });
});
