import type { RefundStatus } from '../../contract/order';
import type { Db } from '../db/database';
import { moveRefund } from '../modules/order/lifecycle/after-sales';
import { loadLineViews } from '../modules/order/lifecycle/line-views';
import { loadRefundLines } from '../modules/order/lifecycle/refund-lines';
import { payOutRefund } from '../modules/order/lifecycle/refund-payout';
import type { RefundRow } from '../modules/order/lifecycle/refund-views';
import { AFTER_SALES_TYPES } from '../modules/order/lifecycle/rules';
import { refundReasonText } from '../modules/order/lifecycle/words';
import type { PaymentMethods } from '../providers/payment-methods';
import { OperatorError, columns, shopTime, yuan } from './format';
import { payoutLabel, processingSaid } from './payouts';

const STATUSES: readonly RefundStatus[] = [
  'requested',
  'reviewing',
  'agreed',
  'returning',
  'processing',
  'refunded',
  'refused',
];

async function findRequest(db: Db, refundNo: string): Promise<RefundRow> {
  const refund = await db
    .selectFrom('refund')
    .selectAll()
    .where('refund_no', '=', refundNo.trim())
    .where('type', 'in', [...AFTER_SALES_TYPES])
    .executeTakeFirst();
  if (!refund) throw new OperatorError(`no after-sales request has the number "${refundNo}"`);
  return refund;
}

function refusal(refund: RefundRow, action: string, needs: string): OperatorError {
  const provider =
    refund.status === 'processing'
      ? ' (its money is with the payment provider: refunds stuck)'
      : '';
  return new OperatorError(
    `after-sales request ${refund.refund_no} (${refund.type}) is ${payoutLabel(refund)}${provider}: ` +
      `it can be ${action} only when ${needs}`,
  );
}

/** The newest after-sales requests, all or of one status. */
export async function listAfterSalesCommand(db: Db, status?: string, limit = 50): Promise<string> {
  if (status !== undefined && !STATUSES.includes(status as RefundStatus)) {
    throw new OperatorError(`"${status}" is not a status: use one of ${STATUSES.join(', ')}`);
  }
  let query = db
    .selectFrom('refund')
    .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
    .selectAll('refund')
    .select('shop_order.order_no')
    .where('refund.type', 'in', [...AFTER_SALES_TYPES]);
  if (status) query = query.where('refund.status', '=', status);
  const rows = await query
    .orderBy('refund.created_at', 'desc')
    .orderBy('refund.id', 'desc')
    .limit(limit)
    .execute();
  if (!rows.length)
    return status ? `no ${status} after-sales requests` : 'no after-sales requests yet';
  const table = columns([
    ['request no', 'asked', 'order no', 'type', 'amount', 'status', 'reason'],
    ...rows.map((r) => [
      r.refund_no,
      shopTime(r.created_at),
      r.order_no,
      r.type,
      yuan(r.amount),
      payoutLabel(r),
      refundReasonText(r.type, r.reason, 'cn'),
    ]),
  ]).split('\n');
  const pieces = await requestPieces(db, rows);
  return [
    table[0] ?? '',
    ...rows.flatMap((r, i) => [table[i + 1] ?? '', ...(pieces.get(r.id) ?? [])]),
  ].join('\n');
}

/**
 * The pieces of some requests as the operator reads them, by request id, one indented line
 * each: how many, the piece's number and name, colour and size, and what they refund; then the
 * freight when the request carries some. A request made before pieces were chosen says so.
 */
export async function requestPieces(
  db: Db,
  requests: readonly { id: number; order_id: number; amount: number }[],
): Promise<Map<number, string[]>> {
  const [refundLines, orderLines] = await Promise.all([
    loadRefundLines(
      db,
      requests.map((r) => r.id),
    ),
    loadLineViews(db, [...new Set(requests.map((r) => r.order_id))], 'cn'),
  ]);
  const byRequest = new Map<number, string[]>();
  for (const request of requests) {
    const own = refundLines.get(request.id) ?? [];
    if (!own.length) {
      byRequest.set(request.id, ['    no pieces: an amount asked for before pieces were chosen']);
      continue;
    }
    const lines = orderLines.get(request.order_id) ?? [];
    const text = own.map((piece) => {
      const line = lines.find((l) => l.line_id === piece.order_line_id);
      const size = line?.size ? `size ${line.size}` : '';
      const what = [line?.sn, line?.name, line?.color_name, size].filter(Boolean).join(' ');
      const named = what || `order line ${piece.order_line_id}`;
      return `    ${piece.quantity} × ${named}  ${yuan(piece.amount)}`;
    });
    const freight = request.amount - own.reduce((sum, piece) => sum + piece.amount, 0);
    if (freight > 0) text.push(`    freight  ${yuan(freight)}`);
    byRequest.set(request.id, text);
  }
  return byRequest;
}

