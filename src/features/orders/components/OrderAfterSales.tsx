import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { InvoiceView, OrderDetail } from '../../../../contract/order';
import { formatFen } from '../../../ui/Price';
import { refundLink, useMemberRouteSet } from '../../../lib/member-routes';
import { formatDay } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { downloadInvoicePdf } from '../api';
import dialogs from './dialogs.module.css';
import { useClientServicesWords, useInvoiceLabels, useRefundTypeLabels } from './labels';
import styles from './OrderDetailScreen.module.css';

/** The order's after-sales requests, each opening its own page, and its invoice. */
export function OrderAfterSales({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const routeSet = useMemberRouteSet();
  const typeLabels = useRefundTypeLabels();
  return (
    <>
      {order.refunds.length > 0 && (
        <section className={styles.section} aria-labelledby="order-after-sales">
          <h2 id="order-after-sales" className={styles.sectionTitle}>
            {t`After-sales`}
          </h2>
          <ul className={styles.refunds}>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <Link {...refundLink(routeSet, refund.id)} className={styles.refund}>
                  <span className={styles.refundWhat}>
                    <span>{typeLabels[refund.type] ?? refund.refund_no}</span>
                    <span className={styles.refundNo}>{refund.refund_no}</span>
                  </span>
                  <span className={styles.refundState}>{refund.status_text}</span>
                  <span className={styles.refundAmount}>{formatFen(refund.amount)}</span>
                  <span className={styles.refundDay}>
                    {formatDay(refund.created_at, i18n.locale)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.invoice && <InvoiceSection orderId={order.id} invoice={order.invoice} />}
    </>
  );
}

function InvoiceSection({ orderId, invoice }: { orderId: number; invoice: InvoiceView }) {
  const { t, i18n } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setDownloading(true);
    setFailed(false);
    downloadInvoicePdf(orderId)
      .catch(() => setFailed(true))
      .finally(() => setDownloading(false));
  };
  const labels = useInvoiceLabels();
  const service = useClientServicesWords();
  const header = labels.header[invoice.header_type];
  const title = invoice.title;
  return (
    <section className={styles.section} aria-labelledby="order-invoice">
      <h2 id="order-invoice" className={styles.sectionTitle}>
        {t`Invoice`}
      </h2>
      <dl className={styles.pairs}>
        <div className={styles.pair}>
          <dt>{t`Status`}</dt>
          <dd className={styles.invoiceState}>{invoice.status_text}</dd>
        </div>
        {invoice.invoice_no && (
          <div className={styles.pair}>
            <dt>{t`Invoice number`}</dt>
            <dd>{invoice.invoice_no}</dd>
          </div>
        )}
        {invoice.status === 'issued' && invoice.decided_at !== null && (
          <div className={styles.pair}>
            <dt>{t`Issued on`}</dt>
            <dd>{formatDay(invoice.decided_at, i18n.locale)}</dd>
          </div>
        )}
        {invoice.status === 'refused' && invoice.refuse_reason && (
          <div className={styles.pair}>
            <dt>{t`Reason`}</dt>
            <dd>{invoice.refuse_reason}</dd>
          </div>
        )}
        <div className={styles.pair}>
          <dt>{t`Invoice type`}</dt>
          <dd>{labels.type[invoice.invoice_type]}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t`Invoice title`}</dt>
          <dd>{t`${title} (${header})`}</dd>
        </div>
        {invoice.tax_id && (
          <div className={styles.pair}>
            <dt>{t`Tax ID`}</dt>
            <dd>{invoice.tax_id}</dd>
          </div>
        )}
        <div className={styles.pair}>
          <dt>{t`Email`}</dt>
          <dd>{invoice.email}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t`Requested on`}</dt>
          <dd>{formatDay(invoice.created_at, i18n.locale)}</dd>
        </div>
      </dl>
      {invoice.status === 'needs_service' && (
        <p className={dialogs.note}>{service.specialInvoice}</p>
      )}
      {invoice.status === 'refused' && (
        <p className={dialogs.note}>
          {t`Client Services could not issue this invoice: you may request it again with the details corrected.`}
        </p>
      )}
      {invoice.pdf && (
        <p>
          <Button variant="secondary" onClick={download} disabled={downloading}>
            {t`Download the invoice (PDF)`}
          </Button>
          {failed && (
            <span role="alert">{t`The invoice could not be downloaded: please try again.`}</span>
          )}
        </p>
      )}
    </section>
  );
}
