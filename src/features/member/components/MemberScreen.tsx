import { Suspense } from 'react';
import { AppointmentsScreen } from '../../appointments';
import { OrdersScreen } from '../../orders';
import { ordersScreenOf, tabOf } from '../search-params';
import { AddressBook } from './AddressBook';
import { CouponsScreen } from './CouponsScreen';
import { FavouritesScreen } from './FavouritesScreen';
import { FootprintsScreen } from './FootprintsScreen';
import { MembershipScreen } from './MembershipScreen';
import { PasswordScreen } from './PasswordScreen';
import { PointsScreen } from './PointsScreen';
import { ProfileScreen } from './ProfileScreen';
import { ScreenLoading } from '../../../ui/screens/ScreenParts';
import { UserCenter } from './UserCenter';
import { useMemberView } from './view';

/** The screen the `tab` search parameter names. */
export function MemberScreen() {
  const { search } = useMemberView();
  const orders = ordersScreenOf(search);
  if (orders) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <OrdersScreen {...orders} />
      </Suspense>
    );
  }
  switch (tabOf(search)) {
    case 'appointments':
      return (
        <Suspense fallback={<ScreenLoading />}>
          <AppointmentsScreen
            booking={search.book === 1}
            storeId={search.store}
            page={search.page ?? 1}
          />
        </Suspense>
      );
    case 'profile':
      return <ProfileScreen />;
    case 'addresses':
      return <AddressBook />;
    case 'membership':
      return <MembershipScreen />;
    case 'points':
      return <PointsScreen page={search.page ?? 1} />;
    case 'coupons':
      return <CouponsScreen state={search.state ?? 'usable'} />;
    case 'favourites':
      return <FavouritesScreen page={search.page ?? 1} />;
    case 'footprints':
      return <FootprintsScreen page={search.page ?? 1} />;
    case 'password':
      return <PasswordScreen />;
    default:
      return <UserCenter />;
  }
}
