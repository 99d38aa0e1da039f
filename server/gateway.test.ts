import { gunzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { test } from './test/fixtures';
import { call, databases } from './test/harness';

describe.each(databases)('the call contract on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('answers a known call with code 0, data and a message', async ({ shop }) => {
    const reply = await call<{ list: unknown[] }>(shop.app, 'api/search/hot-list');
    expect(reply.code).toBe(0);
    expect(reply.data.list.length).toBeGreaterThan(0);
    expect(typeof reply.msg).toBe('string');
  });

  test('says so for an unknown call, in the request language', async ({ shop }) => {
    const cn = await call(shop.app, 'api/nothing/here');
    const en = await call(shop.app, 'api/nothing/here', { lang: 'en' });
    expect(cn.code).not.toBe(0);
    expect(cn.msg).toContain('未知的接口');
    expect(en.msg).toBe('Unknown call: api/nothing/here');
  });

  test('refuses a missing call name and a wrong mall id', async ({ shop }) => {
    const missing = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=2',
      headers: { language: 'en' },
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: 404, msg: 'The call name (r) is missing' });
    const mall = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=7&r=api/search/hot-list',
    });
    expect(mall.json().code).not.toBe(0);
  });

  test('refuses the wrong method', async ({ shop }) => {
    const reply = await call(shop.app, 'api/default/goods-list', {
      method: 'POST',
      form: {},
      lang: 'en',
    });
    expect(reply.code).not.toBe(0);
    expect(reply.msg).toContain('must be sent with GET');
  });

  test('explains invalid input in Chinese and English and changes nothing', async ({ shop }) => {
    const cn = await call(shop.app, 'api/goods/detail', { query: { id: 'abc' } });
    const en = await call(shop.app, 'api/goods/detail', { query: { id: '-4' }, lang: 'en' });
    expect(cn.code).toBe(422);
    expect(cn.msg).toMatch(/^参数 id 不正确/);
    expect(en.code).toBe(422);
    expect(en.msg).toMatch(/^Invalid id: /);
  });

  test('takes the language from the lang cookie when no header is sent', async ({ shop }) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=2&r=api/nothing',
      headers: { cookie: 'lang=EN' },
    });
    expect(response.json().msg).toBe('Unknown call: api/nothing');
  });

  test('reads multipart and url-encoded bodies, and survives malformed ones', async ({ shop }) => {
    const boundary = '----shop';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      '',
      'multi@example.com',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const ok = await shop.app.inject({
      method: 'POST',
      url: '/api?_mall_id=2&r=api/kc/subscribe/subscribe-log',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, language: 'en' },
      payload: multipart,
    });
    expect(ok.json()).toMatchObject({ code: 0, msg: 'Thank you for subscribing' });

    const broken = await shop.app.inject({
      method: 'POST',
      url: '/api?_mall_id=2&r=api/kc/subscribe/subscribe-log',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated`,
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().code).not.toBe(0);

    const json = await shop.app.inject({
      method: 'POST',
      url: '/api?_mall_id=2&r=api/kc/subscribe/subscribe-log',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().code).not.toBe(0);
  });

  test('sends public catalogue replies gzipped to clients that accept it', async ({ shop }) => {
    const url = '/api?_mall_id=2&r=api/default/goods-list&page_size=5';
    const plain = await shop.app.inject({ method: 'GET', url });
    const zipped = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  test('sends a large reply of the caller’s own gzipped too, and a small one as it is', async ({
    shop,
  }) => {
    // The pieces suggested beside the bag: a POST, so never cached.
    const suggestions = (headers: Record<string, string> = {}) =>
      shop.app.inject({
        method: 'POST',
        url: '/api?_mall_id=2&r=api/cart/hot-sale-goods',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'limit=24',
      });
    const plain = await suggestions();
    const zipped = await suggestions({ 'accept-encoding': 'gzip, deflate' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=2&r=api/cart/get-cart-num',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0, data: { num: 0 } });
  });

  test('marks only public replies that answered well as fit for the offline cache', async ({
    shop,
  }) => {
    const header = async (url: string, headers: Record<string, string> = {}) =>
      (await shop.app.inject({ method: 'GET', url, headers })).headers['x-shop-offline'];
    expect(await header('/api?_mall_id=2&r=api/default/goods-list&page_size=5')).toBe('cache');
    expect(await header('/api?_mall_id=2&r=api/search/hot-list')).toBe('cache');
    // A refusal (an unknown product, bad input) is not worth keeping.
    expect(await header('/api?_mall_id=2&r=api/goods/detail&id=99999999')).toBeUndefined();
    expect(await header('/api?_mall_id=2&r=api/goods/detail&id=abc')).toBeUndefined();
    // Personal calls never carry the mark, signed in or not.
    expect(await header('/api?_mall_id=2&r=api/cart/list')).toBeUndefined();
    expect(
      await header('/api?_mall_id=2&r=api/user/user-center', { 'x-access-token': 'not-a-session' }),
    ).toBeUndefined();
  });

  test('sets security headers', async ({ shop }) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=2&r=api/search/hot-list',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
