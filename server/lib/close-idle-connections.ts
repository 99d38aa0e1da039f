import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, every answer sent closes the connections that have become idle.
 * Closing, Node stops listening and closes the keep-alive connections idle at that moment; one
 * busy then stays open once its answer is sent (idle, for the keep-alive timeout of 72 s) and
 * would hold the shutdown until its deadline. A request already sent on it is still answered.
 */
export function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    // After the answer's own bookkeeping, which marks its connection idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