/** The merchant starts looking at a request: `requested → reviewing`. */
export async function reviewRefundCommand(db: Db, refundNo: string, now: number): Promise<string> {
  const refund = await findRequest(db, refundNo);
  if (!(await moveRefund(db, refund, ['requested'], 'reviewing', {}, now))) {
    throw refusal(refund, 'reviewed', 'requested');
  }
  return `after-sales request ${refund.refund_no} is under review`;
}

/**
 * Sends the request's money back (refund-payout.ts): refunded at once, or processing at the
 * provider until its notify or the sweep says the money arrived. The order's refunded amount
 * and the points move when it is refunded.
 */
async function payOut(
  db: Db,
  payments: PaymentMethods,
  refund: RefundRow,
  now: number,
): Promise<string> {
  const { outcome, moved } = await payOutRefund(db, payments, refund, now);
  if (outcome === 'failed') {
    throw new OperatorError(
      `the payment provider could not send ${yuan(refund.amount)} back for ${refund.refund_no}; ` +
        `the request stays ${refund.status}: run the command again to retry`,
    );
  }
  if (!moved) {
    throw new OperatorError(`after-sales request ${refund.refund_no} was decided meanwhile`);
  }
  if (outcome === 'refunded') {
    return `${yuan(refund.amount)} refunded for after-sales request ${refund.refund_no}`;
  }
  return processingSaid(await findRequest(db, refund.refund_no));
}

/**
 * The merchant agrees (a request not yet reviewed is reviewed on the way): a refund only is paid
 * back at once; a return waits for the parcel. Agreeing again retries a payment that failed.
 */
export async function agreeRefundCommand(
  db: Db,
  payments: PaymentMethods,
  refundNo: string,
  now: number,
): Promise<string> {
  let refund = await findRequest(db, refundNo);
  const retry = refund.type === 'refund' && refund.status === 'agreed';
  if (!retry) {
    if (refund.status === 'requested') {
      await moveRefund(db, refund, ['requested'], 'reviewing', {}, now);
      refund = await findRequest(db, refundNo);
    }
    if (!(await moveRefund(db, refund, ['reviewing'], 'agreed', {}, now))) {
      throw refusal(refund, 'agreed to', 'requested or under review');
    }
    refund = await findRequest(db, refundNo);
  }
  if (refund.type === 'return') {
    return (
      `after-sales request ${refund.refund_no} agreed: the shopper now sees the return address ` +
      'and sends the parcel back (aftersales receive once it arrives)'
    );
  }
  return `after-sales request ${refund.refund_no} agreed; ${await payOut(db, payments, refund, now)}`;
}

export async function refuseRefundCommand(
  db: Db,
  refundNo: string,
  reason: string,
  now: number,
): Promise<string> {
  if (!reason.trim()) throw new OperatorError('say why the request is refused');
  const refund = await findRequest(db, refundNo);
  const changes = { refuse_reason: reason.trim() };
  if (!(await moveRefund(db, refund, ['requested', 'reviewing'], 'refused', changes, now))) {
    throw refusal(refund, 'refused', 'requested or under review');
  }
  return `after-sales request ${refund.refund_no} refused: "${reason.trim()}"`;
}

/** The returned parcel arrived: `returning → refunded` through the provider. */
export async function receiveReturnCommand(
  db: Db,
  payments: PaymentMethods,
  refundNo: string,
  now: number,
): Promise<string> {
  const refund = await findRequest(db, refundNo);
  if (refund.type !== 'return' || refund.status !== 'returning') {
    throw refusal(refund, 'received', 'a return is on its way back (returning)');
  }
  return `return ${refund.refund_no} received; ${await payOut(db, payments, refund, now)}`;
}
