/** Which route set a cart screen belongs to: the shared route adapts to the width. */
export type CartRouteSet = 'shared' | 'pc' | 'mobile';

export const CART_PATHS = {
  shared: '/cart',
  pc: '/pc/cart',
  mobile: '/mobile/cart',
} as const satisfies Record<CartRouteSet, string>;

/** The route set a page belongs to, from its path: /pc/… and /mobile/… have their own. */
export function routeSetOfPath(pathname: string): CartRouteSet {
  if (pathname === '/pc' || pathname.startsWith('/pc/')) return 'pc';
  if (pathname === '/mobile' || pathname.startsWith('/mobile/')) return 'mobile';
  return 'shared';
}
