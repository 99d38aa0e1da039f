import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../lib/device';
import { useMemberRouteSet } from '../../lib/member-routes';
import { appState } from '../app';

/** Whether the member area shows its desktop layout: the /pc set always, the shared by width. */
export function useMemberWide(): boolean {
  const routeSet = useMemberRouteSet();
  const { appWidth } = useSnapshot(appState);
  return routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
}
