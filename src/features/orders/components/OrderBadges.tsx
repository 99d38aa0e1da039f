import type { OrderSummary } from '../../../../contract/order';
import { cancelBadgeOf } from '../model';
import { useCancelStatusLabels, useRefundStatusLabels } from './labels';
import styles from './OrderBadges.module.css';

/** A cancellation asked for, or the latest after-sales request's state, beside the status. */
export function OrderBadges({ order, className }: { order: OrderSummary; className?: string }) {
  const cancelLabels = useCancelStatusLabels();
  const refundLabels = useRefundStatusLabels();
  const cancel = cancelBadgeOf(order);
  if (!cancel && !order.refund_status) return null;
  return (
    <p className={`${styles.badges} ${className ?? ''}`}>
      {cancel && (
        <span className={`${styles.badge} ${cancel === 'rejected' ? styles.refused : ''}`}>
          {cancelLabels[cancel]}
        </span>
      )}
      {order.refund_status && (
        <span
          className={`${styles.badge} ${order.refund_status === 'refused' ? styles.refused : ''}`}
        >
          {refundLabels[order.refund_status]}
        </span>
      )}
    </p>
  );
}
