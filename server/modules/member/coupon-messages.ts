/** Messages of the coupons the brand's team creates and gives out. */
export const couponCampaignMessages = {
  consoleCouponNotFound: { cn: '没有这张优惠券', en: 'There is no such coupon' },
  couponNameNeeded: {
    cn: '请填写优惠券的中英文名称（最多 {max} 字）',
    en: 'Give the coupon a name in Chinese and in English (at most {max} characters)',
  },
  couponDescriptionTooLong: {
    cn: '说明最多 {max} 字',
    en: 'A description is at most {max} characters',
  },
  couponValueInvalid: {
    cn: '优惠金额须在 ¥0.01 至 {max} 之间',
    en: 'The amount off must be between ¥0.01 and {max}',
  },
  couponMinSpendInvalid: {
    cn: '最低消费须为 0，或不低于优惠金额',
    en: 'The minimum spend must be none, or at least the amount off',
  },
  couponPercentInvalid: {
    cn: '折扣比例须为 1 至 99 之间的整数（%）',
    en: 'The percentage off must be a whole number from 1 to 99',
  },
  couponPercentWithAmount: {
    cn: '按比例优惠的优惠券不设优惠金额',
    en: 'A percentage-off coupon takes no amount off',
  },
  couponCapInvalid: {
    cn: '封顶金额须为空，或在 ¥0.01 至 {max} 之间',
    en: 'The cap must be none, or between ¥0.01 and {max}',
  },
  couponCapForPercent: {
    cn: '只有按比例优惠的优惠券可以设置封顶金额',
    en: 'Only a percentage-off coupon takes a cap',
  },
  couponLimitKindInvalid: {
    cn: '适用范围须为全场、指定品类或指定商品',
    en: 'A coupon applies to the whole shop, to categories or to pieces',
  },
  couponCategoriesNeeded: {
    cn: '请选择至少一个品类（最多 {max} 个）',
    en: 'Choose at least one category (at most {max})',
  },
  couponPiecesNeeded: {
    cn: '请填写至少一个商品款号（最多 {max} 个）',
    en: 'Enter at least one piece’s SN (at most {max})',
  },
  couponLimitForWholeShop: {
    cn: '全场通用的优惠券不指定品类或商品',
    en: 'A coupon for the whole shop names no categories or pieces',
  },
  couponCategoryUnknown: {
    cn: '没有这些品类：{ids}',
    en: 'There are no such categories: {ids}',
  },
  couponPiecesUnknown: {
    cn: '没有款号为 {sns} 的商品',
    en: 'No piece has the SN {sns}',
  },
  couponDatesInvalid: {
    cn: '结束时间须晚于开始时间，且尚未过去',
    en: 'The coupon must end after it starts, and not in the past',
  },
  couponCodeInvalid: {
    cn: '兑换码须为 4 至 20 位大写字母或数字',
    en: 'A redeem code is 4 to 20 capital letters or digits',
  },
  couponCodeTaken: {
    cn: '兑换码 {code} 已被其他优惠券使用',
    en: 'The redeem code {code} belongs to another coupon',
  },
  couponDisabled: {
    cn: '该优惠券已停用，不能再发放',
    en: 'This coupon was disabled and can no longer be given',
  },
  couponAlreadyDisabled: { cn: '该优惠券已停用', en: 'This coupon is already disabled' },
  couponEnded: {
    cn: '该优惠券已过有效期，不能再发放',
    en: 'This coupon has ended and can no longer be given',
  },
  couponMemberNotFound: {
    cn: '没有会员号或手机号为 {member} 的会员',
    en: 'No member has the number or mobile {member}',
  },
  couponAlreadyHeld: {
    cn: '该会员已持有这张优惠券',
    en: 'The member already holds this coupon',
  },
  couponLevelAllHeld: {
    cn: '该等级的会员均已持有这张优惠券（或该等级暂无会员）',
    en: 'Every member of this level already holds this coupon (or the level has no members)',
  },
  couponCodeUnknown: {
    cn: '兑换码无效，请核对后重新输入',
    en: 'This code is not valid: check it and try again',
  },
  couponCodeUnusable: {
    cn: '该兑换码已失效',
    en: 'This code can no longer be used',
  },
  couponRedeemed: { cn: '优惠券已领取', en: 'The coupon is yours' },
  couponAlreadyRedeemed: {
    cn: '您已领取过这张优惠券',
    en: 'You already hold this coupon',
  },
};
