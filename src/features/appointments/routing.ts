// What the washing route files need: the search validator, the loader and the lazily loaded
// screen. It carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import { routeSetOf } from '../../lib/route-set';
import { appState } from '../app';
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
  const [{ loadWashingData }] = await Promise.all([
    import('./loader'),
    WashingPage.preload?.(),
    loadAppointmentsMessages(),
  ]);
  await loadWashingData(queryClient, appState.lang, step, search);
  return { routeSet, step };
}

export { validateWashingSearch, type WashingSearch } from './search-params';
