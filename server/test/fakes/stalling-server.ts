import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A provider that has stalled, as one behind a broken network or an overloaded gateway does: it
// takes the connection and the request, then never answers ('silent'), or sends the head of its
// answer and the start of the body and then nothing more ('midway'). Any provider's base URL can
// point at it; the shop must give up on its own, tell the shopper, and drop the connection.

export interface StallingServer {
  url: string;
  /** Requests taken so far. */
  received: number;
  /** Requests whose connection the shop still holds open, waiting for an answer. */
  held(): number;
  /** Resolves once `count` requests have come in. */
  requests(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startStallingServer(
  stall: 'silent' | 'midway' = 'silent',
): Promise<StallingServer> {
  const held = new Set<Socket>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    request.resume();
    const { socket } = request;
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    fake.received += 1;
    for (const waiter of waiting.filter((w) => w.count <= fake.received)) waiter.resolve();
    if (stall === 'midway') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.write('{"code":"');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: StallingServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: 0,
    held: () => held.size,
    requests: (count) =>
      fake.received >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
