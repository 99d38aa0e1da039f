import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '../../../../contract/order';
import { formatFen } from '../../../ui/Price';
import { orderLink, useMemberRouteSet } from '../../../lib/member-routes';
import { formatMoment } from '../../../lib/dates';
import { type Outcome } from '../../../ui/forms/outcome';
import { amountKindOf, CARD_LINES } from '../model';
import { useAmountLabels } from './labels';
import styles from './OrderCard.module.css';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { PayCountdown } from './PayCountdown';
import { OrderBadges } from './OrderBadges';

/** One order in the list: its number, time and state, its first lines, its amount, what can be done. */
export function OrderCard({
  order,
  onOutcome,
}: {
  order: OrderSummary;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t, i18n } = useLingui();
  const routeSet = useMemberRouteSet();
  const orderNo = order.order_no;
  const more = order.lines.length - CARD_LINES;
  const amount = formatFen(order.pay_amount);
  const pieces = order.pieces;
  const amountKind = amountKindOf(order);
  const unpaid = amountKind === 'toPay';
  const amountLabel = useAmountLabels()[amountKind];
  return (
    <li className={styles.card} aria-label={t`Order ${orderNo}`}>
      <header className={styles.header}>
        <Link {...orderLink(routeSet, order.id)} className={styles.number}>
          {t`Order no. ${orderNo}`}
        </Link>
        <time className={styles.time} dateTime={new Date(order.created_at).toISOString()}>
          {formatMoment(order.created_at, i18n.locale)}
        </time>
        <span className={styles.status}>{order.status_text}</span>
      </header>
      <OrderBadges order={order} className={styles.badges} />
      <div className={styles.lines}>
        <OrderLines
          lines={order.lines.slice(0, CARD_LINES)}
          label={t`Pieces of order ${orderNo}`}
        />
        {more > 0 && <p className={styles.more}>{t`and ${more} more`}</p>}
      </div>
      <footer className={styles.footer}>
        <p className={styles.total}>
          <span>
            <Plural value={pieces} one="# piece" other="# pieces" />
          </span>
          <span>
            {amountLabel} <strong className={styles.amount}>{amount}</strong>
          </span>
        </p>
        {unpaid && <PayCountdown deadline={order.pay_deadline} orderId={order.id} />}
        <OrderActions order={order} detailsLink onOutcome={onOutcome} />
      </footer>
    </li>
  );
}
