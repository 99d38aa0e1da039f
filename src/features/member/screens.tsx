// The member's own screens of the member area (the user center, the account and its lists), and
// the screen a search asks for among them and those the area's route hands in. Each screen's
// code loads with its data.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { HostedScreens } from '../../lib/member-area/hosted';
import type { MemberScreen, MemberScreens } from '../../lib/member-area/screens';
import { tabOf, type MemberSearch } from '../../lib/member-area/search';
import {
  addressesQueryOptions,
  balanceQueryOptions,
  couponsQueryOptions,
  wishListQueryOptions,
  footprintsQueryOptions,
  membershipQueryOptions,
  pointsQueryOptions,
  profileQueryOptions,
} from './api';

const UserCenter = lazyRouteComponent(() => import('./components/UserCenter'), 'UserCenter');
const ProfileScreen = lazyRouteComponent(
  () => import('./components/ProfileScreen'),
  'ProfileScreen',
);
const AddressBook = lazyRouteComponent(() => import('./components/AddressBook'), 'AddressBook');
const MembershipScreen = lazyRouteComponent(
  () => import('./components/MembershipScreen'),
  'MembershipScreen',
);
const PointsScreen = lazyRouteComponent(() => import('./components/PointsScreen'), 'PointsScreen');
const BalanceScreen = lazyRouteComponent(
  () => import('./components/BalanceScreen'),
  'BalanceScreen',
);
const CouponsScreen = lazyRouteComponent(
  () => import('./components/CouponsScreen'),
  'CouponsScreen',
);
const WishListScreen = lazyRouteComponent(
  () => import('./components/WishListScreen'),
  'WishListScreen',
);
const FootprintsScreen = lazyRouteComponent(
  () => import('./components/FootprintsScreen'),
  'FootprintsScreen',
);
const PasswordScreen = lazyRouteComponent(
  () => import('./components/PasswordScreen'),
  'PasswordScreen',
);

/** A screen whose code loads with its data. */
function screen(
  page: { preload?: () => Promise<void> | undefined },
  render: MemberScreen['render'],
  data: (queryClient: QueryClient, search: MemberSearch) => Promise<unknown> = () =>
    Promise.resolve(),
): MemberScreen {
  return {
    render,
    load: (queryClient, search) =>
      Promise.all([page.preload?.(), data(queryClient, search).catch(() => undefined)]),
  };
}

/** The member's own screens of the area: the user center, the account and its lists. */
const memberScreens = {
  'user-center': screen(UserCenter, () => <UserCenter />),
  profile: screen(
    ProfileScreen,
    () => <ProfileScreen />,
    (queryClient) => queryClient.ensureQueryData(profileQueryOptions()),
  ),
  addresses: screen(
    AddressBook,
    () => <AddressBook />,
    (queryClient) => queryClient.ensureQueryData(addressesQueryOptions()),
  ),
  membership: screen(
    MembershipScreen,
    () => <MembershipScreen />,
    (queryClient) => queryClient.ensureQueryData(membershipQueryOptions()),
  ),
  points: screen(
    PointsScreen,
    (search) => <PointsScreen page={search.page ?? 1} />,
    (queryClient, search) => queryClient.ensureQueryData(pointsQueryOptions(search.page ?? 1)),
  ),
  balance: screen(
    BalanceScreen,
    (search) => <BalanceScreen page={search.page ?? 1} />,
    (queryClient, search) => queryClient.ensureQueryData(balanceQueryOptions(search.page ?? 1)),
  ),
  coupons: screen(
    CouponsScreen,
    (search) => <CouponsScreen state={search.state ?? 'usable'} />,
    (queryClient, search) =>
      queryClient.ensureQueryData(couponsQueryOptions(search.state ?? 'usable')),
  ),
  'wish-list': screen(
    WishListScreen,
    (search) => <WishListScreen page={search.page ?? 1} />,
    (queryClient, search) => queryClient.ensureQueryData(wishListQueryOptions(search.page ?? 1)),
  ),
  footprints: screen(
    FootprintsScreen,
    (search) => <FootprintsScreen page={search.page ?? 1} />,
    (queryClient, search) => queryClient.ensureQueryData(footprintsQueryOptions(search.page ?? 1)),
  ),
  password: screen(PasswordScreen, () => <PasswordScreen />),
} satisfies Omit<MemberScreens, keyof HostedScreens['screens']>;

/** The screen a search asks for: one of the member's own, or one the area's route hands in. */
export function memberScreenOf(hosted: HostedScreens, search: MemberSearch): MemberScreen {
  const screens: MemberScreens = { ...memberScreens, ...hosted.screens };
  return screens[tabOf(search)];
}
