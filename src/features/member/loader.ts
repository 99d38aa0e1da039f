import type { QueryClient } from '@tanstack/react-query';
import { userState } from '../account';
import {
  addressesQueryOptions,
  couponsQueryOptions,
  wishListQueryOptions,
  footprintsQueryOptions,
  membershipQueryOptions,
  pointsQueryOptions,
  profileQueryOptions,
  userCenterQueryOptions,
} from './api';
import { loadMemberMessages } from './messages';
import type { HostedScreens } from '../../lib/member-area/hosted';
import { tabOf, type MemberSearch } from '../../lib/member-area/search';

function loadScreenData(
  queryClient: QueryClient,
  search: MemberSearch,
  hosted: HostedScreens,
): Promise<unknown> {
  const page = search.page ?? 1;
  const theirs = hosted.load(queryClient, search);
  if (theirs) return theirs;
  switch (tabOf(search)) {
    case 'profile':
      return queryClient.ensureQueryData(profileQueryOptions());
    case 'addresses':
      return queryClient.ensureQueryData(addressesQueryOptions());
    case 'membership':
      return queryClient.ensureQueryData(membershipQueryOptions());
    case 'points':
      return queryClient.ensureQueryData(pointsQueryOptions(page));
    case 'coupons':
      return queryClient.ensureQueryData(couponsQueryOptions(search.state ?? 'usable'));
    case 'wish-list':
      return queryClient.ensureQueryData(wishListQueryOptions(page));
    case 'footprints':
      return queryClient.ensureQueryData(footprintsQueryOptions(page));
    default:
      return Promise.resolve();
  }
}

/**
 * The member area's route loader: its screen, its words and, for a signed-in member, the data
 * of the screen asked for. A visitor's page asks once it shows, and that -1 opens the sign-in.
 */
export async function loadMemberArea(
  queryClient: QueryClient,
  search: MemberSearch,
  hosted: HostedScreens,
  preloadScreen: () => Promise<unknown>,
): Promise<void> {
  const data = userState.userInfo
    ? [
        queryClient.ensureQueryData(userCenterQueryOptions()),
        loadScreenData(queryClient, search, hosted),
      ]
    : [];
  await Promise.all([
    preloadScreen(),
    loadMemberMessages(),
    ...data.map((promise) => promise.catch(() => undefined)),
  ]);
}
