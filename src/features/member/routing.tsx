// What route files need: the validator, the loader, the lazily loaded area and the screen a
// search asks for. It carries no screen code, so the app's first download stays small; other
// features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { MemberScreen } from '../../lib/member-area/screens';
import type { MemberSearch } from '../../lib/member-area/search';
import { userState } from '../account';
import { userCenterQueryOptions } from './api';
import { loadMemberMessages } from './messages';

/** The member area's frame (navigation, sign-in), loaded with its own chunk. */
export const MemberPage = lazyRouteComponent(() => import('./pages/MemberPage'), 'MemberPage');

/**
 * The member area's route loader: its frame, its words and the screen asked for; for a signed-in
 * member, the user center and the screen's data too. A visitor's page asks once it shows, and
 * that -1 opens the sign-in.
 */
export async function loadMemberRoute(
  queryClient: QueryClient,
  search: MemberSearch,
  shown: MemberScreen,
): Promise<void> {
  const data = userState.userInfo
    ? [queryClient.ensureQueryData(userCenterQueryOptions()), shown.load(queryClient, search)]
    : [];
  await Promise.all([
    MemberPage.preload?.(),
    loadMemberMessages(),
    ...data.map((promise) => promise.catch(() => undefined)),
  ]);
}

export { memberScreenOf } from './screens';
export { validateMemberSearch, type MemberSearch } from '../../lib/member-area/search';
