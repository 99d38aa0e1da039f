// What route files need: the validator, the loader and the lazily loaded screen. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberArea } from './loader';
import type { MemberSearch } from './search-params';

/** The member area's screens, loaded with their own chunk. */
export const MemberPage = lazyRouteComponent(() => import('./pages/MemberPage'), 'MemberPage');

export function loadMemberRoute(queryClient: QueryClient, search: MemberSearch): Promise<void> {
  return loadMemberArea(queryClient, search, () => MemberPage.preload?.() ?? Promise.resolve());
}

export { validateMemberSearch, type MemberSearch } from './search-params';
