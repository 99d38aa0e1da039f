import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { cartNum } from '../../../contract/cart';
import { endpoint } from '../../lib/api-client';
import { keepLastSeen, readWithLastSeen, useLastSeenCopy } from '../../lib/last-seen';
import { useOnline } from '../../lib/online';
import { PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { userState } from '../account';
import { routeSetOfPath, setParam } from '../../lib/route-set';
import { guestBagNum, readGuestBag } from './guest-bag';

// What every page runs for the cart: the header's count. Everything else of the cart loads with
// its screens.

/** Needs no login: a stale session gets 0 and never opens the sign-in on every page. */
const getCartNum = endpoint<typeof cartNum>('api/cart/get-cart-num', 'GET');

/** The member's count as the server has it now, asked once, past any copy. */
export const readCartNum = (): Promise<{ num: number }> => getCartNum({});

/** The key of every cart query: invalidating it refreshes the count, the lines and suggestions. */
export const CART_QUERY_KEY = [...PERSONAL_QUERY_KEY, 'cart'] as const;

/** The name of the member's count as last seen (src/lib/last-seen.ts). */
export const COUNT_LAST_SEEN = 'bag-count';

/**
 * Spec §4: the count changes only with a reply of code 0 (a refusal keeps the last count). A
 * visitor's bag is counted on the device. The member's count is kept as last seen, so that
 * offline every page's header still shows it, marked as such.
 */
export function cartCountQueryOptions() {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'num'] as const,
    queryFn: ({ signal }) =>
      userState.userInfo !== null
        ? readWithLastSeen(COUNT_LAST_SEEN, () => getCartNum({}, { signal }))
        : Promise.resolve({ num: guestBagNum(readGuestBag()) }),
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

export interface CartBadge {
  /** The `{-$set}` of the cart of the page's route set. */
  params: ReturnType<typeof setParam>;
  /** What the badge says ('' for none). */
  text: string;
  /** Offline, the member's count as they last saw it, not one the server has just given. */
  lastSeen: boolean;
}

/**
 * The header's bag: where it leads and what its badge says: the member's count (offline, as last
 * seen), or what the visitor's device bag holds.
 */
export function useCartBadge(): CartBadge {
  // Signing in or out draws the badge again, onto the count of whoever is there now.
  const { userInfo } = useSnapshot(userState);
  const online = useOnline();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useQuery(cartCountQueryOptions());
  const copy = useLastSeenCopy(count);
  const num = count.data?.num ?? copy?.data.num;
  // A count read before the network went is as last seen too, until it is read again.
  const lastSeen = userInfo !== null && num !== undefined && (copy !== null || !online);
  return { params: setParam(routeSetOfPath(pathname)), text: badgeText(num), lastSeen };
}

/**
 * Shows `num`, the count a change answered with, and keeps it as the member's last seen. A count
 * asked for before the change (as signing in does) would answer the old figure after it: that
 * answer is dropped, not laid over this one.
 */
export async function setCartCount(queryClient: QueryClient, num: number): Promise<void> {
  const { queryKey } = cartCountQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, { num });
  if (userState.userInfo !== null) void keepLastSeen(COUNT_LAST_SEEN, { num });
}

/** After the cart changed elsewhere (an order was placed): the count and the cart ask again. */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
