import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openMemoryDatabase } from './db/database';
import { parseExposition } from './test/exposition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app over an empty database, with `env`, writing its JSON log lines into `lines`. */
async function appWith(env: NodeJS.ProcessEnv, lines: Record<string, unknown>[] = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-request-id-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const handle = openMemoryDatabase();
  const app = await buildApp({ config, db: handle.db, logger: { level: 'info', stream } });
  cleanups.push(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

function ask(app: FastifyInstance, remoteAddress: string, id?: string, url = '/no-such-page') {
  return app.inject({
    url,
    remoteAddress,
    headers: id === undefined ? {} : { 'x-request-id': id },
  });
}

describe('the request id', () => {
  it('is made by the shop when no balancer is trusted, whatever the client sends', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWith({}, lines);
    const reply = await ask(app, '10.0.0.1', 'chosen-by-client');
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const line = lines.find((l) => l.msg === 'request' && l.url === '/no-such-page');
    expect(line?.reqId).toBe(id);
    expect(JSON.stringify(lines)).not.toContain('chosen-by-client');
  });

  it('is the balancer’s X-Request-Id when it is trusted and the id well formed', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWith({ TRUST_PROXY: 'on' }, lines);
    const id = 'Root-1-67891233-abcdef012345678912345678';
    const reply = await ask(app, '10.0.0.1', id);
    expect(reply.headers['x-request-id']).toBe(id);
    expect(lines.find((l) => l.msg === 'request')?.reqId).toBe(id);
    for (const malformed of ['two words', 'a'.repeat(129), '<script>', 'café', 'id=1', '']) {
      const replaced = await ask(app, '10.0.0.1', malformed);
      expect(replaced.headers['x-request-id'], malformed).toMatch(UUID);
    }
    // A second header (a client's beside the balancer's) makes it ambiguous: a new id.
    const doubled = await app.inject({
      url: '/no-such-page',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': ['from-client', 'from-balancer'] },
    });
    expect(doubled.headers['x-request-id']).toMatch(UUID);
  });

  it('is taken only from the balancers TRUST_PROXY lists, judged by the connection', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.1, 10.2.0.0/16' });
    expect((await ask(app, '10.0.0.1', 'lb-1')).headers['x-request-id']).toBe('lb-1');
    expect((await ask(app, '::ffff:10.2.3.4', 'lb-2')).headers['x-request-id']).toBe('lb-2');
    const other = await app.inject({
      url: '/no-such-page',
      remoteAddress: '10.0.0.2',
      headers: { 'x-request-id': 'lb-3', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(other.headers['x-request-id']).toMatch(UUID);
  });

  it('names each of many requests at once with its own id, never another’s', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.1' });
    const sent = Array.from({ length: 60 }, (_, i) => ({
      id: `lb-${i}`,
      from: i % 3 === 0 ? '10.0.0.9' : '10.0.0.1',
    }));
    const replies = await Promise.all(sent.map(({ id, from }) => ask(app, from, id)));
    const ids = replies.map((reply) => reply.headers['x-request-id']);
    sent.forEach(({ id, from }, i) => {
      if (from === '10.0.0.1') expect(ids[i]).toBe(id);
      else expect(ids[i]).toMatch(UUID);
    });
    expect(new Set(ids).size).toBe(sent.length);
  });

  it('comes back with every reply and is on every line logged while it is served', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWith({ TRUST_PROXY: 'on' }, lines);
    const replies = [
      await ask(app, '10.0.0.1', 'page-1', '/no-such-page'),
      await ask(app, '10.0.0.1', 'call-1', '/api?_mall_id=2&r=api/no-such-call'),
      await ask(app, '10.0.0.1', 'health-1', '/healthz'),
      await ask(app, '10.0.0.1', 'metrics-1', '/metrics'),
      await app.inject({
        method: 'POST',
        url: '/api/payment/notify/sandbox',
        remoteAddress: '10.0.0.1',
        headers: { 'x-request-id': 'notify-1', 'content-type': 'application/json' },
        payload: '{"forged":true}',
      }),
      await app.inject({
        method: 'POST',
        url: '/api?_mall_id=2&r=api/passport/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-request-id': 'broken-1', 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ];
    expect(replies.map((r) => r.headers['x-request-id'])).toEqual([
      'page-1',
      'call-1',
      'health-1',
      'metrics-1',
      'notify-1',
      'broken-1',
    ]);
    const refusedNotify = lines.find((l) => String(l.msg).includes('bad signature'));
    expect(refusedNotify?.reqId).toBe('notify-1');
    const brokenBody = lines.find((l) => l.msg === 'request refused');
    expect(brokenBody?.reqId).toBe('broken-1');
    // The database here has no tables: the call fails on the server, and its line says which.
    await ask(app, '10.0.0.1', 'failing-1', '/api?_mall_id=2&r=api/goods/detail&id=1');
    const failedCall = lines.find((l) => l.msg === 'call failed');
    expect(failedCall?.reqId).toBe('failing-1');
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toMatch(/-1$/);
  });
});

describe('a call that fails on the server', () => {
  it('is counted as an API error, though its reply is HTTP 200 as every call’s is', async () => {
    const app = await appWith({});
    const reply = await ask(app, '127.0.0.1', undefined, '/api?_mall_id=2&r=api/goods/detail&id=1');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ code: 500 });
    const metrics = parseExposition((await ask(app, '127.0.0.1', undefined, '/metrics')).body);
    expect(metrics.value('shop_api_errors_total', { call: 'api/goods/detail' })).toBe(1);
    const labels = { method: 'GET', route: '/api', call: 'api/goods/detail', status: '200' };
    expect(metrics.value('shop_http_requests_total', labels)).toBe(1);
  });
});
