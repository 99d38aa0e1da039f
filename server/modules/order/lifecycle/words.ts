import type {
  InvoiceStatus,
  OrderStatus,
  PayMethod,
  RefundStatus,
} from '../../../../contract/order';
import type { Lang } from '../../../lib/lang';
import { fill } from '../../../lib/messages';
import { CANCEL_REASONS, REFUND_REASONS, reasonWords } from '../../../../contract/reasons';

// What the order pages read in the shopper's language: the names of states and methods. Refusals
// are message keys of after-sales-messages.ts instead.

type Words = Record<Lang, string>;

export const ORDER_STATUS_WORDS: Record<OrderStatus, Words> = {
  unpaid: { cn: '待付款', en: 'To be paid' },
  paid: { cn: '待发货', en: 'To be shipped' },
  shipped: { cn: '待收货', en: 'Pending receipt' },
  completed: { cn: '已完成', en: 'Completed' },
  cancelled: { cn: '已取消', en: 'Cancelled' },
};

export const PAY_METHOD_WORDS: Record<PayMethod, Words> = {
  wechat: { cn: '微信支付', en: 'WeChat Pay' },
  alipay: { cn: '支付宝', en: 'Alipay' },
  balance: { cn: '账户余额', en: 'Account balance' },
};

export const REFUND_STATUS_WORDS: Record<RefundStatus, Words> = {
  requested: { cn: '已提交申请', en: 'Requested' },
  reviewing: { cn: '审核中', en: 'Under review' },
  agreed: { cn: '商家已同意', en: 'Seller agreed' },
  returning: { cn: '退货已寄出', en: 'Return logistics uploaded' },
  processing: { cn: '退款处理中', en: 'Refund processing' },
  refunded: { cn: '商家已退款', en: 'Seller refunded' },
  refused: { cn: '商家已拒绝', en: 'Seller refused' },
};

const INVOICE_STATUS_WORDS: Record<InvoiceStatus, Words> = {
  requested: {
    cn: '已申请，开具后将发送至您的邮箱',
    en: 'Requested: it will be emailed once issued',
  },
  needs_service: {
    cn: '客服将与您联系完成开具[（客服热线 {hotline}）]',
    en: 'Client Services will contact you to complete it[ (hotline {hotline})]',
  },
  issued: { cn: '已开具', en: 'Issued' },
  refused: { cn: '未能开具', en: 'Not issued' },
};

/** Where returns go once the seller agreed (spec §9: free shipping, tags and packaging intact). */
const RETURN_ADDRESS: Words = {
  cn: 'MAISON 退货中心（售后服务部 收），上海市静安区南京西路 1266 号，200040[，电话 {hotline}]。请保持吊牌与包装完好，并在包裹内附上订单号。',
  en: 'MAISON Returns Centre (After-sales Service), 1266 West Nanjing Road, Jing’an District, Shanghai 200040[, telephone {hotline}]. Please keep the tags and packaging intact and put the order number in the parcel.',
};

/** What an invoice's status means to the shopper, with the shop's hotline ('' for none). */
export function invoiceStatusText(status: string, lang: Lang, hotline: string): string {
  const words = INVOICE_STATUS_WORDS[status as InvoiceStatus];
  return words ? fill(words[lang], { hotline }) : status;
}

/** The return address, with the shop's hotline ('' for none). */
export function returnAddress(lang: Lang, hotline: string): string {
  return fill(RETURN_ADDRESS[lang], { hotline });
}

/** The reason the sweep records; shown in words rather than as stored. */
export const TIMEOUT_REASON = 'timeout';
const TIMEOUT_WORDS: Words = {
  cn: '超过 2 小时未支付，订单已自动取消',
  en: 'Not paid within 2 hours: cancelled automatically',
};

export function cancelReasonText(reason: string, lang: Lang): string {
  return reason === TIMEOUT_REASON
    ? TIMEOUT_WORDS[lang]
    : reasonWords(CANCEL_REASONS, reason, lang);
}

/** An after-sales request's reason in words; a cancellation's refund carries the cancellation's. */
export function refundReasonText(type: string, reason: string, lang: Lang): string {
  return type === 'cancel'
    ? cancelReasonText(reason, lang)
    : reasonWords(REFUND_REASONS, reason, lang);
}

export function orderStatusText(status: string, lang: Lang): string {
  return ORDER_STATUS_WORDS[status as OrderStatus]?.[lang] ?? status;
}

export function refundStatusText(status: string, lang: Lang): string {
  return REFUND_STATUS_WORDS[status as RefundStatus]?.[lang] ?? status;
}
