import type { Lang } from '../../lib/lang';

/** Messages of paying for an order (spec §8 "Payment failed"). */
export const paymentMessages = {
  paymentFailed: { cn: '支付失败，请重试', en: 'Payment failed, please try again' },
} as const satisfies Record<string, Record<Lang, string>>;
