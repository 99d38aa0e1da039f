/** Which route set a cart screen belongs to: the shared route adapts to the width. */
export type CartRouteSet = 'shared' | 'pc' | 'mobile';

export const CART_PATHS = {
  shared: '/cart',
  pc: '/pc/cart',
  mobile: '/mobile/cart',
} as const satisfies Record<CartRouteSet, string>;

export { routeSetOfPath } from '../../lib/route-set';
