import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { holdsControlCharacter } from '../../lib/control-characters';
import type { PaymentProvider } from '../../providers/payment';
import { applyNotify } from './notify';

const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payment/notify/{provider}: the provider's callback, read as the raw body its
 * signature covers (not a gateway call). {"code":"SUCCESS"} tells the provider the payment is
 * applied, now or before, and to stop calling; anything else makes it call again later.
 */
export async function paymentNotifyRoute(
  app: FastifyInstance,
  db: Db,
  provider: PaymentProvider,
): Promise<void> {
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
        const notify = provider.verifyNotify(body, request.headers);
        if (!notify) {
          request.log.warn({ provider: name }, 'payment notify with a bad signature refused');
          return fail(400, 'bad signature');
        }
        if (holdsControlCharacter(notify)) {
          request.log.warn({ provider: name }, 'payment notify with control characters refused');
          return fail(400, 'malformed notify');
        }
        const outcome = await applyNotify(db, provider, notify, Date.now());
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
