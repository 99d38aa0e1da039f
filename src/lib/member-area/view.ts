import { useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import type { RouteSet } from '../route-set';
import { memberAreaLink } from './link';
import type { MemberSearch } from './search';

/** Where the member area is shown: its route set, its layout and its search parameters. */
export interface MemberView {
  routeSet: RouteSet;
  wide: boolean;
  search: MemberSearch;
}

export const MemberViewContext = createContext<MemberView>({
  routeSet: 'shared',
  wide: true,
  search: {},
});

export function useMemberView(): MemberView {
  return useContext(MemberViewContext);
}

/** Links to the screens of the member area of this route set. */
export function useMemberLink(): (search: MemberSearch) => ReturnType<typeof memberAreaLink> {
  const { routeSet } = useMemberView();
  return useCallback((search: MemberSearch) => memberAreaLink(routeSet, search), [routeSet]);
}

/** Moves to another screen (or page) of the member area on the same route. */
export function useMemberNavigate(): (search: MemberSearch) => void {
  const navigate = useNavigate();
  const memberLink = useMemberLink();
  return useCallback(
    (search: MemberSearch) => void navigate(memberLink(search)),
    [navigate, memberLink],
  );
}
