import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseExposition } from './test/exposition';
import { test } from './test/fixtures';
import { startServerProcess } from './test/server-process';

/** An address of this machine other than loopback, which a client on the network would use. */
const otherAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

if (!otherAddress) console.log('metrics from another address skipped: no network interface');

/** The app listening on every interface, on a port of its own; its port. */
async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '0.0.0.0' });
  return (app.server.address() as net.AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function get(host: string, port: number, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${host}:${port}/metrics`, { headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

const inject = (app: FastifyInstance, remoteAddress: string, headers = {}) =>
  app.inject({ url: '/metrics', remoteAddress, headers });

describe('who may read /metrics', () => {
  test('the machine itself, by any of its loopback spellings, and nobody else', async ({
    shop,
  }) => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect((await inject(shop.app, address)).statusCode, address).toBe(200);
    }
    for (const address of ['10.1.2.3', '192.168.1.20', '::ffff:10.1.2.3', 'fd00::5']) {
      const refused = await inject(shop.app, address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.body).not.toContain('shop_');
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  test('judges the connection, never the X-Forwarded-For a client writes', async ({ shopWith }) => {
    const behindBalancer = await shopWith({ TRUST_PROXY: 'on' });
    const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' };
    expect((await inject(behindBalancer.app, '10.1.2.3', forged)).statusCode).toBe(403);
    // Answers stay right when allowed and refused scrapes arrive together.
    const addresses = Array.from({ length: 40 }, (_, i) => (i % 2 ? '10.1.2.3' : '127.0.0.1'));
    const answers = await Promise.all(
      addresses.map((address) => inject(behindBalancer.app, address, forged)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(
      addresses.map((address) => (address === '127.0.0.1' ? 200 : 403)),
    );
  });

  test('answers on a real socket from loopback and refuses another address', async ({ shop }) => {
    const port = await listening(shop.app);
    const local = await get('127.0.0.1', port);
    expect(local.status).toBe(200);
    expect(parseExposition(local.body).types.get('shop_http_requests_total')).toBe('counter');
    if (!otherAddress) return;
    const remote = await get(otherAddress, port, { 'x-forwarded-for': '127.0.0.1' });
    expect(remote.status).toBe(403);
    expect(remote.body).not.toContain('shop_');
  });

  test('lets in the addresses and ranges METRICS_ALLOW names', async ({ shopWith }) => {
    const ranges = await shopWith({ METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32' });
    for (const address of ['10.1.2.3', '::ffff:10.9.9.9', '2001:db8::7']) {
      expect((await inject(ranges.app, address)).statusCode, address).toBe(200);
    }
    for (const address of ['11.0.0.1', '192.168.1.20', '2001:db9::7']) {
      expect((await inject(ranges.app, address)).statusCode, address).toBe(403);
    }
    if (!otherAddress) return;
    const scraper = await shopWith({ METRICS_ALLOW: otherAddress });
    const port = await listening(scraper.app);
    expect((await get(otherAddress, port)).status).toBe(200);
  });

  test('moves to a port of its own with METRICS_PORT, off the shop’s port', async ({
    shopWith,
  }) => {
    const metricsPort = await freePort();
    const shop = await shopWith({ METRICS_PORT: String(metricsPort) });
    const shopPort = await listening(shop.app);
    const onShop = await get('127.0.0.1', shopPort);
    expect(onShop.status).toBe(404);
    expect(onShop.body).not.toContain('shop_http_requests_total');
    const apart = await get('127.0.0.1', metricsPort);
    expect(apart.status).toBe(200);
    expect(apart.headers.get('cache-control')).toBe('no-store');
    expect(apart.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = parseExposition(apart.body);
    // The shop's own requests are counted there.
    const refused = { method: 'GET', route: '*', call: '', status: '404' };
    expect(metrics.value('shop_http_requests_total', refused)).toBeGreaterThanOrEqual(1);
    if (otherAddress) expect((await get(otherAddress, metricsPort)).status).toBe(403);
  });
});

describe('the metrics settings', () => {
  // Each setting's messages are in config.test.ts; here, that the server stops on one.
  it('refuse to start the server when one cannot be read, saying why', async () => {
    const reason = /METRICS_ALLOW must be a comma-separated list .*"prometheus.internal"/;
    const started = startServerProcess({
      METRICS_ALLOW: 'prometheus.internal',
      DATA_DIR: os.tmpdir(),
    });
    const failure = await started.then(
      async (server) => {
        await server.kill();
        return null;
      },
      (error: unknown) => String(error),
    );
    expect(failure).toMatch(/the server exited \(1\) first/);
    const fatal = String(failure)
      .split('\n')
      .find((line) => line.includes('the configuration is not valid'));
    const logged = JSON.parse(fatal ?? '{}') as { level?: number; err?: { message?: string } };
    expect(logged.level).toBe(60);
    expect(logged.err?.message).toMatch(reason);
  });
});
