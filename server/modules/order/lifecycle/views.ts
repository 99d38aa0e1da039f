import type {
  CancelStatus,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  PayMethod,
  PlacedLineView,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { shopHotline } from '../../../lib/hotline';
import type { Lang } from '../../../lib/lang';
import { carrierName, type CarrierProvider } from '../../../providers/carrier';
import { langsFor, pickTexts } from '../../catalogue';
import { regionNames } from '../../member';
import { loadLineViews } from './line-views';
import { loadRefundLines, toPieces } from './refund-lines';
import {
  loadAfterSales,
  loadMoneyBack,
  loadInvoices,
  toInvoiceView,
  toRefundDetail,
  type InvoiceRow,
  type RefundRow,
} from './refund-views';
import {
  invoiceDeadline,
  isOpenRefund,
  orderActions,
  orderRefundState,
  refundableAmount,
  returnDeadline,
  type OrderFacts,
  type OrderRow,
} from './rules';
import { PAY_METHOD_WORDS, cancelReasonText, orderStatusText } from './words';

export function factsOf(
  refunds: RefundRow[],
  invoice: InvoiceRow | undefined,
  lines: PlacedLineView[],
): OrderFacts {
  const open = refunds.filter((r) => isOpenRefund(r.status));
  return {
    openRefundAmount: open.reduce((sum, r) => sum + r.amount, 0),
    hasOpenRefund: open.length > 0,
    returnablePieces: lines.reduce((sum, line) => sum + line.returnable, 0),
    // A refused request can be made again, with the details corrected.
    hasInvoice: invoice !== undefined && invoice.status !== 'refused',
  };
}

function toSummary(
  order: OrderRow,
  lines: PlacedLineView[],
  refunds: RefundRow[],
  invoice: InvoiceRow | undefined,
  lang: Lang,
  now: number,
): OrderSummary {
  return {
    id: order.id,
    order_no: order.order_no,
    status: order.status as OrderStatus,
    status_text: orderStatusText(order.status, lang),
    cancel_status: order.cancel_status as CancelStatus | null,
    created_at: order.created_at,
    pay_deadline: order.pay_deadline,
    pay_amount: order.pay_amount,
    paid_at: order.paid_at,
    pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    refund_status: orderRefundState(order, refunds[0]?.status),
    refunded_amount: order.refunded_amount,
    actions: orderActions(order, factsOf(refunds, invoice, lines), now),
  };
}

/** Summaries of some orders, in the order given. */
export async function buildSummaries(
  db: Db,
  orders: OrderRow[],
  lang: Lang,
  now: number,
): Promise<OrderSummary[]> {
  const ids = orders.map((o) => o.id);
  const [lines, refunds, invoices] = await Promise.all([
    loadLineViews(db, ids, lang),
    loadAfterSales(db, ids),
    loadInvoices(db, ids),
  ]);
  return orders.map((order) =>
    toSummary(
      order,
      lines.get(order.id) ?? [],
      refunds.get(order.id) ?? [],
      invoices.get(order.id),
      lang,
      now,
    ),
  );
}

async function couponName(db: Db, couponId: number | null, lang: Lang): Promise<string> {
  if (couponId === null) return '';
  const rows = await db
    .selectFrom('coupon')
    .innerJoin(
      'coupon_template_text',
      'coupon_template_text.coupon_template_id',
      'coupon.template_id',
    )
    .select(['coupon.id', 'coupon_template_text.lang', 'coupon_template_text.name'])
    .where('coupon.id', '=', couponId)
    .where('coupon_template_text.lang', 'in', langsFor(lang))
    .execute();
  return pickTexts(rows, (r) => r.id, lang).get(couponId)?.name ?? '';
}

async function shipmentOf(
  order: OrderRow,
  carrier: CarrierProvider,
  lang: Lang,
  now: number,
): Promise<OrderDetail['shipment']> {
  if (!order.carrier || order.shipped_at === null) return null;
  const events = await carrier.track(order.carrier, order.tracking_no, order.shipped_at, now);
  return {
    carrier: order.carrier,
    carrier_name: carrierName(order.carrier, lang),
    tracking_no: order.tracking_no,
    events: events.map((event) => ({ at: event.at, text: event.text[lang] })),
  };
}

export async function buildDetail(
  db: Db,
  carrier: CarrierProvider,
  order: OrderRow,
  lang: Lang,
  now: number,
): Promise<OrderDetail> {
  const refundsByOrder = await loadAfterSales(db, [order.id]);
  const [lines, refundLines, invoices, coupon, shipment, moneyBack, hotline] = await Promise.all([
    loadLineViews(db, [order.id], lang),
    loadRefundLines(
      db,
      (refundsByOrder.get(order.id) ?? []).map((r) => r.id),
    ),
    loadInvoices(db, [order.id]),
    couponName(db, order.coupon_id, lang),
    shipmentOf(order, carrier, lang, now),
    loadMoneyBack(db, order),
    shopHotline(db),
  ]);
  const refunds = refundsByOrder.get(order.id) ?? [];
  const invoice = invoices.get(order.id);
  const orderLines = lines.get(order.id) ?? [];
  const facts = factsOf(refunds, invoice, orderLines);
  const region = regionNames(order);
  const payMethod = order.pay_method as PayMethod | null;
  return {
    ...toSummary(order, orderLines, refunds, invoice, lang, now),
    receiver: {
      name: order.receiver_name,
      mobile: order.receiver_mobile,
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
      freight: order.freight,
      pay_amount: order.pay_amount,
    },
    points_used: order.points_used,
    coupon_name: coupon,
    pay_method: payMethod,
    pay_method_name: payMethod ? (PAY_METHOD_WORDS[payMethod]?.[lang] ?? payMethod) : '',
    paid_at: order.paid_at,
    shipped_at: order.shipped_at,
    received_at: order.received_at,
    cancelled_at: order.cancelled_at,
    cancel_reason: cancelReasonText(order.cancel_reason, lang),
    cancel_refuse_reason: order.cancel_refuse_reason,
    remark: order.remark,
    shipment,
    refunds: refunds.map((r) =>
      toRefundDetail(
        r,
        order.order_no,
        lang,
        toPieces(refundLines.get(r.id) ?? [], orderLines),
        hotline,
      ),
    ),
    invoice: invoice ? toInvoiceView(invoice, lang, hotline) : null,
    return_deadline: returnDeadline(order),
    invoice_deadline: invoiceDeadline(order),
    refundable_amount: refundableAmount(order, facts.openRefundAmount),
    money_back: moneyBack,
  };
}
