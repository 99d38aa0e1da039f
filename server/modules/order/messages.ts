import type { Lang } from '../../lib/lang';

/** Messages of the order preview and submission (spec §5 "Order"). */
export const checkoutMessages = {
  selectItemsFirst: {
    cn: '请先选择要结算的商品',
    en: 'Please select the pieces in your bag first',
  },
  addressRequired: {
    cn: '请填写收货地址，如尚无地址请先新建',
    en: 'A delivery address is required: please add one if you have none',
  },
  addressOutdated: {
    cn: '该收货地址的区县已撤并，请在地址簿中为其重新选择区县，或选择其他地址',
    en: 'The area of this delivery address no longer exists: please choose its current area in your address book, or choose another address',
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
  couponUsed: { cn: '该优惠券已使用', en: 'This coupon has already been used' },
  couponExpired: { cn: '该优惠券已过期', en: 'This coupon has expired' },
  couponNotYetValid: { cn: '该优惠券尚未到使用时间', en: 'This coupon is not valid yet' },
  couponNotCombinable: {
    cn: '该优惠券不可与当前活动同时使用',
    en: 'This coupon cannot be combined with this promotion',
  },
  couponNotEligible: {
    cn: '该优惠券仅限{names}使用，本订单中没有适用商品',
    en: 'This coupon is only for {names}, and none is in this order',
  },
  couponMinSpend: {
    cn: '订单满 ¥{min} 方可使用该优惠券',
    en: 'This coupon needs an order of ¥{min} or more',
  },
  couponMinSpendLimited: {
    cn: '{names}满 ¥{min} 方可使用该优惠券',
    en: 'This coupon needs ¥{min} or more of {names}',
  },
  couponNotFound: {
    cn: '您的账户中没有该优惠券',
    en: 'This coupon is not in your account',
  },
  pricesChanged: {
    cn: '商品价格已变动，请重新确认订单',
    en: 'Prices have changed: please check your order again',
  },
  pointsChanged: {
    cn: '您的积分已变动，请重新确认订单',
    en: 'Your points have changed: please check your order again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
