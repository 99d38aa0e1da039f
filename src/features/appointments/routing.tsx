// What route files need: the washing pages' search validator, loader and lazily loaded screen,
// and the member area's appointments screen. It carries no screen code, so the app's first
// download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import type { MemberScreens } from '../../lib/member-area/screens';
import { routeSetOf } from '../../lib/route-set';
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
const AppointmentsScreen = lazyRouteComponent(
  () => import('./components/AppointmentsScreen'),
  'AppointmentsScreen',
);

export const appointmentScreens = {
  appointments: {
    render: (search) => (
      <AppointmentsScreen
        booking={search.book === 1}
        storeId={search.store}
        page={search.page ?? 1}
      />
    ),
    load: (queryClient, search) =>
      Promise.all([
        AppointmentsScreen.preload?.(),
        loadAppointmentsMessages(),
        loadAppointmentsData(queryClient, appState.lang, search.book === 1),
      ]),
  },
} satisfies Pick<MemberScreens, 'appointments'>;

export { validateWashingSearch, type WashingSearch } from './search-params';
