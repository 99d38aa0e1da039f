import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { goodsList } from '../../contract/catalogue';
import type { subscribe } from '../../contract/content';
import type { orderPreview } from '../../contract/order';
import {
  ApiError,
  loadApiClient,
  endpoint,
  isOfflineOrderError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  setLoginRequiredHandler,
  toFormData,
} from './api-client';

let sent: InternalAxiosRequestConfig[] = [];
let answer: { code: number; data: unknown; msg: string } | 'network-down' = {
  code: 0,
  data: {},
  msg: '',
};

const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  if (answer === 'network-down') throw Object.assign(new Error('Network Error'), { config });
  return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
};

const list = endpoint<typeof goodsList>('api/default/goods-list', 'GET');
const subscribeCall = endpoint<typeof subscribe>('api/kc/subscribe/subscribe-log', 'POST');
const memberCall = endpoint<typeof goodsList>('api/default/goods-list', 'GET', { noLogin: false });

/** A document holding these cookies, and no replies of its own for the page's calls. */
const stubDocument = (cookie: string) =>
  vi.stubGlobal('document', { cookie, getElementById: () => null });

beforeEach(async () => {
  sent = [];
  answer = { code: 0, data: { list: [] }, msg: 'ok' };
  (await loadApiClient()).defaults.adapter = adapter;
  stubDocument('');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the api client', () => {
  it('sends every call to /api with the mall id, the call name and the spec timeout', async () => {
    await list({ page: 2 });
    const config = sent[0] as InternalAxiosRequestConfig;
    expect(config.baseURL).toBe('/api');
    expect(config.params).toMatchObject({ _mall_id: 2, r: 'api/default/goods-list', page: 2 });
    expect(config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(240000);
    expect(config.withCredentials).toBe(true);
  });

  it('repeats array parameters in the query string', async () => {
    await list({ color: [3, 7] });
    const config = sent[0] as InternalAxiosRequestConfig;
    expect((await loadApiClient()).getUri(config)).toContain('color=3&color=7');
  });

  it('sends the platform, the language from the lang cookie and the access token', async () => {
    stubDocument(
      `lang=EN; userInfo=${encodeURIComponent(JSON.stringify({ access_token: 'tok-123' }))}`,
    );
    await list({});
    const headers = (sent[0] as InternalAxiosRequestConfig).headers;
    expect(headers.get('X-App-Platform')).toBe('mobile');
    expect(headers.get('language')).toBe('en');
    expect(headers.get('X-Access-Token')).toBe('tok-123');
  });

  it("keeps a token the call names itself (another session's logout), not the signed-in one", async () => {
    stubDocument(`userInfo=${encodeURIComponent(JSON.stringify({ access_token: 'tok-now' }))}`);
    await list({}, { headers: { 'X-Access-Token': 'tok-before' } });
    expect((sent[0] as InternalAxiosRequestConfig).headers.get('X-Access-Token')).toBe(
      'tok-before',
    );
  });

  it('defaults to Chinese and sends no token to a visitor', async () => {
    await list({});
    const headers = (sent[0] as InternalAxiosRequestConfig).headers;
    expect(headers.get('language')).toBe('cn');
    expect(headers.has('X-Access-Token')).toBe(false);
  });

  it('posts multipart form data with array and object fields JSON-encoded', async () => {
    await subscribeCall({ email: 'a@b.cn' });
    const body = (sent[0] as InternalAxiosRequestConfig).data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('email')).toBe('a@b.cn');
    const form = toFormData({ ids: [1, 2], sku: { id: 3 }, n: 4, skip: undefined });
    expect(form.get('ids')).toBe('[1,2]');
    expect(form.get('sku')).toBe('{"id":3}');
    expect(form.get('n')).toBe('4');
    expect(form.has('skip')).toBe(false);
  });

  it('resolves to data on code 0 and rejects other codes with the message', async () => {
    await expect(list({})).resolves.toEqual({ list: [] });
    answer = { code: 422, data: null, msg: '参数 sort 不正确' };
    await expect(list({})).rejects.toEqual(
      new ApiError(422, '参数 sort 不正确', 'api/default/goods-list'),
    );
  });

  it('starts the login flow on -1, except for calls that need no login', async () => {
    const onLogin = vi.fn();
    setLoginRequiredHandler(onLogin);
    answer = { code: -1, data: null, msg: 'login' };
    await expect(memberCall({})).rejects.toBeInstanceOf(ApiError);
    expect(onLogin).toHaveBeenCalledTimes(1);
    await expect(list({})).rejects.toBeInstanceOf(ApiError);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('only logs and rejects network errors', async () => {
    answer = 'network-down';
    await expect(list({})).rejects.toBeInstanceOf(NetworkError);
    expect(console.warn).toHaveBeenCalled();
  });

  it('refuses an order call at once while offline, sending and queuing nothing', async () => {
    const preview = endpoint<typeof orderPreview>('api/order/preview', 'POST', { noLogin: false });
    vi.stubGlobal('navigator', { onLine: false });
    const refused = await preview({ sku_list: [] } as never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NetworkError);
    expect(isOfflineOrderError(refused)).toBe(true);
    // The catalogue is still asked: the service worker may hold its reply.
    await list({ page: 1 });
    expect(sent.map((config) => config.params.r)).toEqual(['api/default/goods-list']);
    vi.stubGlobal('navigator', { onLine: true });
    await preview({ sku_list: [] } as never);
    expect(sent).toHaveLength(2);
  });
});
