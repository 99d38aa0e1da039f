import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider, RefundNotify, VerifiedNotify } from '../../providers/payment';

// A stand-in for the shop's notify URL that a local Alipay posts to, with the notify route's
// rules and nothing else: the provider verifies the delivery, whose signed time must be within
// 5 minutes of now and whose nonce must be new; it answers in the provider's own form.

const WINDOW_MS = 5 * 60_000;

export interface NotifyEndpoint {
  url: string;
  /** What became of each delivery: the verified notify, or why it was refused. */
  taken: (VerifiedNotify | RefundNotify | string)[];
  /** While true, a good delivery is refused too, as a shop that cannot take it now would. */
  busy: boolean;
  /** Forgets the deliveries and nonces seen. */
  reset(): void;
  close(): Promise<void>;
}

export async function startNotifyEndpoint(provider: PaymentProvider): Promise<NotifyEndpoint> {
  let nonces = new Set<string>();
  const refusal = (notify: { signedAt: number; nonce: string } | null, now: number) => {
    if (!notify) return 'bad signature';
    if (Math.abs(now - notify.signedAt) > WINDOW_MS) return 'stale';
    if (nonces.has(notify.nonce)) return 'replayed';
    return endpoint.busy ? 'busy' : null;
  };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', async () => {
      const now = Date.now();
      const notify = await provider.verifyNotify(body, request.headers, now);
      const refused = refusal(notify, now);
      if (notify && !refused) nonces.add(notify.nonce);
      endpoint.taken.push(refused ?? notify ?? '');
      const reply = provider.notifyReply(!refused, refused ?? 'OK');
      response.writeHead(refused ? 400 : reply.status, { 'Content-Type': reply.contentType });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint: NotifyEndpoint = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/notify`,
    taken: [],
    busy: false,
    reset() {
      endpoint.taken = [];
      endpoint.busy = false;
      nonces = new Set();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return endpoint;
}
