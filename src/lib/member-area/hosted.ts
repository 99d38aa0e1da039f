import { createContext, useContext, type ReactNode } from 'react';
import type { GoodsCard } from '../../../contract/catalogue';
import type { RouteSet } from '../route-set';
import type { MemberScreens } from './screens';

/** A product card in the member's lists (wish list, recently viewed), as the catalogue draws it. */
export interface MemberGoodsCard {
  goods: GoodsCard;
  routeSet: RouteSet;
  wide: boolean;
  /** Whether the card shows its wish-list heart. */
  wishList: boolean;
}

/** A piece of the member's wish list, for the bag's "Add to bag" under its card. */
export interface MemberGoodsAdd {
  goods: GoodsCard;
  routeSet: RouteSet;
}

/**
 * What other features show inside the member area: the orders' and appointments' screens, the
 * catalogue's product cards and the bag's "Add to bag". The member area's route hands them to
 * it, so that the member feature need not know those features, and they, which use the area's
 * address and navigation (./view) or its wish list, need not be known by it.
 */
export interface HostedScreens {
  /** The other features' screens of the area. */
  screens: Pick<MemberScreens, 'orders' | 'order' | 'refund' | 'appointments'>;
  /** A product card of the catalogue. */
  goodsCard(card: MemberGoodsCard): ReactNode;
  /** The bag's "Add to bag" for a piece, choosing its colour and size. */
  addToBag(piece: MemberGoodsAdd): ReactNode;
}

export const HostedScreensContext = createContext<HostedScreens | null>(null);

export function useHostedScreens(): HostedScreens {
  const hosted = useContext(HostedScreensContext);
  if (!hosted) throw new Error('useHostedScreens outside the member area');
  return hosted;
}
