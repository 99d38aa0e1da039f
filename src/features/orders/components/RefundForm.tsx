import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { OrderDetail } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import form from '../../../ui/forms/form.module.css';
import { RefundDetails } from './RefundDetails';
import { RefundPieces } from './RefundPieces';
import { RefundTypeChoice } from './RefundTypeChoice';
import { useRefundForm } from './useRefundForm';

/**
 * Type, the pieces and how many of each (with what they refund, as the server computes it),
 * reason, contact and remark. A sent request opens its own page, where its progress shows.
 */
export function RefundForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui();
  const parts = useRefundForm(order);
  const { outcome } = parts;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    parts.send();
  };

  return (
    <form
      ref={parts.formRef}
      className={`${form.form} ${form.inDialog}`}
      onSubmit={send}
      noValidate
    >
      <RefundTypeChoice order={order} parts={parts} />
      <RefundPieces order={order} parts={parts} />
      <RefundDetails parts={parts} />
      <div className={form.actions}>
        <Button type="submit" disabled={parts.pending}>
          {parts.pending ? t`Submitting…` : t`Send the request`}
        </Button>
        <Button variant="text" onClick={onClose}>
          {t`Cancel`}
        </Button>
        <p className={`${form.outcome} ${form.refused}`} role="status">
          {outcome?.kind === 'refused' ? outcome.message : null}
        </p>
      </div>
    </form>
  );
}
