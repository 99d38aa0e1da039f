import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { updatePassword } from '../../../contract/account';
import type {
  addressDefault,
  addressDestroy,
  addressList,
  addressSave,
  balanceList,
  couponList,
  couponRedeem,
  CouponState,
  district,
  wishListAdd,
  wishListGoods,
  wishListRemove,
  footprint,
  memberEditInfo,
  myInfo,
  myMember,
  pointList,
  userCenter,
} from '../../../contract/member';
import type { CallInput } from '../../../contract/call';
import { endpoint } from '../../lib/api-client';
import { readWithLastSeen } from '../../lib/last-seen';
import type { Lang } from '../../lib/lang';
import { PERSONAL_QUERY_KEY, refetchAfterChange } from '../../lib/query-client';
import { userState } from '../account';

// Every query here is personal (its key starts with PERSONAL_QUERY_KEY and it is never
// persisted), except the national division, which is the same for everyone.

const personal = { noLogin: false };
const getUserCenter = endpoint<typeof userCenter>('api/user/user-center', 'GET', personal);
const getProfile = endpoint<typeof myInfo>('api/user/my-info', 'GET', personal);
const postProfile = endpoint<typeof memberEditInfo>('api/user/member-edit-info', 'POST', personal);
const getAddresses = endpoint<typeof addressList>('api/user/address', 'GET', personal);
const postAddress = endpoint<typeof addressSave>('api/user/address-save', 'POST', personal);
const postAddressDefault = endpoint<typeof addressDefault>(
  'api/user/address-default',
  'POST',
  personal,
);
const postAddressDestroy = endpoint<typeof addressDestroy>(
  'api/user/address-destroy',
  'POST',
  personal,
);
const getDistrict = endpoint<typeof district>('api/default/district', 'GET');
const getMembership = endpoint<typeof myMember>('api/user/my-member', 'GET', personal);
const getPoints = endpoint<typeof pointList>('api/user/get-point-list', 'GET', personal);
const getBalance = endpoint<typeof balanceList>('api/user/balance-list', 'GET', personal);
const getCoupons = endpoint<typeof couponList>('api/user/get-coupon-list', 'GET', personal);
const postCouponRedeem = endpoint<typeof couponRedeem>('api/user/redeem-coupon', 'POST', personal);
const getWishList = endpoint<typeof wishListGoods>('api/user/my-favorite-goods', 'GET', personal);
/** What a product card or detail asks while it shows: a stale session must not open the sign-in. */
const getWishListQuietly = endpoint<typeof wishListGoods>('api/user/my-favorite-goods', 'GET');
const postWishListAdd = endpoint<typeof wishListAdd>('api/user/favorite-add', 'POST', personal);
const postWishListRemove = endpoint<typeof wishListRemove>(
  'api/user/favorite-remove',
  'POST',
  personal,
);
const callFootprint = endpoint<typeof footprint>('api/footprint/footprint', 'GET', personal);
/** Recording a footprint is a side effect of opening a page: a stale session stays quiet. */
const recordFootprintCall = endpoint<typeof footprint>('api/footprint/footprint', 'GET');
const postPassword = endpoint<typeof updatePassword>(
  'api/user/update-user-password',
  'POST',
  personal,
);

export const POINTS_PAGE_SIZE = 20;
export const BALANCE_PAGE_SIZE = 20;
export const GOODS_PAGE_SIZE = 24;
/** The most wish-list goods a card can tell apart at once; the wish list's first page. */
export const WISH_LIST_IDS_LIMIT = 60;

/** A reply is not retried (a second -1 would open the sign-in twice); a lost connection once. */
/**
 * Without a session every personal call answers -1, so none is asked: a query left on screen
 * when the session ends stays quiet. (A visitor's member page asks once: requestSignIn.)
 */
const hasSession = () => userState.userInfo !== null;

const personalQuery = { staleTime: 30_000, enabled: hasSession } as const;

/**
 * The account overview. Its last reply is kept on the device (src/lib/last-seen.ts), so that
 * offline the member area opens on it, marked as last seen, and can still be signed out of; the
 * other screens (profile, addresses, points, balance …) are not kept.
 */
export function userCenterQueryOptions() {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'center'] as const,
    queryFn: ({ signal }) => readWithLastSeen('center', () => getUserCenter({}, { signal })),
    ...personalQuery,
  });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'profile'] as const,
    queryFn: ({ signal }) => getProfile({}, { signal }),
    ...personalQuery,
  });
}

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'addresses'] as const,
    queryFn: ({ signal }) => getAddresses({}, { signal }),
    select: (data) => data.list,
    ...personalQuery,
  });
}

/** Provinces (parent ''), a province's cities or a city's areas: public, and slow to change. */
export function districtQueryOptions(parentCode: string, lang: Lang) {
  return queryOptions({
    queryKey: ['district', parentCode || 'root', lang] as const,
    queryFn: ({ signal }) => getDistrict(parentCode ? { parent_code: parentCode } : {}, { signal }),
    select: (data) => data.list,
    staleTime: 24 * 60 * 60_000,
  });
}

export function membershipQueryOptions() {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'membership'] as const,
    queryFn: ({ signal }) => getMembership({}, { signal }),
    ...personalQuery,
  });
}

