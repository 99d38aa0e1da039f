import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, databases } from './test/harness';
import { startServerProcess, type ServerProcess } from './test/server-process';

interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** The HTTP/1.1 responses one connection carried, interim 100 Continue left out. */
function responsesIn(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const head = rest.subarray(0, headEnd).toString('latin1');
    const length = Number(/^content-length: *(\d+)$/im.exec(head)?.[1] ?? 0);
    const body = rest.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    rest = rest.subarray(headEnd + 4 + length);
    const status = Number(head.slice(9, 12));
    if (status !== 100) responses.push({ status, head, body });
  }
  return responses;
}

/**
 * A form post sent by hand on a connection of its own: the headers and half the body now, the
 * rest when told (or never). `Expect: 100-continue` makes the server say when it has the
 * request in hand.
 */
async function slowPost(port: number) {
  const body = `note=${'x'.repeat(2000)}`;
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    [
      'POST /api?_mall_id=2&r=api/search/hot-list HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${body.length}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  await vi.waitFor(() => expect(Buffer.concat(chunks).toString()).toContain('100 Continue'));
  socket.write(body.slice(0, 1000));
  return {
    /** Sends the rest of the body, and then `next` on the same connection. */
    finish: (next = '') => socket.write(body.slice(1000) + next),
    /** Every response the connection carried, once the server closed it. */
    responses: closed.then(() => responsesIn(Buffer.concat(chunks))),
  };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A request on a keep-alive connection that then stays open, idle, in `agent`. */
function idleKeepAlive(origin: string, agent: http.Agent) {
  return new Promise<{ closed: Promise<void> }>((resolve, reject) => {
    http
      .get(`${origin}/healthz`, { agent }, (response) => {
        const socket = response.socket;
        const closed = new Promise<void>((done) => socket.on('close', () => done()));
        response.on('end', () => resolve({ closed }));
        response.resume();
      })
      .on('error', reject);
  });
}

function nonJsonLines(server: ServerProcess): string[] {
  return server.lines
    .map((line) => line.text)
    .filter((text) => {
      try {
        return typeof JSON.parse(text) !== 'object';
      } catch {
        return true;
      }
    });
}

/** The server's last lines, to say why it exited as it did. */
const lastLines = (server: ServerProcess) =>
  server.lines
    .slice(-8)
    .map((line) => line.text)
    .join('\n');

const messageIs = (msg: string) => (line: Record<string, unknown>) => line.msg === msg;

describe.each(databases)('the server process on %s', (kind) => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
    env = { NODE_ENV: 'production', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist') };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extraEnv: Record<string, string> = {}) {
    const server = await startServerProcess({ ...env, ...extraEnv });
    servers.push(server);
    return server;
  }

  it('seeds a fresh shop writing only JSON lines, and on SIGTERM finishes the requests under way, takes no new connection and exits 0', async () => {
    const server = await start();
    await server.waitForLine(messageIs('seeded the demo catalogue'));
    const agent = new http.Agent({ keepAlive: true });
    const idle = await idleKeepAlive(server.origin, agent);
    const first = await slowPost(server.port);
    const second = await slowPost(server.port);

    server.signal('SIGTERM');
    await server.waitForLine(messageIs('shutting down'));
    await vi.waitFor(async () => expect(await connectionRefused(server.port)).toBe(true));
    await idle.closed;
    expect(server.running()).toBe(true);

    // A request that comes on a connection still open is answered: not ready, shutting down.
    first.finish('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    second.finish();
    const [firstResponses, secondResponses] = await Promise.all([
      first.responses,
      second.responses,
    ]);
    expect(firstResponses.map((response) => response.status)).toEqual([200, 503]);
    expect(JSON.parse(firstResponses[0]?.body ?? '')).toMatchObject({ code: expect.any(Number) });
    expect(JSON.parse(firstResponses[1]?.body ?? '')).toEqual({
      status: 'not ready',
      reason: 'shutting down',
    });
    expect(secondResponses.map((response) => response.status)).toEqual([200]);

    expect(await server.exited, lastLines(server)).toBe(0);
    await server.waitForLine(messageIs('stopped'));
    expect(nonJsonLines(server)).toEqual([]);
    agent.destroy();
  }, 90_000);

  it('after SIGTERM serves on while it drains, not ready for the balancer, then stops listening', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '3000' });
    server.signal('SIGTERM');
    await server.waitForLine(messageIs('shutting down'));
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    const call = await fetch(`${server.origin}/api?_mall_id=2&r=api/search/hot-list`);
    expect(await call.json()).toMatchObject({ code: 0 });
    expect(await connectionRefused(server.port)).toBe(false);

    await vi.waitFor(async () => expect(await connectionRefused(server.port)).toBe(true), {
      timeout: 10_000,
    });
    expect(await server.exited, lastLines(server)).toBe(0);
  }, 60_000);

  it('exits when its deadline comes even though a request never finishes', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '2000' });
    await slowPost(server.port);
    server.signal('SIGTERM');
    await server.waitForLine(messageIs('shutting down'));
    expect(await server.exited).toBe(1);
    expect(
      await server.waitForLine(messageIs('the shutdown ran out of time: exiting')),
    ).toMatchObject({ timeoutMs: 2000 });
    expect(nonJsonLines(server)).toEqual([]);
  }, 60_000);

  it('exits at once on a second signal', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    await slowPost(server.port);
    server.signal('SIGTERM');
    await server.waitForLine(messageIs('shutting down'));
    server.signal('SIGINT');
    expect(await server.exited).toBe(1);
    expect(await server.waitForLine(messageIs('a second signal: exiting at once'))).toMatchObject({
      signal: 'SIGINT',
    });
  }, 60_000);
});
