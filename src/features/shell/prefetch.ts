import type { QueryClient } from '@tanstack/react-query';
import { appState } from '../app';
import {
  bypassForCheck,
  menusQueryOptions,
  popupKeywordFor,
  popupsQueryOptions,
  publishStatusQueryOptions,
} from '../content';
import { sessionStore } from '../../lib/safe-storage';

/**
 * Asks for the frame's own data (the menus, and the popups of the page being opened) while the
 * page's loader runs, instead of once the frame has rendered; nothing waits for the replies.
 */
export function prefetchFrameData(queryClient: QueryClient, pathname: string): void {
  const { lang } = appState;
  void queryClient.prefetchQuery(menusQueryOptions(lang));
  const keyword = popupKeywordFor(pathname);
  if (keyword !== null) void queryClient.prefetchQuery(popupsQueryOptions(keyword, lang));
}

/**
 * The frame's data the app's first render needs: the menus, and whether the shop is open (the
 * frame stays hidden until it knows). With both at hand the first render draws the whole page
 * in one go, instead of drawing an empty frame that each reply then redraws while the phone
 * waits. Settles when both have answered, failed or not.
 */
export async function loadFrameData(queryClient: QueryClient): Promise<void> {
  const check = bypassForCheck(window.location.search, sessionStore);
  await Promise.allSettled([
    queryClient.ensureQueryData(menusQueryOptions(appState.lang)),
    queryClient.ensureQueryData(publishStatusQueryOptions(check.pair)),
  ]);
}
