// What other features show inside the member area: the orders (tabs `orders`, `order`,
// `refund`), the appointments (tab `appointments`) and the catalogue's product cards. The
// member area's routes hand these to it, so that the member feature depends on none of them.
import type { HostedScreens } from '../../lib/member-area/hosted';
import { tabOf } from '../../lib/member-area/search';
import { AppointmentsScreen, loadAppointmentsScreen } from '../appointments';
import { GoodsCard, RouteSetContext } from '../catalogue';
import { loadOrdersScreen, OrdersScreen, ordersScreenOf } from '../orders';

export const hostedScreens: HostedScreens = {
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
  render(search) {
    const orders = ordersScreenOf(search);
    if (orders) return <OrdersScreen {...orders} />;
    if (tabOf(search) !== 'appointments') return null;
    const page = search.page ?? 1;
    return <AppointmentsScreen booking={search.book === 1} storeId={search.store} page={page} />;
  },
  load(queryClient, search) {
    const orders = ordersScreenOf(search);
    if (orders) return loadOrdersScreen(queryClient, orders);
    if (tabOf(search) !== 'appointments') return null;
    const screen = { booking: search.book === 1, page: search.page ?? 1 };
    return loadAppointmentsScreen(queryClient, screen);
  },
};
