import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { addressMatcher } from './addresses';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The field that names the request in every log line written while it is served. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/**
 * What a balancer's id may look like to be kept: up to 128 letters, digits and `.-_:` (a UUID, a
 * trace id, an AWS `Root=1-…`-like id without its `=`), nothing that could forge a log line.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when the connection comes from a trusted
 * proxy (`TRUST_PROXY`: every hop, or the listed addresses) and the id is well formed; otherwise
 * a new UUID, so that a client cannot choose the id its request is logged under.
 */
export function requestIdGenerator(
  trustProxy: boolean | readonly string[],
): (request: IncomingMessage) => string {
  const trusted =
    trustProxy === true
      ? () => true
      : trustProxy === false
        ? () => false
        : addressMatcher(trustProxy);
  return (request) => {
    const header = request.headers[REQUEST_ID_HEADER];
    const incoming = Array.isArray(header) ? undefined : header;
    if (incoming && WELL_FORMED.test(incoming) && trusted(request.socket.remoteAddress)) {
      return incoming;
    }
    return randomUUID();
  };
}

/** Every reply, whatever answers it (a route, the not-found page, an error), names its request. */
export function replyWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
