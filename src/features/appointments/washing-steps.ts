// A module of its own, read by the washing routes' loader only: the list of steps stays out of
// the app's first download, which carries the search validators.
import { isOneOf, WASHING_STEPS } from '../../../contract/app-routes';
import type { RouteSet } from '../../lib/route-set';

/** The washing service's pages (spec §2), by the route's `step`; none is the washing home. */
export type WashingStep = (typeof WASHING_STEPS)[number] | 'home';

/** The step a route's `{-$step}` names, or null for a page that does not exist. */
export function washingStepOf(step: string | undefined): WashingStep | null {
  if (step === undefined) return 'home';
  return isOneOf(WASHING_STEPS, step) ? step : null;
}

/** Which washing page a route shows, in which page set. */
export interface WashingView {
  routeSet: RouteSet;
  step: WashingStep;
}
