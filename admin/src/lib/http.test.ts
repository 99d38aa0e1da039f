import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleError, get, http, post, setRedirectHandler } from './http';
import { i18n } from './lang';

/** The server's answers, as the adapter hands them to axios (which refuses a 4xx). */
function answering(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => setRedirectHandler(() => {}));

describe("the console's calls", () => {
  it('answer the data of a reply with code 0, asking in the chosen language', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    answering(200, { code: 0, data: { required: true }, msg: 'OK' }, seen);
    await expect(get('/settings/second-factor')).resolves.toEqual({ required: true });
    expect(seen[0]?.baseURL).toBe('/admin/api');
    expect(seen[0]?.headers.get('Language')).toBe('en');
  });

  it('send every change as JSON, an empty body too', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    answering(200, { code: 0, data: null, msg: 'OK' }, seen);
    await post('/sign-out');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.data).toBe('{}');
  });

  it("turn a refusal into an error with the server's sentence, and leave it there", async () => {
    const redirect = vi.fn();
    setRedirectHandler(redirect);
    const msg = 'Your role (Warehouse) may not do this (it needs the permission staff.manage)';
    answering(403, { code: 'staffForbidden', data: null, msg });
    const refusal = await get('/staff').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConsoleError);
    expect(refusal).toMatchObject({ status: 403, code: 'staffForbidden', message: msg });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('send to the sign-in page when the session is over', async () => {
    const redirect = vi.fn();
    setRedirectHandler(redirect);
    answering(401, { code: 'staffSignInNeeded', data: null, msg: 'Please sign in' });
    await expect(get('/me')).rejects.toMatchObject({ code: 'staffSignInNeeded' });
    expect(redirect).toHaveBeenCalledWith('staffSignInNeeded');
  });

  it('say so in the chosen language when the server cannot be reached', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(get('/me')).rejects.toMatchObject({
      code: 'network',
      message: "The shop's server cannot be reached: check the network",
    });
  });
});
