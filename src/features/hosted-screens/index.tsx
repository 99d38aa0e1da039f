// What other features show inside the member area, put together for its routes: the orders'
// screens (tabs `orders`, `order`, `refund`), the appointments' (tab `appointments`) and the
// catalogue's product cards. The member feature depends on none of them; this is where they meet.
import type { HostedScreens } from '../../lib/member-area/hosted';
import { appointmentScreens } from '../appointments';
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
};
