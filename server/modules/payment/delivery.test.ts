import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingHttpHeaders } from 'node:http';
import { NONCE_HEADER, SandboxPayment, TIMESTAMP_HEADER } from '../../providers/payment-sandbox';
import {
  NOTIFY_ATTEMPTS_MAX,
  deliverDueNotifies,
  deliverNotify,
  startNotifyDelivery,
} from '../../sandbox/pay-notify';
import { createTestShop, databases, type TestShop } from '../../test/harness';

/** A shop's notify URL that answers as it is told, and remembers what it received. */
function notifyEndpoint() {
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  let answers: { status: number; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      const answer = answers.shift() ?? { status: 200, body: '{"code":"SUCCESS"}' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  return {
    received,
    answer(next: { status: number; body: string }[]) {
      answers = next;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/notify/sandbox`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const failure = { status: 500, body: 'busy' };

describe.each(databases)('delivering the sandbox notify on %s', (kind) => {
  let shop: TestShop;
  let sandbox: SandboxPayment;
  const endpoint = notifyEndpoint();
  let notifyUrl: string;
  let serial = 0;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    sandbox = new SandboxPayment(shop.db, shop.config.paySecret);
    notifyUrl = await endpoint.listen();
  });
  afterAll(async () => {
    await endpoint.close();
    await shop?.close();
  });

  /** A payment the shopper approved at `now`, its notify due at once. */
  async function approved(now: number): Promise<string> {
    serial += 1;
    const paymentNo = `PDELIVERY${kind.toUpperCase()}${serial}`;
    await sandbox.start({
      paymentNo,
      method: 'wechat',
      amount: 520_00,
      description: 'test',
      scene: 'qr',
      openid: null,
      notifyUrl,
      returnUrl: '',
      expiresAt: now + 30 * 60_000,
      clientIp: '127.0.0.1',
    });
    await sandbox.settle(paymentNo, 'paid', now);
    endpoint.received.length = 0;
    return paymentNo;
  }

  const rowOf = async (paymentNo: string) => (await sandbox.row(paymentNo))!;

  it('retries after 1 s and 2 s until the shop acknowledges, then stops', async () => {
    const t0 = Date.UTC(2030, 0, 1);
    const paymentNo = await approved(t0);
    endpoint.answer([failure, { status: 200, body: '{"code":"FAIL"}' }]);

    expect(await deliverNotify(shop.db, sandbox, paymentNo, t0)).toBe(false);
    await deliverDueNotifies(shop.db, sandbox, t0 + 999);
    expect(endpoint.received).toHaveLength(1);
    await deliverDueNotifies(shop.db, sandbox, t0 + 1000);
    expect(endpoint.received).toHaveLength(2);
    expect(await rowOf(paymentNo)).toMatchObject({ notify_attempts: 2, next_notify_at: t0 + 3000 });
    await deliverDueNotifies(shop.db, sandbox, t0 + 2999);
    expect(endpoint.received).toHaveLength(2);
    await deliverDueNotifies(shop.db, sandbox, t0 + 3000);
    expect(endpoint.received).toHaveLength(3);
    expect(await rowOf(paymentNo)).toMatchObject({
      notify_attempts: 3,
      acknowledged_at: t0 + 3000,
      next_notify_at: null,
    });
    await deliverDueNotifies(shop.db, sandbox, t0 + 60_000);
    expect(endpoint.received).toHaveLength(3);

    // Every attempt carried the same result, signed anew with its own time and a new nonce.
    const attempts = endpoint.received.map(({ body, headers }) =>
      sandbox.verifyNotify(body, headers),
    );
    for (const notify of attempts) {
      expect(notify).toMatchObject({ paymentNo, amount: 520_00, result: 'paid' });
    }
    expect(attempts.map((notify) => notify?.signedAt)).toEqual([t0, t0 + 1000, t0 + 3000]);
    expect(new Set(attempts.map((notify) => notify?.nonce)).size).toBe(3);
    expect(endpoint.received.map(({ headers }) => headers[TIMESTAMP_HEADER])).toEqual(
      [t0, t0 + 1000, t0 + 3000].map((at) => String(at / 1000)),
    );
    expect(
      endpoint.received.every(({ headers }) =>
        /^[0-9a-f]{32}$/.test(String(headers[NONCE_HEADER])),
      ),
    ).toBe(true);
  });

  it('gives up after ten attempts, 1 s, 2 s, 4 s… apart', async () => {
    const t0 = Date.UTC(2031, 0, 1);
    const paymentNo = await approved(t0);
    endpoint.answer(Array.from({ length: 20 }, () => failure));
    let now = t0;
    const waits: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      await deliverDueNotifies(shop.db, sandbox, now);
      const next = (await rowOf(paymentNo)).next_notify_at;
      if (next === null) break;
      waits.push(next - now);
      now = next;
    }
    expect(endpoint.received).toHaveLength(NOTIFY_ATTEMPTS_MAX);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256].map((s) => s * 1000));
    expect(await rowOf(paymentNo)).toMatchObject({
      notify_attempts: 10,
      acknowledged_at: null,
      next_notify_at: null,
    });
  });

  it('lets one of two racing deliverers send an attempt', async () => {
    const t0 = Date.UTC(2032, 0, 1);
    const paymentNo = await approved(t0);
    endpoint.answer([failure]);
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => deliverNotify(shop.db, sandbox, paymentNo, t0)),
    );
    expect(sent.every((ok) => !ok)).toBe(true);
    expect(endpoint.received).toHaveLength(1);
    expect((await rowOf(paymentNo)).notify_attempts).toBe(1);
  });

  it('the timer delivers what is due until it is stopped', async () => {
    const paymentNo = await approved(Date.now());
    const stop = startNotifyDelivery(shop.db, sandbox, shop.app.log);
    await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await stop();
    expect((await rowOf(paymentNo)).acknowledged_at).not.toBeNull();
  });
});
