import { Suspense } from 'react';
import { useHostedScreens } from '../../../lib/member-area/hosted';
import { tabOf } from '../../../lib/member-area/search';
import { useMemberView } from '../../../lib/member-area/view';
import { AddressBook } from './AddressBook';
import { CouponsScreen } from './CouponsScreen';
import { FootprintsScreen } from './FootprintsScreen';
import { MembershipScreen } from './MembershipScreen';
import { PasswordScreen } from './PasswordScreen';
import { PointsScreen } from './PointsScreen';
import { ProfileScreen } from './ProfileScreen';
import { ScreenLoading } from '../../../ui/screens/ScreenParts';
import { UserCenter } from './UserCenter';
import { WishListScreen } from './WishListScreen';

/** The screen the `tab` search parameter names. */
export function MemberScreen() {
  const { search } = useMemberView();
  const hosted = useHostedScreens().render(search);
  if (hosted) return <Suspense fallback={<ScreenLoading />}>{hosted}</Suspense>;
  switch (tabOf(search)) {
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
    case 'wish-list':
      return <WishListScreen page={search.page ?? 1} />;
    case 'footprints':
      return <FootprintsScreen page={search.page ?? 1} />;
    case 'password':
      return <PasswordScreen />;
    default:
      return <UserCenter />;
  }
}
