import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderSummary } from '../../../../contract/order';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import form from '../../../ui/forms/form.module.css';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { confirmReceiptMutationOptions } from '../api';

/** Confirms that a shipped order has arrived: it is completed, and the return window starts. */
export function ConfirmReceiptDialog({
  order,
  onClose,
  onDone,
}: {
  order: OrderSummary;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useMutation({
    ...confirmReceiptMutationOptions(queryClient),
    onSuccess: () => {
      onDone({ kind: 'saved', message: t`Receipt confirmed. Thank you.` });
      onClose();
    },
    onError: (error) => setOutcome(refusal.of(error)),
  });
  return (
    <ConfirmDialog
      open
      title={t`Have you received this order?`}
      confirmLabel={t`Confirm receipt`}
      pending={confirm.isPending}
      onClose={onClose}
      onConfirm={() => {
        setOutcome(null);
        confirm.mutate(order.id);
      }}
    >
      <p>
        {t`Please confirm only once the parcel has reached you. Returns are accepted within 7 days of signing for.`}
      </p>
      {outcome?.kind === 'refused' && (
        <p className={form.refused} role="alert">
          {outcome.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
