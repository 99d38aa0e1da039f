import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { GoodsCard } from '../../../contract/catalogue';
import type { RouteSet } from '../route-set';
import type { MemberSearch } from './search';

/** A product card in the member's lists (wish list, recently viewed), as the catalogue draws it. */
export interface MemberGoodsCard {
  goods: GoodsCard;
  routeSet: RouteSet;
  wide: boolean;
  /** Whether the card shows its wish-list heart. */
  wishList: boolean;
}

/**
 * What other features show inside the member area: the orders' and appointments' screens, and
 * the catalogue's product cards. The member area's route hands them to it, so that the member
 * feature need not know those features, and they, which use the area's address and navigation
 * (./view) or its wish list, need not be known by it.
 */
export interface HostedScreens {
  /** A product card of the catalogue. */
  goodsCard(card: MemberGoodsCard): ReactNode;
  /** The screen this search asks for, if it is one of theirs; null otherwise. */
  render(search: MemberSearch): ReactNode;
  /** Its code and data, for the route's loader; null when the screen is not one of theirs. */
  load(queryClient: QueryClient, search: MemberSearch): Promise<unknown> | null;
}

export const NO_HOSTED_SCREENS: HostedScreens = {
  goodsCard: () => null,
  render: () => null,
  load: () => null,
};

export const HostedScreensContext = createContext<HostedScreens>(NO_HOSTED_SCREENS);

export function useHostedScreens(): HostedScreens {
  return useContext(HostedScreensContext);
}
