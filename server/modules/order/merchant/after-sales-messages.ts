import type { Lang } from '../../../lib/lang';

/**
 * What the merchant is told when deciding an after-sales request or correcting a shipment, in
 * the console and (in English) by the operator's command.
 */
export const merchantAfterSalesMessages = {
  afterSalesUnknown: {
    cn: '没有编号为“{refundNo}”的售后申请',
    en: 'No after-sales request has the number "{refundNo}"',
  },
  afterSalesNotReviewable: {
    cn: '售后申请 {refundNo} 无法开始审核：只有新提交的申请可以审核',
    en: 'After-sales request {refundNo} cannot be reviewed: only a new request can',
  },
  afterSalesNotAgreeable: {
    cn: '售后申请 {refundNo} 无法同意：只有新提交或审核中的申请可以同意',
    en: 'After-sales request {refundNo} cannot be agreed to: only a new request or one under review can',
  },
  afterSalesNotRefusable: {
    cn: '售后申请 {refundNo} 无法拒绝：只有新提交、审核中或退货已收到尚未退款的申请可以拒绝',
    en: 'After-sales request {refundNo} cannot be refused: only a new request, one under review, or a return received and not yet refunded can',
  },
  afterSalesNotReceivable: {
    cn: '售后申请 {refundNo} 无法确认收货：只有已同意且尚未收到的退货可以确认收货',
    en: 'After-sales request {refundNo} cannot be received: only a return agreed to and not yet received can',
  },
  afterSalesNotPayable: {
    cn: '售后申请 {refundNo} 现在不能退款：退货需先确认收到包裹，仅退款需先同意',
    en: 'After-sales request {refundNo} cannot be refunded now: a return once its parcel is received, a refund once agreed to',
  },
  afterSalesRefuseReasonNeeded: {
    cn: '请填写拒绝售后申请的原因',
    en: 'Say why the request is refused',
  },
  afterSalesDamagedInvalid: {
    cn: '损坏件数不正确：每件商品的损坏件数应在 0 至退回件数之间',
    en: 'The damaged count of each piece should be between 0 and how many came back',
  },
  afterSalesRestockSold: {
    cn: '售后申请 {refundNo} 退回入库的商品已再次售出：无法拒绝并寄回给买家',
    en: 'The pieces of after-sales request {refundNo} put back to stock have been sold since: it cannot be refused and the pieces sent back',
  },
  afterSalesPayoutFailed: {
    cn: '支付渠道未能退回售后申请 {refundNo} 的 {amount}，申请状态不变，请稍后重试',
    en: 'The payment provider could not send {amount} back for {refundNo}; the request stays {status}',
  },
  afterSalesDecidedMeanwhile: {
    cn: '售后申请 {refundNo} 刚刚已被他人处理',
    en: 'After-sales request {refundNo} was decided meanwhile',
  },
  shipmentNotShipped: {
    cn: '订单 {orderNo} 尚未发货：只有已发货的订单可以更正物流信息',
    en: 'Order {orderNo} has not shipped: only a shipped order’s shipment can be corrected',
  },
  shipmentUnchanged: {
    cn: '快递公司和快递单号与原来相同，无需更正',
    en: 'The carrier and tracking number are the same as before: nothing to correct',
  },
  shipmentChangedMeanwhile: {
    cn: '订单 {orderNo} 的物流信息刚刚已被他人更正',
    en: 'The shipment of order {orderNo} was corrected by someone else meanwhile',
  },
} as const satisfies Record<string, Record<Lang, string>>;
