import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { addressMatcher, LOOPBACK } from './addresses';
import type { ShopMetrics } from './metrics';
import { REQUEST_ID_LOG_LABEL, replyWithRequestId, requestIdGenerator } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** This shop's metrics: what modules count their events in. */
    metrics: ShopMetrics;
  }
  interface FastifyRequest {
    /** The gateway's call (`r`) this request ran, from its table; '' for any other request. */
    apiCall: string;
  }
}

/**
 * Makes `metrics` the app's (`app.metrics`, for the modules), and counts every answered request
 * by its route's pattern (never its raw URL, which a client chooses) and, on the API's one path,
 * by the call it ran; a path no route names counts as `*`.
 */
export function countRequests(app: FastifyInstance, metrics: ShopMetrics): void {
  app.decorate('metrics', metrics);
  app.decorateRequest('apiCall', '');
  // A callback hook, and each label set's series looked up once: this runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '*';
    metrics.countRequest(
      request.method,
      route,
      request.apiCall,
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
}

export interface MetricsAccess {
  /** Addresses and ranges allowed besides the machine itself (`METRICS_ALLOW`). */
  allow: readonly string[];
}

/**
 * `GET /metrics` in Prometheus' text format, for the machine itself and the allowed addresses,
 * judged by the connection's own address (a forwarded header names whoever the client likes);
 * 403 without data for anyone else. Never stored by a browser, the service worker or a CDN.
 */
export function metricsRoute(app: FastifyInstance, metrics: ShopMetrics, access: MetricsAccess) {
  const allowed = addressMatcher([...LOOPBACK, ...access.allow]);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allowed(request.socket.remoteAddress)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('forbidden\n');
    }
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).send(body);
  });
}

/**
 * `/metrics` on a port of its own (`METRICS_PORT`), with the same access rule, listening as soon
 * as the shop is ready (a port already taken stops the start) and closed with it.
 */
export function serveMetricsApart(
  app: FastifyInstance,
  metrics: ShopMetrics,
  access: MetricsAccess,
  listen: { host: string; port: number },
): void {
  const server = Fastify({
    loggerInstance: app.log,
    genReqId: requestIdGenerator(false),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  });
  replyWithRequestId(server);
  metricsRoute(server, metrics, access);
  app.addHook('onReady', async () => {
    await server.listen(listen);
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
}