export function pointsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'points', page] as const,
    queryFn: ({ signal }) => getPoints({ page, page_size: POINTS_PAGE_SIZE }, { signal }),
    ...personalQuery,
  });
}

/** Money: always asked afresh when its screen opens, whatever was fetched a moment ago. */
export function balanceQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'balance', page] as const,
    queryFn: ({ signal }) => getBalance({ page, page_size: BALANCE_PAGE_SIZE }, { signal }),
    ...personalQuery,
    staleTime: 0,
  });
}

export function couponsQueryOptions(state: CouponState) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'coupons', state] as const,
    queryFn: ({ signal }) => getCoupons({ state, page_size: 60 }, { signal }),
    ...personalQuery,
  });
}

export function wishListQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'wish-list', 'list', page] as const,
    queryFn: ({ signal }) => getWishList({ page, page_size: GOODS_PAGE_SIZE }, { signal }),
    ...personalQuery,
  });
}

/** The goods on the wish list, as far as product cards need to know (the latest 60). */
export function wishListIdsQueryOptions() {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'wish-list', 'ids'] as const,
    queryFn: ({ signal }) => getWishListQuietly({ page_size: WISH_LIST_IDS_LIMIT }, { signal }),
    select: (data) => data.list.map((goods) => goods.id),
    ...personalQuery,
  });
}

/** Whether these goods are on the wish list (the detail page's heart). */
export function wishListStatusQueryOptions(goodsId: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'wish-list', 'goods', goodsId] as const,
    queryFn: ({ signal }) => getWishListQuietly({ goods_id: goodsId, page_size: 1 }, { signal }),
    select: (data) => data.list.some((goods) => goods.id === goodsId),
    ...personalQuery,
  });
}

export function footprintsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'footprints', page] as const,
    queryFn: ({ signal }) =>
      callFootprint({ action: 'list', page, page_size: GOODS_PAGE_SIZE }, { signal }),
    ...personalQuery,
  });
}

/** The key prefix of every query of one kind, for invalidation (['me', 'wish-list'] …). */
function kind(key: readonly unknown[]): readonly unknown[] {
  return key.slice(0, PERSONAL_QUERY_KEY.length + 1);
}

/**
 * After a change, the queries that show it load again (those on screen at once). Mutations do
 * it in `onSettled`, which leaves `onSuccess` and `onError` to the screen that uses them.
 */
function refresh(queryClient: QueryClient, ...keys: (readonly unknown[])[]) {
  return Promise.all(keys.map((key) => refetchAfterChange(queryClient, kind(key))));
}

export function saveProfileMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'profile', 'save'],
    mutationFn: (input: CallInput<typeof memberEditInfo>) => postProfile(input),
    onSettled: (profile) => {
      if (profile) queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      return refresh(queryClient, userCenterQueryOptions().queryKey);
    },
  });
}

export function saveAddressMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'addresses', 'save'],
    mutationFn: (input: CallInput<typeof addressSave>) => postAddress(input),
    onSettled: () => refresh(queryClient, addressesQueryOptions().queryKey),
  });
}

export function defaultAddressMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'addresses', 'default'],
    mutationFn: (id: number) => postAddressDefault({ id }),
    onSettled: () => refresh(queryClient, addressesQueryOptions().queryKey),
  });
}

export function deleteAddressMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'addresses', 'delete'],
    mutationFn: (id: number) => postAddressDestroy({ id }),
    onSettled: () => refresh(queryClient, addressesQueryOptions().queryKey),
  });
}

/** Adds (`add: true`) or removes goods; every wish-list view and the user centre's wish-list count follow. */
export function wishListMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'wish-list', 'change'],
    mutationFn: ({ goodsId, add }: { goodsId: number; add: boolean }) =>
      add ? postWishListAdd({ goods_id: goodsId }) : postWishListRemove({ goods_id: goodsId }),
    onSettled: () =>
      refresh(queryClient, wishListQueryOptions(1).queryKey, userCenterQueryOptions().queryKey),
  });
}

/** Takes a coupon by its code; the coupons' lists follow. */
export function redeemCouponMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'coupons', 'redeem'],
    mutationFn: (code: string) => postCouponRedeem({ code }),
    onSettled: () => refresh(queryClient, couponsQueryOptions('usable').queryKey),
  });
}

export function clearFootprintsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'footprints', 'clear'],
    mutationFn: () => callFootprint({ action: 'clear' }),
    onSettled: () => refresh(queryClient, footprintsQueryOptions(1).queryKey),
  });
}

export function changePasswordMutationOptions() {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'password'],
    mutationFn: (input: CallInput<typeof updatePassword>) => postPassword(input),
  });
}

/** A visitor's call for the user center: its -1 reply opens the sign-in (dialog or page). */
export function requestSignIn(): Promise<void> {
  return getUserCenter({}).then(
    () => undefined,
    () => undefined,
  );
}

/** Fire and forget: a detail the member opened joins their footprints. */
export function recordFootprint(queryClient: QueryClient, goodsId: number): void {
  recordFootprintCall({ action: 'add', goods_id: goodsId })
    .then(() => refresh(queryClient, footprintsQueryOptions(1).queryKey))
    .catch(() => undefined);
}
