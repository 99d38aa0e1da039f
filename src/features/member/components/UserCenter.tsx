import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import type { OrderCounts, UserCenter as UserCenterData } from '../../../../contract/member';
import { removeBootHero } from '../../../ui/boot-hero';
import { Icon } from '../../../ui/Icon';
import { formatFen } from '../../../ui/Price';
import { useUserCenter } from '../center';
import { dayPartOf } from '../model';
import {
  MEMBER_TABS,
  memberTabLink,
  ordersLink,
  useMemberRouteSet,
  type MemberTab,
} from '../../../lib/member-routes';
import { useMemberWide } from '../layout';
import { useOrderLabels, useTabLabels } from './labels';
import { LastSeenCenterNotice } from './LastSeenCenter';
import { SignOutButton } from './MemberNav';
import { ScreenError, ScreenLoading } from '../../../ui/screens/ScreenParts';
import styles from './UserCenter.module.css';
import { groupDigits } from '../../../../contract/numbers';

const ORDER_STATES = [
  'to_pay',
  'to_ship',
  'to_receive',
  'after_sale',
] as const satisfies (keyof OrderCounts)[];

/**
 * The user center: a greeting, the member's standing, their orders by state, the way out.
 * Offline, as the member last saw it, marked as such; signing out works there too.
 */
export function UserCenter() {
  const center = useUserCenter();
  const wide = useMemberWide();
  if (!center.data) {
    return center.isError ? <ScreenError onRetry={center.refetch} /> : <ScreenLoading />;
  }
  return (
    <>
      {center.lastSeen && <LastSeenCenterNotice savedAt={center.lastSeen.savedAt} />}
      <div className={`${styles.center} ${wide ? styles.wide : ''}`}>
        <Greeting data={center.data} />
        <Standing data={center.data} />
        <Orders counts={center.data.order_counts} />
        {!wide && <Entries />}
        {!wide && <SignOutButton className={styles.signOut} />}
      </div>
    </>
  );
}

function Greeting({ data }: { data: UserCenterData }) {
  const { t } = useLingui();
  // A phone's document drew this heading where it is drawn now (server/opening-text.ts).
  useLayoutEffect(removeBootHero, []);
  const name = data.display_name;
  const part = dayPartOf(new Date().getHours());
  const greeting =
    part === 'morning'
      ? t`Good morning, ${name}`
      : part === 'afternoon'
        ? t`Good afternoon, ${name}`
        : t`Good evening, ${name}`;
  return (
    <header className={styles.greeting}>
      <p className={styles.kicker}>{t`My account`}</p>
      <h1 className={styles.title}>{greeting}</h1>
      <p className={styles.level}>{t`${data.level_name} member`}</p>
    </header>
  );
}

function Standing({ data }: { data: UserCenterData }) {
  const { t } = useLingui();
  const routeSet = useMemberRouteSet();
  const tiles: { tab: MemberTab; label: string; value: string }[] = [
    { tab: 'membership', label: t`Membership level`, value: data.level_name },
    { tab: 'points', label: t`Points`, value: groupDigits(data.points) },
    { tab: 'balance', label: t`Account balance`, value: formatFen(data.balance) },
    { tab: 'coupons', label: t`Coupons`, value: groupDigits(data.coupon_count) },
    { tab: 'wish-list', label: t`Wish list`, value: groupDigits(data.favorite_count) },
  ];
  return (
    <ul className={styles.tiles} aria-label={t`Your membership`}>
      {tiles.map((tile) => (
        <li key={tile.tab}>
          <Link {...memberTabLink(routeSet, tile.tab)} className={styles.tile}>
            <span className={styles.tileValue}>{tile.value}</span>
            <span className={styles.tileLabel}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The orders by state, each opening the orders screen on its tab. */
function Orders({ counts }: { counts: OrderCounts }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const routeSet = useMemberRouteSet();
  return (
    <section className={styles.orders} aria-labelledby="member-orders">
      <div className={styles.sectionHeading}>
        <h2 id="member-orders" className={styles.sectionTitle}>
          {t`My orders`}
        </h2>
        <Link {...ordersLink(routeSet)} className={styles.allOrders}>
          {t`All orders`}
          <Icon name="chevronRight" size={14} />
        </Link>
      </div>
      <ul className={styles.orderList}>
        {ORDER_STATES.map((state) => (
          <li key={state}>
            <Link {...ordersLink(routeSet, state)} className={styles.order}>
              <span className={styles.orderCount}>{groupDigits(counts[state])}</span>
              <span className={styles.orderLabel}>{labels[state]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The phone's list of the member area's screens. */
function Entries() {
  const { t } = useLingui();
  const labels = useTabLabels();
  const routeSet = useMemberRouteSet();
  return (
    <nav aria-label={t`My account`} className={styles.entries}>
      <ul>
        {MEMBER_TABS.filter((tab) => tab !== 'user-center').map((tab) => (
          <li key={tab}>
            <Link {...memberTabLink(routeSet, tab)} className={styles.entry}>
              <span>{labels[tab]}</span>
              <Icon name="chevronRight" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
