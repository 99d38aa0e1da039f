import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../ui/Dialog';
import type { Outcome } from '../../../ui/forms/outcome';
import { InvoiceForm } from './InvoiceForm';

/** An e-invoice request for an order (spec §3 "Invoice"). */
export function InvoiceDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: number;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t`Request an invoice`}>
      <InvoiceForm
        orderId={orderId}
        onCancel={onClose}
        onDone={(outcome) => {
          onDone(outcome);
          onClose();
        }}
      />
    </Dialog>
  );
}
