import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import type { RouteSet } from '../../../lib/route-set';
import { RouteSetContext } from '../paths';
import { GoodsCard } from './GoodsCard';

/** A product card in another feature's list of pieces (the member's wish list and footprints). */
export function ListGoodsCard({
  goods,
  routeSet,
  wide,
  wishList,
}: {
  goods: GoodsCardData;
  routeSet: RouteSet;
  wide: boolean;
  /** Whether the card shows its wish-list heart. */
  wishList: boolean;
}) {
  return (
    <RouteSetContext value={routeSet}>
      <GoodsCard
        goods={goods}
        sizes={wide ? '(min-width: 1240px) 220px, 20vw' : '50vw'}
        hoverSwatches={wide}
        wishList={wishList}
      />
    </RouteSetContext>
  );
}
