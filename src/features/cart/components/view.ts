import { createContext, useContext } from 'react';
import type { RouteSet } from '../../../lib/route-set';

/** The cart screen's route set, and whether it shows its desktop layout. */
export interface CartView {
  routeSet: RouteSet;
  wide: boolean;
}

export const CartViewContext = createContext<CartView>({ routeSet: 'shared', wide: true });

export function useCartView(): CartView {
  return useContext(CartViewContext);
}
