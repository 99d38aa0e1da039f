import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { holdsControlCharacter } from '../../lib/control-characters';
import type { NotifyRefusal } from '../../lib/metrics';
import type { PaymentProvider, RefundNotify } from '../../providers/payment';
import type { PaymentMethods } from '../../providers/payment-methods';
import { applyNotify } from './notify';
import { notifyNoncePruner, takeNotify } from './notify-nonces';

/**
 * Takes a fresh, verified refund notify into the refunds it names (the order's side of the
 * shop does): `applied` stops the provider's retries; the others changed nothing.
 */
export type RefundNotifyTaker = (
  provider: PaymentProvider,
  notify: RefundNotify,
  now: number,
  log: FastifyBaseLogger,
) => Promise<'applied' | 'unknownRefund' | 'amountMismatch'>;

const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payment/notify/{provider}: the provider's callback, read as the raw body its
 * signature covers (not a gateway call). The answer, in the provider's own form, says either
 * that the payment is applied, now or before, so it stops calling, or that it should call again. A
 * delivery signed more than 5 minutes away from now, or with a nonce already taken, is refused
 * before anything is applied: a captured notify cannot be played again.
 */
export async function paymentNotifyRoute(
  app: FastifyInstance,
  db: Db,
  payments: PaymentMethods,
  takeRefundNotify: RefundNotifyTaker,
): Promise<void> {
  const prune = notifyNoncePruner(db, (error) =>
    app.log.error({ err: error }, 'pruning payment notify nonces failed'),
  );
  /** Counted by the provider's name only when it is one of the shop's: a client picks the path. */
  const refused = (name: string, reason: NotifyRefusal) => {
    const provider = payments.named(name) ? name : 'unknown';
    app.metrics.notifiesRefused.inc({ provider, reason });
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    // A notify that could not be taken (a body over the limit, the database failing while it is
    // applied) is answered in the provider's own form with a failing status, so that the provider
    // calls again: the shop's usual 200 with an error code would read as taken to WeChat Pay.
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const failing = status >= 400 ? status : 500;
      if (failing >= 500) request.log.error({ err: error }, 'payment notify failed');
      else request.log.warn({ reason: (error as Error).message }, 'payment notify refused');
      const name = (request.params as { provider?: string } | undefined)?.provider ?? '';
      refused(name, failing === 413 ? 'too_large' : failing >= 500 ? 'error' : 'malformed');
      const form = payments.named(name)?.notifyReply(false, 'not taken');
      if (!form) return reply.code(failing).send({ code: 'FAIL', message: 'not taken' });
      return reply.code(failing).header('content-type', form.contentType).send(form.body);
    });
    scope.post(
      '/api/payment/notify/:provider',
      { bodyLimit: NOTIFY_BODY_LIMIT },
      async (request, reply) => {
        const name = (request.params as { provider: string }).provider;
        const provider = payments.named(name);
        if (!provider) {
          refused(name, 'unknown_provider');
          return reply.code(404).send({ code: 'FAIL', message: 'unknown provider' });
        }
        const answer = (accepted: boolean, message: string, status?: number) => {
          const form = provider.notifyReply(accepted, message);
          return reply
            .code(status ?? form.status)
            .header('content-type', form.contentType)
            .send(form.body);
        };
        const fail = (status: number, message: string, reason: NotifyRefusal) => {
          refused(name, reason);
          return answer(false, message, status);
        };
        const body = typeof request.body === 'string' ? request.body : '';
        const now = Date.now();
        const notify = await provider.verifyNotify(body, request.headers, now);
        if (!notify) {
          request.log.warn({ provider: name }, 'payment notify with a bad signature refused');
          return fail(400, 'bad signature', 'bad_signature');
        }
        if (holdsControlCharacter(notify)) {
          request.log.warn({ provider: name }, 'payment notify with control characters refused');
          return fail(400, 'malformed notify', 'malformed');
        }
        const freshness = await takeNotify(db, provider.name, notify, now);
        if (freshness !== 'fresh') {
          request.log.warn(
            { provider: name, paymentNo: notify.paymentNo, signedAt: notify.signedAt, freshness },
            'stale or replayed payment notify refused',
          );
          return freshness === 'stale'
            ? fail(400, 'timestamp out of range', 'stale')
            : fail(400, 'nonce already used', 'replayed');
        }
        await prune(now);
        if ('refundNo' in notify) {
          const taken = await takeRefundNotify(provider, notify, now, request.log);
          if (taken === 'applied') return answer(true, 'OK');
          request.log.error(
            { refundNo: notify.refundNo, amount: notify.amount, outcome: taken },
            'refund notify refused',
          );
          return taken === 'unknownRefund'
            ? fail(400, 'unknown refund', 'unknown_refund')
            : fail(400, 'amount mismatch', 'amount_mismatch');
        }
        const outcome = await applyNotify(db, payments, provider, notify, now);
        if (outcome === 'applied') return answer(true, 'OK');
        if (outcome === 'refundPending') {
          request.log.warn({ paymentNo: notify.paymentNo }, 'extra payment not refunded yet');
          return fail(503, 'refund pending', 'refund_pending');
        }
        request.log.error(
          { paymentNo: notify.paymentNo, amount: notify.amount, outcome },
          'payment notify refused',
        );
        return outcome === 'unknownPayment'
          ? fail(400, 'unknown payment', 'unknown_payment')
          : fail(400, 'amount mismatch', 'amount_mismatch');
      },
    );
  });
}
