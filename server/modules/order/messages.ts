import type { Lang } from '../../lib/lang';

/** Messages of the order preview and submission (spec §5 "Order"). */
export const checkoutMessages = {
  selectItemsFirst: {
    cn: '请先选择要结算的商品',
    en: 'Please select the items in your cart first',
  },
  addressRequired: {
    cn: '请填写收货地址，如尚无地址请先新建',
    en: 'A delivery address is required: please add one if you have none',
  },
  payMethodRequired: { cn: '请选择支付方式', en: 'Please choose a payment method' },
  crossBorderRequired: {
    cn: '提交订单前请同意个人信息跨境传输',
    en: 'Please agree to the cross-border transfer of your information before submitting',
  },
  idempotencyKeyInvalid: {
    cn: '订单提交标识无效，请刷新页面后重试',
    en: 'This order form has expired: please refresh the page and try again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
