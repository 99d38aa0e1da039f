import type { OrderSummary } from '../../../../contract/order';
import { cancelBadgeOf } from '../model';
import { useCancelStatusLabels, useOrderRefundLabel } from './labels';
import styles from './OrderBadges.module.css';

/**
 * A cancellation asked for, or the latest after-sales request's state (refunded in part, with
 * the amount, while the refunds leave part of what was paid), beside the status.
 */
export function OrderBadges({ order, className }: { order: OrderSummary; className?: string }) {
  const cancelLabels = useCancelStatusLabels();
  const refundLabel = useOrderRefundLabel()(order);
  const cancel = cancelBadgeOf(order);
  if (!cancel && !refundLabel) return null;
  return (
    <p className={`${styles.badges} ${className ?? ''}`}>
      {cancel && (
        <span className={`${styles.badge} ${cancel === 'rejected' ? styles.refused : ''}`}>
          {cancelLabels[cancel]}
        </span>
      )}
      {refundLabel && (
        <span
          className={`${styles.badge} ${order.refund_status === 'refused' ? styles.refused : ''}`}
        >
          {refundLabel}
        </span>
      )}
    </p>
  );
}
