import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { cartNum } from '../../../contract/cart';
import { endpoint } from '../../lib/api-client';
import { PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { userState } from '../account';
import { routeSetOfPath, setParam } from '../../lib/route-set';
import { guestBagNum, readGuestBag } from './guest-bag';

// What every page runs for the cart: the header's count. Everything else of the cart loads with
// its screens.

/** Needs no login: a stale session gets 0 and never opens the sign-in on every page. */
const getCartNum = endpoint<typeof cartNum>('api/cart/get-cart-num', 'GET');

/** The key of every cart query: invalidating it refreshes the count, the lines and suggestions. */
export const CART_QUERY_KEY = [...PERSONAL_QUERY_KEY, 'cart'] as const;

/**
 * Spec §4: the count changes only with a reply of code 0 (a refusal keeps the last count). A
 * visitor's bag is counted on the device.
 */
export function cartCountQueryOptions() {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'num'] as const,
    queryFn: ({ signal }) =>
      userState.userInfo !== null
        ? getCartNum({}, { signal })
        : Promise.resolve({ num: guestBagNum(readGuestBag()) }),
    select: (data) => data.num,
    staleTime: 30_000,
  });
}

/** The most a badge spells out. */
const BADGE_MAX = 99;

/** Spec §3 carNum: nothing when the count is falsy or '0', "99+" above 99. */
export function badgeText(num: unknown): string {
  const count = typeof num === 'string' ? Number(num) : num;
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * The header's bag: where it leads (the `{-$set}` of the cart of the page's route set) and what
 * its badge says: the member's count, or what the visitor's device bag holds.
 */
export function useCartBadge(): { params: ReturnType<typeof setParam>; text: string } {
  // Signing in or out draws the badge again, onto the count of whoever is there now.
  useSnapshot(userState);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useQuery(cartCountQueryOptions());
  return { params: setParam(routeSetOfPath(pathname)), text: badgeText(count.data) };
}

/** After the cart changed elsewhere (an order was placed): the count and the cart ask again. */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
