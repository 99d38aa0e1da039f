import type { OrderStatus } from '../../contract/order';
import type { Db } from '../db/database';
import { loadLineViews } from '../modules/order/lifecycle/line-views';
import { merchantOrder, shipOrder } from '../modules/order';
import { OPERATOR } from '../modules/staff';
import { loadAfterSales, loadInvoices } from '../modules/order/lifecycle/refund-views';
import type { OrderRow } from '../modules/order/lifecycle/rules';
import {
  cancelReasonText,
  orderStatusText,
  refundReasonText,
} from '../modules/order/lifecycle/words';
import { regionNames } from '../modules/member/district';
import { carrierName, type CarrierProvider } from '../providers/carrier';
import { requestPieces } from './aftersales';
import { OperatorError, columns, shopTime, yuan } from './format';
import { asOperator } from './order-refusal';
import { payoutLabel, processingSaid } from './payouts';
import { groupDigits } from '../../contract/numbers';

const STATUSES: readonly OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'];
/** `order list cancelling`: paid orders whose cancellation waits for the merchant. */
const CANCELLING = 'cancelling';
export const ORDER_LIST_FILTERS = [...STATUSES, CANCELLING];

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow> {
  return asOperator(merchantOrder(db, orderNo));
}

/** Status as the operator reads it, with a cancellation under way. */
function statusLabel(order: OrderRow): string {
  const cancel = order.cancel_status ? ` (cancellation ${order.cancel_status})` : '';
  return `${order.status}${cancel}`;
}

/** The newest orders, all or of one status (or `cancelling`), at most `limit`. */
export async function listOrdersCommand(db: Db, filter?: string, limit = 50): Promise<string> {
  if (filter !== undefined && !ORDER_LIST_FILTERS.includes(filter as OrderStatus)) {
    throw new OperatorError(
      `"${filter}" is not a status: use one of ${ORDER_LIST_FILTERS.join(', ')}`,
    );
  }
  let query = db
    .selectFrom('shop_order')
    .innerJoin('member', 'member.id', 'shop_order.member_id')
    .selectAll('shop_order')
    .select('member.mobile as member_mobile');
  if (filter === CANCELLING) {
    query = query
      .where('shop_order.status', '=', 'paid')
      .where('shop_order.cancel_status', '=', 'processing');
  } else if (filter !== undefined) {
    query = query.where('shop_order.status', '=', filter);
  }
  const rows = await query
    .orderBy('shop_order.created_at', 'desc')
    .orderBy('shop_order.id', 'desc')
    .limit(limit)
    .execute();
  if (!rows.length) return filter ? `no ${filter} orders` : 'no orders yet';
  const table = columns([
    ['order no', 'placed', 'member', 'amount', 'paid', 'status'],
    ...rows.map((o) => [
      o.order_no,
      shopTime(o.created_at),
      o.member_mobile,
      yuan(o.pay_amount),
      // When it was paid: "-" for an order waiting for payment or cancelled before it.
      shopTime(o.paid_at),
      statusLabel(o),
    ]),
  ]);
  const more = rows.length === limit ? `\n(the newest ${limit} shown)` : '';
  return `${table}${more}`;
}

