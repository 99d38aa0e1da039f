import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderSummary } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { CHECKED_FORM, useCheckedForm } from '../../../ui/forms/checked-form';
import form from '../../../ui/forms/form.module.css';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { cancelOrderMutationOptions } from '../api';
import styles from './dialogs.module.css';
import { useReasonChoices } from './labels';

/**
 * Cancels an unpaid order at once; for a paid one (not yet shipped) it sends a request that the
 * house accepts, with a full refund, or refuses.
 */
export function CancelDialog({
  order,
  onClose,
  onDone,
}: {
  order: OrderSummary;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  // Reasons a shopper commonly gives; the reason is optional (spec §4).
  const reasons = useReasonChoices('cancel');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const paid = order.status !== 'unpaid';
  const cancel = useMutation({
    ...cancelOrderMutationOptions(queryClient),
    onSuccess: (detail) => {
      onDone({
        kind: 'saved',
        message:
          detail.status === 'cancelled'
            ? t`The order has been cancelled.`
            : t`Your cancellation request has been sent: once the seller agrees, the full amount is refunded.`,
      });
      onClose();
    },
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const request = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: { reason: '' },
    onSubmit: ({ value }) => cancel.mutate({ order_id: order.id, reason: value.reason }),
  });

  return (
    <Dialog
      open
      variant="sheet"
      onClose={onClose}
      title={paid ? t`Ask to cancel this order?` : t`Cancel this order?`}
    >
      <div className={styles.text}>
        {paid ? (
          <p>
            {t`This order has been paid, so cancelling it sends a request to the seller. Once the seller agrees, the full amount is refunded to you; until then the order stays as it is.`}
          </p>
        ) : (
          <p>
            {t`The order is cancelled at once. Any coupon and points it used come back to your account.`}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-reason`} className={form.label}>
          {t`Reason (optional)`}
        </label>
        <request.Field name="reason">
          {(field) => (
            <select
              id={`${id}-reason`}
              className={form.select}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
            >
              <option value="">{t`Choose a reason`}</option>
              {reasons.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </request.Field>
      </div>
      <p className={`${form.outcome} ${form.refused} ${styles.outcome}`} role="status">
        {outcome?.kind === 'refused' ? outcome.message : null}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t`Keep the order`}
        </Button>
        <Button
          disabled={cancel.isPending}
          onClick={() => {
            setOutcome(null);
            void request.handleSubmit();
          }}
        >
          {paid ? t`Send the request` : t`Cancel the order`}
        </Button>
      </div>
    </Dialog>
  );
}
