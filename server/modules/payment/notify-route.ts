import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { holdsControlCharacter } from '../../lib/control-characters';
import type { PaymentProvider } from '../../providers/payment';
import { applyNotify } from './notify';
import { notifyNoncePruner, takeNotify } from './notify-nonces';

const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payment/notify/{provider}: the provider's callback, read as the raw body its
 * signature covers (not a gateway call). {"code":"SUCCESS"} tells the provider the payment is
 * applied, now or before, and to stop calling; anything else makes it call again later. A
 * delivery signed more than 5 minutes away from now, or with a nonce already taken, is refused
 * before anything is applied: a captured notify cannot be played again.
 */
export async function paymentNotifyRoute(
  app: FastifyInstance,
  db: Db,
  provider: PaymentProvider,
): Promise<void> {
  const prune = notifyNoncePruner(db, (error) =>
    app.log.error({ err: error }, 'pruning payment notify nonces failed'),
  );
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/payment/notify/:provider',
      { bodyLimit: NOTIFY_BODY_LIMIT },
      async (request, reply) => {
        const name = (request.params as { provider: string }).provider;
        const fail = (status: number, message: string) =>
          reply.code(status).send({ code: 'FAIL', message });
        if (!provider.configured || name !== provider.name) return fail(404, 'unknown provider');
        const body = typeof request.body === 'string' ? request.body : '';
        const now = Date.now();
        const notify = provider.verifyNotify(body, request.headers, now);
        if (!notify) {
          request.log.warn({ provider: name }, 'payment notify with a bad signature refused');
          return fail(400, 'bad signature');
        }
        if (holdsControlCharacter(notify)) {
          request.log.warn({ provider: name }, 'payment notify with control characters refused');
          return fail(400, 'malformed notify');
        }
        const freshness = await takeNotify(db, provider.name, notify, now);
        if (freshness !== 'fresh') {
          request.log.warn(
            { provider: name, paymentNo: notify.paymentNo, signedAt: notify.signedAt, freshness },
            'stale or replayed payment notify refused',
          );
          return fail(400, freshness === 'stale' ? 'timestamp out of range' : 'nonce already used');
        }
        await prune(now);
        const outcome = await applyNotify(db, provider, notify, now);
        if (outcome === 'applied') return reply.send({ code: 'SUCCESS' });
        if (outcome === 'refundPending') {
          request.log.warn({ paymentNo: notify.paymentNo }, 'extra payment not refunded yet');
          return fail(503, 'refund pending');
        }
        request.log.error(
          { paymentNo: notify.paymentNo, amount: notify.amount, outcome },
          'payment notify refused',
        );
        return fail(400, outcome === 'unknownPayment' ? 'unknown payment' : 'amount mismatch');
      },
    );
  });
}
