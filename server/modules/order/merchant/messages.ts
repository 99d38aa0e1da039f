import type { Lang } from '../../../lib/lang';

/**
 * What the merchant is told when shipping an order or deciding on a cancellation, in the console
 * and (in English) by the operator's command.
 */
export const merchantOrderMessages = {
  merchantOrderUnknown: {
    cn: '没有订单号为“{orderNo}”的订单',
    en: 'No order has the number "{orderNo}"',
  },
  shipCarrierUnknown: {
    cn: '未知的快递公司“{carrier}”：请使用 {carriers} 之一',
    en: 'Unknown carrier "{carrier}": use one of {carriers}',
  },
  shipTrackingInvalid: {
    cn: '快递单号应为 6 至 30 位字母、数字或连字符',
    en: 'The tracking number should be 6 to 30 letters, digits or dashes',
  },
  shipUnpaid: {
    cn: '订单 {orderNo} 尚未付款：只有已付款的订单可以发货',
    en: 'Order {orderNo} is unpaid: only a paid order can be shipped',
  },
  shipShipped: {
    cn: '订单 {orderNo} 已发货：只有待发货的订单可以发货',
    en: 'Order {orderNo} is shipped: only a paid order can be shipped',
  },
  shipCompleted: {
    cn: '订单 {orderNo} 已完成：只有待发货的订单可以发货',
    en: 'Order {orderNo} is completed: only a paid order can be shipped',
  },
  shipCancelled: {
    cn: '订单 {orderNo} 已取消：只有待发货的订单可以发货',
    en: 'Order {orderNo} is cancelled: only a paid order can be shipped',
  },
  shipCancellationPending: {
    cn: '订单 {orderNo} 有待处理的取消申请：请先同意或拒绝',
    en: 'Order {orderNo} has a cancellation request to decide first',
  },
  cancelDecideNotAsked: {
    cn: '订单 {orderNo} 没有待处理的取消申请：买家未申请取消',
    en: 'Order {orderNo} has no cancellation to decide: nobody asked to cancel it',
  },
  cancelDecideAlreadyRefused: {
    cn: '订单 {orderNo} 没有待处理的取消申请：其取消申请已被拒绝',
    en: 'Order {orderNo} has no cancellation to decide: its cancellation was already refused',
  },
  cancelDecideUnpaid: {
    cn: '订单 {orderNo} 没有待处理的取消申请：订单尚未付款',
    en: 'Order {orderNo} has no cancellation to decide: it is unpaid',
  },
  cancelDecideShipped: {
    cn: '订单 {orderNo} 没有待处理的取消申请：订单已发货',
    en: 'Order {orderNo} has no cancellation to decide: it is shipped',
  },
  cancelDecideCompleted: {
    cn: '订单 {orderNo} 没有待处理的取消申请：订单已完成',
    en: 'Order {orderNo} has no cancellation to decide: it is completed',
  },
  cancelDecideCancelled: {
    cn: '订单 {orderNo} 没有待处理的取消申请：订单已取消',
    en: 'Order {orderNo} has no cancellation to decide: it is cancelled',
  },
  cancelDecideAgreed: {
    cn: '订单 {orderNo} 的取消申请已同意，退款正在退回：不能再拒绝',
    en: 'The cancellation of order {orderNo} was already agreed and its refund is on its way: it cannot be refused',
  },
  cancelRefuseReasonNeeded: {
    cn: '请填写拒绝取消的原因',
    en: 'Say why the cancellation is refused',
  },
  cancelRefundFailed: {
    cn: '支付渠道未能退回订单 {orderNo} 的 {amount}，取消申请仍在处理中，请稍后重试',
    en: 'The payment provider could not send {amount} back for order {orderNo}; the request is still processing',
  },
  orderDecidedMeanwhile: {
    cn: '订单 {orderNo} 刚刚已被他人处理',
    en: 'Order {orderNo} was decided meanwhile',
  },
} as const satisfies Record<string, Record<Lang, string>>;
