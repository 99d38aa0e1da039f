// What route files need: the washing pages' search validator, loader and lazily loaded screen,
// and the member area's appointments screen. It carries no screen code, so the app's first
// download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import { routeSetOf } from '../../lib/route-set';
import { userState } from '../account';
import { appState } from '../app';
import { loadAppointmentsData, loadWashingData } from './loader';
import { loadAppointmentsMessages } from './messages';
import type { WashingSearch } from './search-params';
import { washingStepOf, type WashingView } from './washing-steps';

/** The washing service's pages, loaded with their own chunk. */
export const WashingPage = lazyRouteComponent(() => import('./pages/WashingPage'), 'WashingPage');

/** The washing pages' loader: the page set and step, the screen, its words and its data. */
export async function loadWashingRoute(
  queryClient: QueryClient,
  set: string | undefined,
  stepParam: string | undefined,
  search: WashingSearch,
): Promise<WashingView> {
  const routeSet = routeSetOf(set);
  const step = washingStepOf(stepParam);
  if (step === null) throw notFound();
  await Promise.all([
    WashingPage.preload?.(),
    loadAppointmentsMessages(),
    loadWashingData(queryClient, appState.lang, step, search),
  ]);
  return { routeSet, step };
}

/** The member area's "My appointments", loaded with its own chunk. */
export const AppointmentsScreen = lazyRouteComponent(
  () => import('./components/AppointmentsScreen'),
  'AppointmentsScreen',
);

/** Its loader: the screen, its words and, for a signed-in member, its data. */
export const loadAppointmentsScreen = (
  queryClient: QueryClient,
  search: { booking: boolean; page: number },
) =>
  Promise.all([
    AppointmentsScreen.preload?.(),
    loadAppointmentsMessages(),
    userState.userInfo &&
      loadAppointmentsData(queryClient, appState.lang, search.booking, search.page),
  ]);

export { validateWashingSearch, type WashingSearch } from './search-params';
