// Spec §2: the page a shopper comes back to after signing in, kept in session storage.

import type { AnyRouter } from '@tanstack/react-router';
import { isSignInFlowPath, isSignInPage } from './paths';

export const RETURN_PAGE_KEY = 'wxLoginCallBackPage';

/** A page as the router resolved it: path, query (the parsed search) and path params. */
export interface PageRef {
  path: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
}

/** The page the router shows now. */
export function currentPage(router: AnyRouter): PageRef {
  const { location, matches } = router.state;
  const params = (matches.at(-1)?.params ?? {}) as Record<string, string>;
  return { path: location.pathname, query: location.search as Record<string, unknown>, params };
}

export type SmallStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A page of this site that is worth coming back to. */
export function isReturnable(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !isSignInFlowPath(path);
}

/** Keeps `page` as the page to return to after signing in. */
export function rememberReturnPage(page: PageRef, store: SmallStore): void {
  if (!isReturnable(page.path)) return;
  store.setItem(RETURN_PAGE_KEY, JSON.stringify(page));
}

/**
 * Called on every resolved navigation. Arriving at the sign-in page stores the page before it,
 * unless that page belongs to the sign-in flow itself (forgot password, register, binding):
 * coming back from those keeps what the first arrival stored. A first page load has no page
 * before it and leaves the store as it was (a reload of the sign-in page keeps its target).
 */
export function noteNavigation(
  previous: PageRef | null,
  current: PageRef,
  store: SmallStore,
): void {
  if (!isSignInPage(current.path) || !previous) return;
  rememberReturnPage(previous, store);
}
