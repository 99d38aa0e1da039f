// What route files need: the validator, the loader and the lazily loaded screen. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberArea } from './loader';
import type { HostedScreens } from '../../lib/member-area/hosted';
import type { MemberSearch } from '../../lib/member-area/search';

/** The member area's screens, loaded with their own chunk. */
export const MemberPage = lazyRouteComponent(() => import('./pages/MemberPage'), 'MemberPage');

export function loadMemberRoute(
  queryClient: QueryClient,
  search: MemberSearch,
  hosted: HostedScreens,
): Promise<void> {
  const preload = () => MemberPage.preload?.() ?? Promise.resolve();
  return loadMemberArea(queryClient, search, hosted, preload);
}

export { validateMemberSearch, type MemberSearch } from '../../lib/member-area/search';
