import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderDetail } from '../../../../contract/order';
import { ApiError } from '../../../lib/api-client';
import {
  EmptyState,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from '../../../ui/screens/ScreenParts';
import { formatDay, formatMoment } from '../../../lib/dates';
import { useLastSeenCopy } from '../../../lib/last-seen';
import { type Outcome } from '../../../ui/forms/outcome';
import { orderDetailQueryOptions } from '../api';
import { cancelBadgeOf, withoutActions } from '../model';
import { BackLink } from './BackLink';
import { useClientServicesWords } from './labels';
import { LastSeenOrdersNotice } from './LastSeenOrders';
import { useOrdersMessages } from '../messages';
import styles from './OrderDetailScreen.module.css';
import { OrderActions } from './OrderActions';
import { OrderAfterSales } from './OrderAfterSales';
import { OrderBadges } from './OrderBadges';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderMoneyBack } from './OrderMoneyBack';
import { OutcomeLine } from './OutcomeLine';
import { PayCountdown } from './PayCountdown';
import { ShipmentView } from './ShipmentView';

/** One order: its state and what can be done, its lines, delivery, payment, parcel and after-sales. */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  useOrdersMessages();
  const { t } = useLingui();
  const detail = useQuery(orderDetailQueryOptions(orderId));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const back = <BackLink to="all" label={t`My orders`} />;
  // Offline: the order as last seen, without its actions, until it is read again.
  const lastSeen = useLastSeenCopy(detail);
  const order = lastSeen ? withoutActions(lastSeen.data) : detail.data;

  if (!order) {
    return (
      <>
        {back}
        <ScreenHeading title={t`Order details`} />
        {detail.error instanceof ApiError ? (
          <EmptyState title={detail.error.message || t`This order could not be found.`} />
        ) : detail.isError ? (
          <ScreenError onRetry={() => void detail.refetch()} />
        ) : (
          <ScreenLoading />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <OrderHeading order={order} />
      {lastSeen && <LastSeenOrdersNotice what="order" savedAt={lastSeen.savedAt} />}
      <OutcomeLine outcome={outcome} />
      <section className={styles.state} aria-label={t`Order status`}>
        <p className={styles.statusText}>{order.status_text}</p>
        <OrderBadges order={order} />
        <StateNotes order={order} />
        {!lastSeen && <OrderActions order={order} onOutcome={setOutcome} />}
      </section>
      <OrderMoneyBack order={order} />
      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.sectionTitle}>
          {t`Pieces`}
        </h2>
        <OrderLines
          lines={order.lines}
          full
          returns={order.status === 'shipped' || order.status === 'completed'}
          label={t`Pieces`}
        />
      </section>
      <OrderFacts order={order} />
      {order.shipment && (
        <section className={styles.section} aria-labelledby="order-parcel">
          <h2 id="order-parcel" className={styles.sectionTitle}>
            {t`Package`}
          </h2>
          <ShipmentView shipment={order.shipment} />
        </section>
      )}
      <OrderAfterSales order={order} />
    </>
  );
}

function OrderHeading({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const orderNo = order.order_no;
  const placed = formatMoment(order.created_at, i18n.locale);
  return (
    <ScreenHeading
      title={t`Order details`}
      lead={
        <>
          <span className={styles.orderNo}>{t`Order no. ${orderNo}`}</span>
          <span className={styles.placed}>{t`Placed on ${placed}`}</span>
        </>
      }
    />
  );
}

/** What the state means for the member now: time to pay, a cancellation, the windows left. */
function StateNotes({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const service = useClientServicesWords();
  const [now] = useState(() => Date.now());
  const day = (at: number) => formatDay(at, i18n.locale);
  const notes: { key: string; text: string; tone?: 'refused' }[] = [];

  const cancel = cancelBadgeOf(order);
  if (cancel === 'processing') {
    notes.push({
      key: 'cancel',
      text: t`You asked to cancel this order. Once the seller agrees, the full amount is refunded to you.`,
    });
  } else if (cancel === 'rejected') {
    const reason = order.cancel_refuse_reason;
    notes.push({
      key: 'cancel',
      tone: 'refused',
      text: reason
        ? t`Your cancellation request was refused: ${reason}`
        : t`Your cancellation request was refused.`,
    });
  }
  if (order.status === 'paid' && !order.cancel_status) {
    notes.push({ key: 'ship', text: t`We ship within 3 working days of payment.` });
  }
  if (order.status === 'shipped') {
    notes.push({ key: 'shipped', text: t`Your order is on its way.` });
  }
  if (order.status === 'cancelled' && order.cancelled_at) {
    const on = day(order.cancelled_at);
    const reason = order.cancel_reason;
    notes.push({
      key: 'cancelled',
      text: reason ? t`Cancelled on ${on}: ${reason}` : t`Cancelled on ${on}.`,
    });
  }
  if (order.received_at) {
    const on = day(order.received_at);
    notes.push({ key: 'received', text: t`Signed for on ${on}.` });
  }
  if (order.return_deadline && now <= order.return_deadline) {
    const until = day(order.return_deadline);
    notes.push({ key: 'return', text: t`Returns are accepted until ${until}.` });
  }
  if (order.invoice_deadline && !order.invoice) {
    const until = day(order.invoice_deadline);
    notes.push({
      key: 'invoice',
      text:
        now <= order.invoice_deadline
          ? t`An invoice can be requested until ${until}.`
          : service.invoicePeriodEnded(until),
    });
  }

  return (
    <div className={styles.notes}>
      {order.status === 'unpaid' && (
        <>
          <PayCountdown deadline={order.pay_deadline} orderId={order.id} />
          <p>{t`Unpaid orders are cancelled 2 hours after they are placed.`}</p>
        </>
      )}
      {notes.map((note) => (
        <p key={note.key} className={note.tone === 'refused' ? styles.refused : undefined}>
          {note.text}
        </p>
      ))}
    </div>
  );
}
