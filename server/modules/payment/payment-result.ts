import type { CallParsed } from '../../../contract/call';
import type { PaymentResultState, paymentResult } from '../../../contract/payment';
import type { CallContext } from '../../gateway';
import { askProviderAbout } from './ask-provider';

/**
 * What a pay page without a session may be told of one payment (contract/payment.ts
 * `paymentResult`). The order id and the payment number must belong together; the payment
 * number's random part is what stands in for the session, so anything else answers `unknown`,
 * exactly as a number that does not exist. A pending attempt has its provider asked, as is-pay
 * has it (at most once per QUERY_GAP_MS, at once for a return the provider signed), so the
 * answer never runs ahead of what the notify or the provider's query said.
 */
export async function paymentResultOf(
  ctx: CallContext,
  input: CallParsed<typeof paymentResult>,
): Promise<{ state: PaymentResultState }> {
  const { db } = ctx;
  const attempt = { orderId: input.order_id, paymentNo: input.payment_no };
  const found = await attemptStatus(ctx, attempt);
  if (found === undefined) return { state: 'unknown' };
  if (found === 'pending') {
    const ask = { ...attempt, returnQuery: input.return_query };
    await askProviderAbout(db, ctx.providers.payment, ask, Date.now()).catch((err: unknown) =>
      ctx.request.log.warn({ err, paymentNo: attempt.paymentNo }, 'payment query failed'),
    );
  }
  const order = await db
    .selectFrom('shop_order')
    .select(['status', 'paid_at'])
    .where('id', '=', attempt.orderId)
    .executeTakeFirstOrThrow();
  if (order.paid_at !== null) return { state: 'paid' };
  if (order.status === 'cancelled') return { state: 'cancelled' };
  const status = await attemptStatus(ctx, attempt);
  return { state: status === 'failed' ? 'failed' : 'waiting' };
}

async function attemptStatus(
  { db }: CallContext,
  attempt: { orderId: number; paymentNo: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment')
    .select('status')
    .where('payment_no', '=', attempt.paymentNo)
    .where('order_id', '=', attempt.orderId)
    .executeTakeFirst();
  return row?.status;
}
