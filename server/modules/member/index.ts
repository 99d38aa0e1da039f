import * as calls from '../../../contract/member';
import { handler, memberHandler, type Handler } from '../../gateway';
import {
  defaultAddress,
  destroyAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
} from './addresses';
import { agreement } from './agreements';
import { listCoupons } from './coupons';
import { redeemCoupon } from './coupon-issue';
import { districtList } from './district';
import { footprints } from './footprints';
import { listPoints } from './points';
import { listBalance } from './balance';
import { editInfo, myInfo, myMember, userCenter, type CountOrders } from './profile';
import { addToWishList, listWishList, removeFromWishList } from './wish-list';

/** The national division and the agreements are the same for everyone and rarely change. */
const PUBLIC_CACHE_MS = 10 * 60_000;

/** The member area's calls (contract/member.ts) but for the user center. */
const accountHandlers: Handler[] = [
  memberHandler(calls.myInfo, (ctx) => myInfo(ctx.db, ctx.userId)),
  memberHandler(calls.memberEditInfo, (ctx, input) => editInfo(ctx.db, ctx.userId, input), {
    successMessage: () => 'saved',
  }),
  memberHandler(calls.defaultAddress, (ctx) => defaultAddress(ctx.db, ctx.userId)),
  memberHandler(calls.addressList, (ctx) => listAddresses(ctx.db, ctx.userId)),
  memberHandler(calls.addressSave, (ctx, input) => saveAddress(ctx.db, ctx.userId, input), {
    successMessage: () => 'saved',
  }),
  memberHandler(
    calls.addressDefault,
    (ctx, input) => setDefaultAddress(ctx.db, ctx.userId, input.id),
    { successMessage: () => 'addressDefaultSet' },
  ),
  memberHandler(
    calls.addressDestroy,
    (ctx, input) => destroyAddress(ctx.db, ctx.userId, input.id),
    { successMessage: () => 'addressDeleted' },
  ),
  handler(calls.district, async (_ctx, input) => ({ list: districtList(input.parent_code) }), {
    cacheMs: PUBLIC_CACHE_MS,
  }),
  memberHandler(calls.myMember, (ctx) => myMember(ctx.db, ctx.userId, ctx.lang)),
  memberHandler(calls.pointList, (ctx, input) => listPoints(ctx.db, ctx.userId, ctx.lang, input)),
  memberHandler(calls.balanceList, (ctx, input) => listBalance(ctx.db, ctx.userId, input)),
  memberHandler(calls.couponList, (ctx, input) => listCoupons(ctx.db, ctx.userId, ctx.lang, input)),
  memberHandler(
    calls.couponRedeem,
    (ctx, input) => redeemCoupon(ctx.db, ctx.userId, ctx.lang, input.code, Date.now()),
    { successMessage: () => 'couponRedeemed' },
  ),
  memberHandler(calls.wishListGoods, (ctx, input) =>
    listWishList(ctx.db, ctx.userId, ctx.lang, input),
  ),
  memberHandler(
    calls.wishListAdd,
    (ctx, input) => addToWishList(ctx.db, ctx.userId, input.goods_id),
    {
      successMessage: () => 'addedToWishList',
    },
  ),
  memberHandler(
    calls.wishListRemove,
    (ctx, input) => removeFromWishList(ctx.db, ctx.userId, input.goods_id),
    { successMessage: () => 'removedFromWishList' },
  ),
  memberHandler(calls.footprint, (ctx, input) => footprints(ctx.db, ctx.userId, ctx.lang, input)),
  handler(calls.agreement, (ctx, input) => agreement(ctx.db, ctx.lang, input.type), {
    cacheMs: PUBLIC_CACHE_MS,
  }),
] as Handler[];

/** The member area; the user center's order shortcuts are counted by `countOrders`. */
export const memberHandlers = (countOrders: CountOrders): Handler[] => [
  memberHandler(calls.userCenter, (ctx) => userCenter(ctx.db, countOrders, ctx.userId, ctx.lang)),
  ...accountHandlers,
];

// What the other modules use of this one.
export {
  MAX_BALANCE_ADJUSTMENT,
  MAX_NOTE_LENGTH,
  MAX_POINTS_ADJUSTMENT,
  MAX_REASON_LENGTH,
  MemberRefusal,
  addMemberNote,
  adjustBalance,
  adjustPoints,
  type MemberChange,
  type RecordChange,
} from './adjust';
export { moveBalance } from './balance-ledger';
export { describePoints } from './points';
export { listAddresses } from './addresses';
export { listCoupons } from './coupons';
export {
  couponCategoryOptions,
  couponLimitItems,
  loadCouponRules,
  WHOLE_SHOP_RULES,
  type CouponRules,
} from './coupon-rules';
export { displayName } from './display-name';
export { isListedRegion, regionNames } from './district';
export { memberLevel } from './levels';
export {
  earnedPointsDue,
  refundPointsDue,
  refundPointsMoved,
  type RefundStep,
  spentPointsDue,
} from './points';
export { countOf, isUniqueViolation, loadMember, lockMember, offsetOf, pagination } from './rows';
export {
  CouponCampaignRefusal,
  createCoupon,
  disableCoupon,
  MAX_COUPON_DESCRIPTION,
  MAX_COUPON_NAME,
  MAX_COUPON_VALUE,
  type CouponChange,
  type RecordCouponChange,
} from './coupon-campaigns';
export { issueCoupon } from './coupon-issue';
