import type {
  ConsoleOrderDetail,
  ConsoleOrderEvent,
  ConsoleOrderRefund,
} from '../../../../contract/console-orders';
import type {
  CancelStatus,
  InvoiceStatus,
  OrderStatus,
  PayMethod,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { carrierName } from '../../../providers/carrier';
import { regionNames } from '../../member';
import {
  cancelReasonText,
  loadInvoices,
  loadLineViews,
  merchantOrder,
  refundReasonText,
  type OrderRow,
} from '../../order';

/** The values a staff action set, statuses aside (its name says those): "SF SF1234567890". */
function auditDetail(after: string | null): string {
  if (!after) return '';
  const values = JSON.parse(after) as Record<string, unknown>;
  return Object.entries(values)
    .filter(([field, value]) => !field.endsWith('status') && value !== null && value !== '')
    .map(([, value]) => String(value))
    .join(' ');
}

/** What happened to the order, oldest first: its own moments, its refunds and staff's actions. */
async function timelineOf(
  db: Db,
  order: OrderRow,
  refunds: ConsoleOrderRefund[],
): Promise<ConsoleOrderEvent[]> {
  const events: ConsoleOrderEvent[] = [
    { at: order.created_at, event: 'placed', detail: '', actor: '' },
  ];
  const moment = (at: number | null, event: string, detail = '') => {
    if (at !== null) events.push({ at, event, detail, actor: '' });
  };
  moment(order.paid_at, 'paid', order.pay_method ?? '');
  moment(order.shipped_at, 'shipped', `${order.carrier} ${order.tracking_no}`.trim());
  moment(order.received_at, 'received');
  moment(order.cancelled_at, 'cancelled');
  for (const refund of refunds) {
    moment(refund.created_at, 'refund', `${refund.refund_no} ${refund.type} ${refund.status}`);
  }
  const audited = await db
    .selectFrom('audit_log')
    .select(['at', 'action', 'actor', 'after'])
    .where('record_type', '=', 'order')
    .where('record_id', '=', order.order_no)
    .orderBy('id')
    .execute();
  for (const row of audited) {
    events.push({
      at: row.at,
      event: row.action,
      detail: auditDetail(row.after),
      actor: row.actor,
    });
  }
  // The staff's action and the moment it made happen are told once: by the staff's action.
  const told = new Set(audited.map((row) => row.at));
  return events
    .filter((e) => e.actor !== '' || !told.has(e.at) || e.event === 'placed')
    .sort((a, b) => a.at - b.at);
}

/** Everything about one order the console shows, in the staff member's language. */
export async function orderDetail(
  db: Db,
  orderNo: string,
  lang: Lang,
): Promise<ConsoleOrderDetail> {
  const order = await merchantOrder(db, orderNo);
  const [lines, invoices, payments, member, refundRows] = await Promise.all([
    loadLineViews(db, [order.id], lang),
    loadInvoices(db, [order.id]),
    db.selectFrom('payment').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db
      .selectFrom('member')
      .select(['id', 'mobile', 'card_no', 'last_name', 'first_name'])
      .where('id', '=', order.member_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('refund').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
  ]);
  const refunds: ConsoleOrderRefund[] = refundRows.map((r) => ({
    refund_no: r.refund_no,
    type: r.type,
    status: r.status,
    amount: r.amount,
    reason:
      r.type === 'cancel'
        ? cancelReasonText(r.reason, lang)
        : r.type === 'late'
          ? ''
          : refundReasonText(r.type, r.reason, lang),
    refuse_reason: r.refuse_reason,
    created_at: r.created_at,
    refunded_at: r.refunded_at,
  }));
  const region = regionNames(order);
  const invoice = invoices.get(order.id);
  return {
    order_no: order.order_no,
    status: order.status as OrderStatus,
    cancel_status: order.cancel_status as CancelStatus | null,
    cancel_reason: order.cancel_reason ? cancelReasonText(order.cancel_reason, lang) : '',
    cancel_refuse_reason: order.cancel_refuse_reason,
    created_at: order.created_at,
    pay_deadline: order.pay_deadline,
    paid_at: order.paid_at,
    shipped_at: order.shipped_at,
    received_at: order.received_at,
    cancelled_at: order.cancelled_at,
    pay_method: order.pay_method as PayMethod | null,
    remark: order.remark,
    member: {
      id: member.id,
      mobile: member.mobile,
      card_no: member.card_no,
      name: `${member.last_name}${lang === 'cn' ? '' : ' '}${member.first_name}`.trim(),
    },
    address: {
      receiver_name: order.receiver_name,
      receiver_mobile: order.receiver_mobile,
      province: region.province_name,
      city: region.city_name,
      area: region.area_name,
      address: order.address,
    },
    amounts: {
      goods_amount: order.goods_amount,
      product_discount: order.product_discount,
      member_discount: order.member_discount,
      coupon_amount: order.coupon_amount,
      points_amount: order.points_amount,
      points_used: order.points_used,
      freight: order.freight,
      pay_amount: order.pay_amount,
      refunded_amount: order.refunded_amount,
    },
    lines: (lines.get(order.id) ?? []).map((line) => ({
      sn: line.sn,
      name: line.name,
      color_name: line.color_name,
      size: line.size,
      picture: line.picture,
      price: line.price,
      original_price: line.original_price,
      quantity: line.quantity,
      personalisation: line.custom_letters
        ? `${line.custom_letters} ${line.custom_position}`.trim()
        : '',
    })),
    payments: payments.map((p) => ({
      payment_no: p.payment_no,
      method: p.method,
      amount: p.amount,
      status: p.status,
      created_at: p.created_at,
      paid_at: p.paid_at,
    })),
    refunds,
    shipment:
      order.shipped_at !== null && order.carrier
        ? {
            carrier: order.carrier,
            carrier_name: carrierName(order.carrier, lang),
            tracking_no: order.tracking_no,
            shipped_at: order.shipped_at,
          }
        : null,
    invoice: invoice
      ? {
          id: invoice.id,
          invoice_type: invoice.invoice_type,
          header_type: invoice.header_type,
          title: invoice.title,
          tax_id: invoice.tax_id,
          email: invoice.email,
          phone: invoice.phone,
          bank: invoice.bank,
          bank_account: invoice.bank_account,
          company_address: invoice.company_address,
          company_phone: invoice.company_phone,
          status: invoice.status as InvoiceStatus,
          invoice_no: invoice.invoice_no,
          created_at: invoice.created_at,
        }
      : null,
    timeline: await timelineOf(db, order, refunds),
  };
}
