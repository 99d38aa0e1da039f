import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLastSeenCopy } from '../../../lib/last-seen';
import {
  EmptyState,
  Pager,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from '../../../ui/screens/ScreenParts';
import { type Outcome } from '../../../ui/forms/outcome';
import { orderListQueryOptions } from '../api';
import { orderTabs, pageCountOf, withoutActions } from '../model';
import { ordersLink, useMemberRouteSet, type OrderListTab } from '../../../lib/member-routes';
import { useEmptyTabText, useOrderTabLabels } from './labels';
import { LastSeenOrdersNotice } from './LastSeenOrders';
import { OrderCard } from './OrderCard';
import { OutcomeLine } from './OutcomeLine';
import { useOrdersMessages } from '../messages';
import styles from './OrderListScreen.module.css';
import { groupDigits } from '../../../../contract/numbers';

/** My orders: spec §4's tabs with their counts, a card per order, page after page. */
export function OrderListScreen({ status, page }: { status: OrderListTab; page: number }) {
  useOrdersMessages();
  const { t } = useLingui();
  const labels = useOrderTabLabels();
  const emptyText = useEmptyTabText();
  const routeSet = useMemberRouteSet();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const orders = useQuery({
    ...orderListQueryOptions(status, page),
    placeholderData: keepPreviousData,
  });
  // Offline: the list as last seen, without its actions, until it is read again.
  const lastSeen = useLastSeenCopy(orders);
  const data = lastSeen
    ? { ...lastSeen.data, list: lastSeen.data.list.map(withoutActions) }
    : orders.data;
  const list = data?.list ?? [];

  return (
    <>
      <ScreenHeading title={t`My orders`} />
      {lastSeen && <LastSeenOrdersNotice what="list" savedAt={lastSeen.savedAt} />}
      <nav className={styles.tabs} aria-label={t`Order states`}>
        {orderTabs(data?.counts).map(({ tab, count }) => (
          <Link
            key={tab}
            {...ordersLink(routeSet, tab)}
            className={`${styles.tab} ${tab === status ? styles.current : ''}`}
            aria-current={tab === status ? 'page' : undefined}
          >
            {labels[tab]} <span className={styles.count}>{groupDigits(count)}</span>
          </Link>
        ))}
      </nav>
      <OutcomeLine outcome={outcome} />
      {!data ? (
        orders.isError ? (
          <ScreenError onRetry={() => void orders.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : list.length === 0 ? (
        <EmptyState title={emptyText[status]}>
          {status !== 'all' && (
            <Link {...ordersLink(routeSet)} className={styles.allLink}>
              {t`See all orders`}
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label={labels[status]}>
            {list.map((order) => (
              <OrderCard key={order.id} order={order} onOutcome={setOutcome} />
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCountOf(data.pagination)}
            onPage={(next) => void navigate(ordersLink(routeSet, status, next))}
          />
        </>
      )}
    </>
  );
}
