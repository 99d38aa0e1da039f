import { createContext, useContext } from 'react';
import type { CartRouteSet } from '../paths';

/** The cart screen's route set, and whether it shows its desktop layout. */
export interface CartView {
  routeSet: CartRouteSet;
  wide: boolean;
}

export const CartViewContext = createContext<CartView>({ routeSet: 'shared', wide: true });

export function useCartView(): CartView {
  return useContext(CartViewContext);
}