/** Everything about one order, for answering a shopper or deciding on a request. */
export async function showOrderCommand(
  db: Db,
  carrier: CarrierProvider,
  orderNo: string,
  now: number,
): Promise<string> {
  const order = await findOrder(db, orderNo);
  const [lines, refunds, invoices, payments, member, shopRefunds] = await Promise.all([
    loadLineViews(db, [order.id], 'cn'),
    loadAfterSales(db, [order.id]),
    loadInvoices(db, [order.id]),
    db.selectFrom('payment').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('member').select('mobile').where('id', '=', order.member_id).executeTakeFirst(),
    db
      .selectFrom('refund')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('type', 'in', ['cancel', 'late'])
      .orderBy('id')
      .execute(),
  ]);
  const region = regionNames(order);
  const out = [
    `order ${order.order_no}: ${statusLabel(order)} — ${orderStatusText(order.status, 'en')}`,
    `  member     ${member?.mobile ?? order.member_id}`,
    `  placed     ${shopTime(order.created_at)} (pay by ${shopTime(order.pay_deadline)})`,
    `  receiver   ${order.receiver_name} ${order.receiver_mobile}`,
    `  address    ${region.province_name}${region.city_name}${region.area_name} ${order.address}`,
    `  amounts    subtotal ${yuan(order.goods_amount)}, promotion −${yuan(order.product_discount)}, ` +
      `member −${yuan(order.member_discount)}, coupon −${yuan(order.coupon_amount)}, ` +
      `points −${yuan(order.points_amount)} (${groupDigits(order.points_used)} points), shipping ${yuan(order.freight)}`,
    `  to pay     ${yuan(order.pay_amount)}; refunded ${yuan(order.refunded_amount)}`,
  ];
  if (order.remark) out.push(`  remark     ${order.remark}`);
  if (order.cancel_reason) {
    out.push(`  cancel reason   ${cancelReasonText(order.cancel_reason, 'cn')}`);
  }
  if (order.cancel_refuse_reason) out.push(`  cancel refused  ${order.cancel_refuse_reason}`);
  out.push('  lines');
  for (const line of lines.get(order.id) ?? []) {
    const personal = line.custom_letters ? ` [${line.custom_letters} ${line.custom_position}]` : '';
    out.push(
      `    ${line.sn} ${line.name} ${line.color_name} ${line.size} × ${line.quantity} ` +
        `at ${yuan(line.price)}${personal}`,
    );
  }
  for (const p of payments) {
    out.push(
      `  payment    ${p.payment_no} ${p.method} ${yuan(p.amount)} ${p.status} ${shopTime(p.paid_at)}`,
    );
  }
  if (order.carrier && order.shipped_at !== null) {
    out.push(
      `  shipped    ${shopTime(order.shipped_at)} ${carrierName(order.carrier, 'en')} ${order.tracking_no}`,
    );
    const events = await carrier.track(order.carrier, order.tracking_no, order.shipped_at, now);
    if (events[0]) out.push(`  tracking   ${shopTime(events[0].at)} ${events[0].text.en}`);
  }
  if (order.received_at !== null) out.push(`  signed for ${shopTime(order.received_at)}`);
  const requests = refunds.get(order.id) ?? [];
  const pieces = await requestPieces(db, requests);
  for (const r of requests) {
    out.push(
      `  after-sales ${r.refund_no} ${r.type} ${yuan(r.amount)} ${payoutLabel(r)}: ${refundReasonText(r.type, r.reason, 'cn')}`,
      ...(pieces.get(r.id) ?? []),
    );
    if (r.status === 'processing') out.push(`    ${processingSaid(r)}`);
  }
  for (const r of shopRefunds) {
    const what = r.type === 'cancel' ? 'the cancellation' : 'a payment that came late';
    out.push(`  refund     ${r.refund_no} ${yuan(r.amount)} for ${what}: ${payoutLabel(r)}`);
    if (r.status === 'processing') out.push(`    ${processingSaid(r)}`);
  }
  const invoice = invoices.get(order.id);
  if (invoice) {
    out.push(
      `  invoice    ${invoice.invoice_type} "${invoice.title}" ${invoice.email} ${invoice.status} (invoice show ${invoice.id})`,
    );
  }
  return out.join('\n');
}

/** The merchant ships a paid order: `paid → shipped`, never while a cancellation is processing. */
export async function shipOrderCommand(
  db: Db,
  orderNo: string,
  carrierText: string,
  trackingNo: string,
  now: number,
): Promise<string> {
  const shipment = { orderNo, carrier: carrierText, trackingNo };
  const order = await asOperator(shipOrder(db, OPERATOR, shipment, now));
  return `order ${order.order_no} shipped with ${carrierName(order.carrier, 'en')}, tracking number ${order.tracking_no}`;
}

/** For browser suites: an unpaid order's deadline moves into the past, for the sweep to find. */
export async function expireOrderCommand(db: Db, orderNo: string, now: number): Promise<string> {
  const order = await findOrder(db, orderNo);
  const moved = await db
    .updateTable('shop_order')
    .set({ pay_deadline: now - 1000, updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    throw new OperatorError(
      `order ${order.order_no} is ${order.status}: only an unpaid order can expire`,
    );
  }
  return `order ${order.order_no} is now past its pay deadline: the next sweep cancels it`;
}
