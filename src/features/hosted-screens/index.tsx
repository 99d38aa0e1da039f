// What other features show inside the member area, put together for its routes: the orders'
// screens (tabs `orders`, `order`, `refund`), the appointments' (tab `appointments`), the
// catalogue's product cards and the bag's "Add to bag" under the wish list's. The member feature
// depends on none of them; this is where they meet.
import type { HostedScreens } from '../../lib/member-area/hosted';
import { appointmentScreens } from '../appointments';
import { ListAddToBag } from '../cart';
import { GoodsCard, RouteSetContext } from '../catalogue';
import { orderScreens } from '../orders';

export const memberArea: HostedScreens = {
  screens: { ...orderScreens, ...appointmentScreens },
  goodsCard({ goods, routeSet, wide, wishList }) {
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
  },
  addToBag({ goods, routeSet }) {
    return <ListAddToBag goods={goods} routeSet={routeSet} />;
  },
};
