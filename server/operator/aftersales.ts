import type { RefundStatus } from '../../contract/order';
import type { Db } from '../db/database';
import { OPERATOR } from '../modules/staff';
import {
  agreeAfterSales,
  isReceived,
  merchantAfterSales,
  payAfterSales,
  receiveReturn,
  refuseAfterSales,
  reviewAfterSales,
  type PaidAfterSales,
} from '../modules/order';
import { loadLineViews } from '../modules/order/lifecycle/line-views';
import { loadRefundLines } from '../modules/order/lifecycle/refund-lines';
import { AFTER_SALES_TYPES } from '../modules/order/lifecycle/rules';
import { refundReasonText } from '../modules/order/lifecycle/words';
import type { PaymentMethods } from '../providers/payment-methods';
import { OperatorError, columns, shopTime, yuan } from './format';
import { asOperator } from './order-refusal';
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

/** What became of a request's money, in the operator's words. */
function moneySaid({ refund, outcome }: PaidAfterSales): string {
  if (outcome === 'refunded') {
    return `${yuan(refund.amount)} refunded for after-sales request ${refund.refund_no}`;
  }
  return processingSaid(refund);
}

/** The merchant starts looking at a request: `requested → reviewing`. */
export async function reviewRefundCommand(db: Db, refundNo: string, now: number): Promise<string> {
  const refund = await asOperator(reviewAfterSales(db, OPERATOR, { refundNo }, now));
  return `after-sales request ${refund.refund_no} is under review`;
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
  const agreed = await asOperator(agreeAfterSales(db, payments, OPERATOR, { refundNo }, now));
  const no = agreed.refund.refund_no;
  if (agreed.outcome === null) {
    return (
      `after-sales request ${no} agreed: the shopper now sees the return address ` +
      'and sends the parcel back (aftersales receive once it arrives)'
    );
  }
  return `after-sales request ${no} agreed; ${moneySaid(agreed)}`;
}

export async function refuseRefundCommand(
  db: Db,
  refundNo: string,
  reason: string,
  now: number,
): Promise<string> {
  const refund = await asOperator(refuseAfterSales(db, OPERATOR, { refundNo }, reason, now));
  return `after-sales request ${refund.refund_no} refused: "${refund.refuse_reason}"`;
}

/**
 * The returned parcel arrived (or was received in the console already): every piece goes back
 * to stock, and the money back through the provider.
 */
export async function receiveReturnCommand(
  db: Db,
  payments: PaymentMethods,
  refundNo: string,
  now: number,
): Promise<string> {
  const refund = await asOperator(merchantAfterSales(db, { refundNo }));
  if (!isReceived(refund)) await asOperator(receiveReturn(db, OPERATOR, refund, [], now));
  const paid = await asOperator(payAfterSales(db, payments, OPERATOR, { id: refund.id }, now));
  return `return ${refund.refund_no} received; ${moneySaid(paid)}`;
}
