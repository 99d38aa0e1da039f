import type { QueryClient } from '@tanstack/react-query';
import { appState } from '../app';
import { menusQueryOptions, popupKeywordFor, popupsQueryOptions } from '../content';

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
