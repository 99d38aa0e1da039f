import type { AnyRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isWeChatBrowser } from '../../lib/device';
import { sessionStore } from '../../lib/safe-storage';
import { isSignInFlowPath } from './paths';
import type { PageRef } from './return-page';
import { userState } from './state';

// What every page runs for the account feature. The rules themselves load only when they are
// needed: arriving at the sign-in page, a dead session, the WeChat browser.

/**
 * Spec §2: remembers the page each navigation heads for, so that arriving at the sign-in page
 * can store the one before it (`wxLoginCallBackPage`). The page asked for counts, not only the
 * page shown: a page whose loader meets "login needed" sends the shopper here before it shows,
 * and that page is the one to come back to.
 */
export function watchLoginReturnPage(router: AnyRouter): () => void {
  let previous: PageRef | null = null;
  return router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const current: PageRef = {
      path: toLocation.pathname,
      query: toLocation.search as Record<string, unknown>,
      params: router.getMatchedRoutes(toLocation.pathname)[1] as Record<string, string>,
    };
    const before = previous;
    previous = current;
    if (before && isSignInFlowPath(current.path)) {
      void import('./return-page').then((rules) =>
        rules.noteNavigation(before, current, sessionStore),
      );
    }
  });
}

/** A -1 reply: the stored session is dead, so this device forgets it (cookie, personal data). */
export function forgetDeadSession(queryClient: QueryClient): void {
  if (!userState.userInfo) return;
  userState.userInfo = null;
  void import('./session').then((session) => session.forgetSession(queryClient));
}

/** Inside the WeChat browser only: its sign-in code loads, and watches every navigation. */
export function startWeChatInApp(router: AnyRouter): void {
  if (!isWeChatBrowser()) return;
  void import('./wechat-inapp').then((module) => module.watchWeChatInApp(router));
}
