import type { Lang } from '../../lib/lang';

/** Messages of paying for an order (spec §8 "Payment failed"). */
export const paymentMessages = {
  paymentFailed: { cn: '支付失败，请重试', en: 'Payment failed, please try again' },
  paySucceeded: { cn: '支付成功', en: 'Payment successful' },
  payOrderPaid: { cn: '该订单已支付', en: 'This order has already been paid' },
  payOrderCancelled: {
    cn: '该订单已取消，请重新下单',
    en: 'This order was cancelled: please place a new order',
  },
  payBalanceShort: {
    cn: '余额不足，请选择其他支付方式',
    en: 'Your balance is not enough for this order: please choose another payment method',
  },
  payProviderMissing: {
    cn: '暂不支持该支付方式，请选择其他支付方式',
    en: 'This payment method is not available at the moment: please choose another one',
  },
  paymentNoInvalid: {
    cn: '支付单号无效',
    en: 'This payment number is not valid',
  },
  payStartFailed: {
    cn: '暂时无法发起支付，请稍后重试',
    en: 'The payment could not be started: please try again in a moment',
  },
} as const satisfies Record<string, Record<Lang, string>>;
