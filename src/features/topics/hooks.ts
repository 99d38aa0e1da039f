import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../lib/device';
import type { RouteSet } from '../../lib/route-set';
import { appState } from '../app';

/** Whether a screen of this page set shows its desktop layout, and the window's width. */
export function useTopicLayout(routeSet: RouteSet): { wide: boolean; width: number } {
  const { appWidth } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  return { wide, width: appWidth };
}
