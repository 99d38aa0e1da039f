import { useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import { MEMBER_AREA_PATHS, type RouteSet } from '../route-set';
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

/** The address of the member area's route with these search parameters, for links. */
export function useMemberPath(): '/personal' {
  return MEMBER_AREA_PATHS[useMemberView().routeSet] as '/personal';
}

/** Moves to another screen (or page) of the member area on the same route. */
export function useMemberNavigate(): (search: MemberSearch) => void {
  const navigate = useNavigate();
  const to = useMemberPath();
  return useCallback((search: MemberSearch) => void navigate({ to, search }), [navigate, to]);
}
