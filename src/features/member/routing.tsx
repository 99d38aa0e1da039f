// What the member area's route files need: its frame and the member's own screens (the user
// center, the account and its lists), each with its loader. It carries no screen code, so the
// app's first download stays small; other features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { CouponState } from '../../../contract/member';
import { orLastSeenCopy } from '../../lib/last-seen';
import { userState } from '../account';
import {
  addressesQueryOptions,
  balanceQueryOptions,
  couponsQueryOptions,
  footprintsQueryOptions,
  membershipQueryOptions,
  pointsQueryOptions,
  profileQueryOptions,
  userCenterQueryOptions,
  wishListQueryOptions,
} from './api';
import { loadMemberMessages } from './messages';

/** The member area's frame (navigation, sign-in), loaded with its own chunk. */
export const MemberPage = lazyRouteComponent(() => import('./pages/MemberPage'), 'MemberPage');

/** The frame's loader: its code and words. Each screen's route loads its own data. */
export async function loadMemberFrame(): Promise<void> {
  await Promise.all([MemberPage.preload?.(), loadMemberMessages()]);
}

/**
 * A screen's code and, for a signed-in member, its data. A visitor is shown the sign-in-needed
 * screen, which asks the server once itself; a failed load is the route's error.
 */
export async function loadMemberScreen(
  screen: { preload?: () => Promise<void> | undefined },
  data?: () => Promise<unknown>,
): Promise<void> {
  await Promise.all([screen.preload?.(), userState.userInfo && data ? data() : undefined]);
}

export const UserCenter = lazyRouteComponent(() => import('./components/UserCenter'), 'UserCenter');
export const ProfileScreen = lazyRouteComponent(
  () => import('./components/ProfileScreen'),
  'ProfileScreen',
);
export const AddressBook = lazyRouteComponent(
  () => import('./components/AddressBook'),
  'AddressBook',
);
export const MembershipScreen = lazyRouteComponent(
  () => import('./components/MembershipScreen'),
  'MembershipScreen',
);
export const PointsScreen = lazyRouteComponent(
  () => import('./components/PointsScreen'),
  'PointsScreen',
);
export const BalanceScreen = lazyRouteComponent(
  () => import('./components/BalanceScreen'),
  'BalanceScreen',
);
export const CouponsScreen = lazyRouteComponent(
  () => import('./components/CouponsScreen'),
  'CouponsScreen',
);
export const WishListScreen = lazyRouteComponent(
  () => import('./components/WishListScreen'),
  'WishListScreen',
);
export const FootprintsScreen = lazyRouteComponent(
  () => import('./components/FootprintsScreen'),
  'FootprintsScreen',
);
export const PasswordScreen = lazyRouteComponent(
  () => import('./components/PasswordScreen'),
  'PasswordScreen',
);

/** The user center; offline it shows the overview as the member last saw it. */
export const loadUserCenter = (queryClient: QueryClient) =>
  loadMemberScreen(UserCenter, () =>
    orLastSeenCopy(queryClient.ensureQueryData(userCenterQueryOptions())),
  );

export const loadProfile = (queryClient: QueryClient) =>
  loadMemberScreen(ProfileScreen, () => queryClient.ensureQueryData(profileQueryOptions()));

export const loadAddresses = (queryClient: QueryClient) =>
  loadMemberScreen(AddressBook, () => queryClient.ensureQueryData(addressesQueryOptions()));

export const loadMembership = (queryClient: QueryClient) =>
  loadMemberScreen(MembershipScreen, () => queryClient.ensureQueryData(membershipQueryOptions()));

export const loadPoints = (queryClient: QueryClient, page: number) =>
  loadMemberScreen(PointsScreen, () => queryClient.ensureQueryData(pointsQueryOptions(page)));

export const loadBalance = (queryClient: QueryClient, page: number) =>
  loadMemberScreen(BalanceScreen, () => queryClient.ensureQueryData(balanceQueryOptions(page)));

export const loadCoupons = (queryClient: QueryClient, state: CouponState) =>
  loadMemberScreen(CouponsScreen, () => queryClient.ensureQueryData(couponsQueryOptions(state)));

export const loadWishList = (queryClient: QueryClient, page: number) =>
  loadMemberScreen(WishListScreen, () => queryClient.ensureQueryData(wishListQueryOptions(page)));

export const loadFootprints = (queryClient: QueryClient, page: number) =>
  loadMemberScreen(FootprintsScreen, () =>
    queryClient.ensureQueryData(footprintsQueryOptions(page)),
  );

export const loadPassword = () => loadMemberScreen(PasswordScreen);
