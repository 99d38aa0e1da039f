import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/Icon';
import {
  orderLink,
  ordersLink,
  useMemberRouteSet,
  type OrderListTab,
} from '../../../lib/member-routes';
import styles from './BackLink.module.css';

/** The way back to the screen an order or a request was opened from: a tab of the list, or an order. */
export function BackLink({ to, label }: { to: OrderListTab | { order: number }; label: string }) {
  const routeSet = useMemberRouteSet();
  const link = typeof to === 'string' ? ordersLink(routeSet, to) : orderLink(routeSet, to.order);
  return (
    <Link {...link} className={styles.back}>
      <Icon name="chevronLeft" size={16} />
      <span>{label}</span>
    </Link>
  );
}
