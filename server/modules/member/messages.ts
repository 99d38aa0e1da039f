import type { Lang } from '../../lib/lang';

/** Messages of the member area. */
export const memberMessages = {
  saved: { cn: '保存成功', en: 'Saved' },
  regionIncomplete: {
    cn: '请完整选择省份、城市和区县，或全部留空',
    en: 'Please choose a province, a city and an area, or leave all three empty',
  },
  provinceUnknown: { cn: '所选省份不存在', en: 'The chosen province does not exist' },
  cityNotInProvince: {
    cn: '所选城市不属于该省份，请重新选择',
    en: 'The chosen city is not in this province, please choose again',
  },
  areaNotInCity: {
    cn: '所选区县不属于该城市，请重新选择',
    en: 'The chosen area is not in this city, please choose again',
  },
  emailTaken: {
    cn: '该邮箱已被其他账户使用',
    en: 'This email address is already used by another account',
  },
  addressNotFound: { cn: '地址不存在', en: 'Address not found' },
  addressLimit: {
    cn: '最多可保存 {max} 个收货地址，请先删除不再使用的地址',
    en: 'You can keep up to {max} addresses: please delete one you no longer use first',
  },
  addressDefaultSet: { cn: '已设为默认地址', en: 'This is now your default address' },
  addressDeleted: { cn: '地址已删除', en: 'Address deleted' },
  alreadyOnWishList: { cn: '已在心愿单中', en: 'Already on the wish list' },
  addedToWishList: { cn: '已加入心愿单', en: 'Added to your wish list' },
  removedFromWishList: { cn: '已从心愿单移除', en: 'Removed from your wish list' },
  goodsIdRequired: { cn: '请指定商品', en: 'Please say which piece' },
  agreementNotFound: { cn: '该协议暂不可用', en: 'This document is not available' },
  memberNotFound: { cn: '没有这位会员', en: 'There is no such member' },
  adjustReasonNeeded: {
    cn: '请填写调整原因（最多 {max} 字）',
    en: 'Give the reason for the adjustment (at most {max} characters)',
  },
  adjustAmountInvalid: {
    cn: '调整数额须为非零整数，且不超过 {max}',
    en: 'The adjustment must be a whole amount other than zero, at most {max}',
  },
  adjustPointsShort: {
    cn: '会员当前只有 {points} 积分，不能扣减 {amount} 积分',
    en: 'The member holds only {points} points: {amount} cannot be taken back',
  },
  adjustBalanceShort: {
    cn: '会员余额只有 {balance}，不能扣减 {amount}',
    en: 'The member’s balance is only {balance}: {amount} cannot be taken back',
  },
  memberNoteInvalid: {
    cn: '备注不能为空，最多 {max} 字',
    en: 'A note cannot be empty and holds at most {max} characters',
  },
} as const satisfies Record<string, Record<Lang, string>>;
