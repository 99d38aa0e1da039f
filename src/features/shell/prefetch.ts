import type { QueryClient } from '@tanstack/react-query';
import { appState } from '../app';
import {
  bypassForCheck,
  menusQueryOptions,
  publishStatusQueryOptions,
  takeOpeningFrame,
} from '../content';
import { sessionStore } from '../../lib/safe-storage';

/**
 * Asks for the frame's menus while the page's loader runs, instead of once the frame has
 * rendered; nothing waits for the reply. (A page's popups are the frame's to ask for, seconds
 * after the page: `ActivityPopups`.)
 */
export function prefetchFrameData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(menusQueryOptions(appState.lang));
}

/**
 * The frame's data the app's first render needs: the menus, and whether the shop is open (the
 * frame stays hidden until it knows), which the page's document usually carries. With both at hand the first render draws the whole page
 * in one go, instead of drawing an empty frame that each reply then redraws while the phone
 * waits. Settles when both have answered, failed or not.
 */
export async function loadFrameData(queryClient: QueryClient): Promise<void> {
  const check = bypassForCheck(window.location.search, sessionStore);
  takeOpeningFrame(queryClient, appState.lang, check.pair);
  await Promise.allSettled([
    queryClient.ensureQueryData(menusQueryOptions(appState.lang)),
    queryClient.ensureQueryData(publishStatusQueryOptions(check.pair)),
  ]);
}
