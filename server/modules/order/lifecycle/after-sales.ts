import { randomInt } from 'node:crypto';
import type { CallParsed } from '../../../../contract/call';
import { CODE_INVALID_INPUT } from '../../../../contract/call';
import {
  RETURN_WINDOW_MS,
  type RefundDetail,
  type RefundPreview,
  type RefundStatus,
  type refundPreview,
  type refundSend,
  type refundSubmit,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import { shopHotline } from '../../../lib/hotline';
import { refundPointsDue } from '../../member';
import { REFUND_QUERY_AFTER_MS } from '../../payment';
import type { Lang } from '../../../lib/lang';
import type { MessageKey } from '../../../messages';
import { loadLineViews } from './line-views';
import { lockOrder, memberOrder, memberRefund, orderById } from './load';
import { loadRefundLines, quoteRefund, toPieces } from './refund-lines';
import { loadAfterSales, toRefundDetail, withHistory, type RefundRow } from './refund-views';
import { isOpenRefund, refundableAmount, type OrderRow } from './rules';
import { REFUND_REASONS, reasonCode } from '../../../../contract/reasons';

const refuse = (key: MessageKey) => new BusinessError(CODE_INVALID_INPUT, key);

/** A refund number: R, the time (yyyyMMddHHmmss, China time), then 8 random digits. */
export function newRefundNo(now: number): string {
  const time = new Date(now + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${time}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Refund only once shipped; a return once signed for, within 7 days. */
function checkKind(order: OrderRow, type: 'refund' | 'return', now: number): void {
  if (order.status !== 'shipped' && order.status !== 'completed') {
    throw refuse('afterSaleNotShipped');
  }
  if (type === 'refund') return;
  if (order.status !== 'completed' || order.received_at === null) {
    throw refuse('returnNeedsReceipt');
  }
  if (now > order.received_at + RETURN_WINDOW_MS) throw refuse('returnWindowPassed');
}

/**
 * What some pieces of a shipped order would refund, and the points that would come back and be
 * taken back with it were it refunded now; changes nothing.
 */
export async function previewRefund(
  db: Db,
  memberId: number,
  input: CallParsed<typeof refundPreview>,
): Promise<RefundPreview> {
  const order = await memberOrder(db, memberId, input.order_id);
  checkKind(order, 'refund', Date.now());
  const quote = await quoteRefund(db, order, input.items);
  const points = await refundPointsDue(db, order, quote.amount);
  return { ...quote, points_given: points.given, points_taken: points.taken };
}

/**
 * An after-sales request for some pieces of an order, each at most once in the requests that
 * are open or refunded, for the amount the server computes from them. Under the order's row
 * lock, so that two submissions for the same pieces cannot both pass the checks.
 */
export async function submitRefund(
  db: Db,
  memberId: number,
  input: CallParsed<typeof refundSubmit>,
  lang: Lang,
  now: number,
): Promise<RefundDetail> {
  await memberOrder(db, memberId, input.order_id);
  const refundId = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, input.order_id);
    const order = await memberOrder(trx, memberId, input.order_id);
    checkKind(order, input.type, now);
    const quote = await quoteRefund(trx, order, input.items);
    if (quote.amount <= 0) throw refuse('refundNothingToRefund');
    const requests = (await loadAfterSales(trx, [order.id])).get(order.id) ?? [];
    const open = requests.filter((r) => isOpenRefund(r.status)).reduce((s, r) => s + r.amount, 0);
    // Only requests made before pieces were chosen can make this bite.
    if (quote.amount > refundableAmount(order, open)) throw refuse('refundAmountTooHigh');
    const inserted = await trx
      .insertInto('refund')
      .values({
        refund_no: newRefundNo(now),
        order_id: order.id,
        member_id: memberId,
        type: input.type,
        status: 'requested',
        reason: reasonCode(REFUND_REASONS, input.reason),
        amount: quote.amount,
        contact: input.contact || order.receiver_mobile,
        remark: input.remark,
        history: withHistory('[]', 'requested', now),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('refund_line')
      .values(
        quote.lines.map((line) => ({
          refund_id: inserted.id,
          order_line_id: line.line_id,
          quantity: line.quantity,
          amount: line.amount,
        })),
      )
      .execute();
    return inserted.id;
  });
  return refundDetail(db, memberId, refundId, lang);
}

/**
 * Moves a request from one of `from` to `to`, appending to its history, only if no one moved it
 * meanwhile. Answers whether this call moved it. A refund becoming `processing` is asked about
 * after REFUND_QUERY_AFTER_MS unless its notify comes first.
 */
export async function moveRefund(
  db: Db,
  refund: RefundRow,
  from: readonly RefundStatus[],
  to: RefundStatus,
  changes: { refuse_reason?: string; express_company?: string; express_no?: string },
  now: number,
): Promise<boolean> {
  if (!from.includes(refund.status as RefundStatus)) return false;
  const moved = await db
    .updateTable('refund')
    .set({
      ...changes,
      status: to,
      history: withHistory(refund.history, to, now),
      updated_at: now,
      ...(to === 'refunded' ? { refunded_at: now, payout_failure: '' } : {}),
      ...(to === 'processing'
        ? { payout_sent_at: now, payout_check_at: now + REFUND_QUERY_AFTER_MS }
        : {}),
    })
    .where('id', '=', refund.id)
    .where('status', '=', refund.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

export async function refundDetail(
  db: Db,
  memberId: number,
  refundId: number,
  lang: Lang,
): Promise<RefundDetail> {
  const refund = await memberRefund(db, memberId, refundId);
  const [order, lines, refundLines, hotline] = await Promise.all([
    orderById(db, refund.order_id),
    loadLineViews(db, [refund.order_id], lang),
    loadRefundLines(db, [refund.id]),
    shopHotline(db),
  ]);
  const pieces = toPieces(refundLines.get(refund.id) ?? [], lines.get(refund.order_id) ?? []);
  return toRefundDetail(refund, order?.order_no ?? '', lang, pieces, hotline);
}

/** The shopper sends the return back once the seller agreed: `agreed → returning`. */
export async function sendReturn(
  db: Db,
  memberId: number,
  input: CallParsed<typeof refundSend>,
  lang: Lang,
  now: number,
): Promise<RefundDetail> {
  const refund = await memberRefund(db, memberId, input.refund_id);
  const changes = { express_company: input.express_company, express_no: input.express_no };
  const moved =
    refund.type === 'return' &&
    (await moveRefund(db, refund, ['agreed'], 'returning', changes, now));
  if (!moved) throw refuse('refundSendNotAllowed');
  return refundDetail(db, memberId, refund.id, lang);
}
