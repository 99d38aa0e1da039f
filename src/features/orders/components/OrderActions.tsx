import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { OrderSummary } from '../../../../contract/order';
import { Button, buttonClass } from '../../../ui/Button';
import { orderLink, useMemberRouteSet } from '../../../lib/member-routes';
import { setParam } from '../../../lib/route-set';
import { type Outcome } from '../../../ui/forms/outcome';
import styles from './OrderActions.module.css';

// Each dialog, with its form and its calls, loads when the member opens it: an order's list and
// its page show without them.
const CancelDialog = lazy(() =>
  import('./CancelDialog').then((loaded) => ({ default: loaded.CancelDialog })),
);
const ConfirmReceiptDialog = lazy(() =>
  import('./ConfirmReceiptDialog').then((loaded) => ({ default: loaded.ConfirmReceiptDialog })),
);
const TrackingDialog = lazy(() =>
  import('./TrackingDialog').then((loaded) => ({ default: loaded.TrackingDialog })),
);
const RefundDialog = lazy(() =>
  import('./RefundDialog').then((loaded) => ({ default: loaded.RefundDialog })),
);
const InvoiceDialog = lazy(() =>
  import('./InvoiceDialog').then((loaded) => ({ default: loaded.InvoiceDialog })),
);

type OpenDialog = 'cancel' | 'confirm' | 'track' | 'refund' | 'invoice' | null;

/**
 * What the member may do with an order, as the server allows it (`actions`): pay, confirm
 * receipt, track, ask for after-sales or an invoice, cancel. Outcomes are told to the screen,
 * which keeps them in view even when the order moves to another tab.
 */
export function OrderActions({
  order,
  detailsLink = false,
  onOutcome,
}: {
  order: OrderSummary;
  /** On a card: a link to the order's own page. */
  detailsLink?: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const routeSet = useMemberRouteSet();
  const [open, setOpen] = useState<OpenDialog>(null);
  const { actions } = order;
  const orderNo = order.order_no;
  const close = () => setOpen(null);
  const opener = (dialog: OpenDialog) => () => {
    onOutcome(null);
    setOpen(dialog);
  };

  return (
    <div className={styles.actions} role="group" aria-label={t`Actions for order ${orderNo}`}>
      {detailsLink && (
        <Link
          {...orderLink(routeSet, order.id)}
          className={`${buttonClass('text')} ${styles.details}`}
        >
          {t`Order details`}
        </Link>
      )}
      {actions.cancel && (
        <Button variant="secondary" onClick={opener('cancel')}>
          {t`Cancel order`}
        </Button>
      )}
      {actions.invoice && (
        <Button variant="secondary" onClick={opener('invoice')}>
          {t`Request an invoice`}
        </Button>
      )}
      {actions.after_sale && (
        <Button variant="secondary" onClick={opener('refund')}>
          {t`Apply for after-sales`}
        </Button>
      )}
      {actions.track && (
        <Button variant="secondary" onClick={opener('track')}>
          {t`Track package`}
        </Button>
      )}
      {actions.confirm && <Button onClick={opener('confirm')}>{t`Confirm receipt`}</Button>}
      {actions.pay && (
        <Link
          to="/{-$set}/productList/order"
          params={setParam(routeSet)}
          search={{ order_id: order.id }}
          className={buttonClass('primary')}
        >
          {t`Pay now`}
        </Link>
      )}
      <Suspense fallback={null}>
        {open === 'cancel' && <CancelDialog order={order} onClose={close} onDone={onOutcome} />}
        {open === 'confirm' && (
          <ConfirmReceiptDialog order={order} onClose={close} onDone={onOutcome} />
        )}
        {open === 'track' && <TrackingDialog orderId={order.id} onClose={close} />}
        {open === 'refund' && <RefundDialog orderId={order.id} onClose={close} />}
        {open === 'invoice' && (
          <InvoiceDialog orderId={order.id} onClose={close} onDone={onOutcome} />
        )}
      </Suspense>
    </div>
  );
}
