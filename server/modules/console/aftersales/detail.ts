import type {
  AfterSalesActions,
  ConsoleAfterSalesDetail,
  ConsoleAfterSalesPiece,
} from '../../../../contract/console-aftersales';
import type { OrderStatus, RefundStatus, RefundType } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { refundPointsDue } from '../../member';
import {
  isPayable,
  isReceivable,
  isReceived,
  loadLineViews,
  merchantAfterSales,
  parseHistory,
  refundReasonText,
  type RefundRow,
} from '../../order';

/** The actions the request's state allows (the staff member's rights are the console's check). */
function actionsOf(refund: RefundRow): AfterSalesActions {
  const early = refund.status === 'requested' || refund.status === 'reviewing';
  return {
    review: refund.status === 'requested',
    agree: early,
    refuse: early || isReceived(refund),
    receive: isReceivable(refund),
    refund: isPayable(refund),
  };
}

async function piecesOf(db: Db, refund: RefundRow, lang: Lang): Promise<ConsoleAfterSalesPiece[]> {
  const [rows, views] = await Promise.all([
    db
      .selectFrom('refund_line')
      .innerJoin('order_line', 'order_line.id', 'refund_line.order_line_id')
      .leftJoin('sku', 'sku.id', 'order_line.sku_id')
      .select([
        'refund_line.order_line_id',
        'refund_line.quantity',
        'refund_line.amount',
        'refund_line.damaged',
        'sku.code',
      ])
      .where('refund_line.refund_id', '=', refund.id)
      .orderBy('refund_line.id')
      .execute(),
    loadLineViews(db, [refund.order_id], lang),
  ]);
  const lines = views.get(refund.order_id) ?? [];
  return rows.map((row) => {
    const line = lines.find((l) => l.line_id === row.order_line_id);
    return {
      line_id: row.order_line_id,
      sku_code: row.code ?? '',
      name: line?.name ?? '',
      color_name: line?.color_name ?? '',
      size: line?.size ?? '',
      quantity: row.quantity,
      amount: row.amount,
      damaged: row.damaged,
    };
  });
}

/** One request with its pieces, its order and member, and what refunding it now would move. */
export async function afterSalesDetail(
  db: Db,
  refundId: number,
  lang: Lang,
): Promise<ConsoleAfterSalesDetail> {
  const refund = await merchantAfterSales(db, { id: refundId });
  const [order, member, pieces] = await Promise.all([
    db
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', refund.order_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member')
      .select(['id', 'card_no', 'mobile', 'last_name', 'first_name'])
      .where('id', '=', refund.member_id)
      .executeTakeFirstOrThrow(),
    piecesOf(db, refund, lang),
  ]);
  const settled = ['processing', 'refunded', 'refused'].includes(refund.status);
  const points = settled ? { given: 0, taken: 0 } : await refundPointsDue(db, order, refund.amount);
  const piecesAmount = pieces.reduce((sum, piece) => sum + piece.amount, 0);
  return {
    id: refund.id,
    refund_no: refund.refund_no,
    order_no: order.order_no,
    type: refund.type as RefundType,
    status: refund.status as RefundStatus,
    reason: refundReasonText(refund.type, refund.reason, lang),
    remark: refund.remark,
    express_company: refund.express_company,
    express_no: refund.express_no,
    amount: refund.amount,
    received_at: refund.received_at === null ? null : Number(refund.received_at),
    payout_failed: refund.status === 'processing' && refund.payout_failure !== '',
    created_at: Number(refund.created_at),
    contact: refund.contact,
    refuse_reason: refund.refuse_reason,
    refunded_at: refund.refunded_at === null ? null : Number(refund.refunded_at),
    pieces,
    freight: pieces.length ? Math.max(0, refund.amount - piecesAmount) : 0,
    points_given: points.given,
    points_taken: points.taken,
    history: parseHistory(refund.history).map((h) => ({
      status: h.status as RefundStatus,
      at: h.at,
    })),
    order: {
      order_no: order.order_no,
      status: order.status as OrderStatus,
      pay_amount: order.pay_amount,
      refunded_amount: order.refunded_amount,
      pay_method: order.pay_method ?? '',
      receiver_name: order.receiver_name,
      receiver_mobile: order.receiver_mobile,
    },
    member: {
      id: member.id,
      card_no: member.card_no,
      mobile: member.mobile,
      name: `${member.last_name}${lang === 'cn' ? '' : ' '}${member.first_name}`.trim(),
    },
    actions: actionsOf(refund),
  };
}
