import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RefundDetail } from '../../../../contract/order';
import { ApiError } from '../../../lib/api-client';
import { formatFen } from '../../../ui/Price';
import {
  EmptyState,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from '../../../ui/screens/ScreenParts';
import { formatDay, formatMoment } from '../../../lib/dates';
import { type Outcome } from '../../../ui/forms/outcome';
import { refundDetailQueryOptions } from '../api';
import { BackLink } from './BackLink';
import { useClientServicesWords, useRefundTypeLabels } from './labels';
import { useOrdersMessages } from '../messages';
import styles from './OrderDetailScreen.module.css';
import { OutcomeLine } from './OutcomeLine';
import { RefundPieceList } from './RefundPieceList';
import { RefundTimeline } from './RefundTimeline';
import { ReturnShippingForm } from './ReturnShippingForm';

/** One after-sales request: its state and history, where a return goes, and its logistics. */
export function RefundScreen({ refundId }: { refundId: number }) {
  useOrdersMessages();
  const { t } = useLingui();
  // The loader lets the server's refusal through (a request not the member's): this page says it.
  const refund = useQuery(refundDetailQueryOptions(refundId));
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!refund.data) {
    return (
      <>
        <BackLink to="after_sale" label={t`After-sales`} />
        <ScreenHeading title={t`After-sales request`} />
        {refund.error instanceof ApiError ? (
          <EmptyState title={refund.error.message || t`This request could not be found.`} />
        ) : refund.isError ? (
          <ScreenError onRetry={() => void refund.refetch()} />
        ) : (
          <ScreenLoading />
        )}
      </>
    );
  }
  const request = refund.data;
  const refundNo = request.refund_no;
  const orderNo = request.order_no;
  return (
    <>
      <BackLink to={{ order: request.order_id }} label={t`Order details`} />
      <ScreenHeading
        title={t`After-sales request`}
        lead={
          <>
            <span className={styles.orderNo}>{t`Request no. ${refundNo}`}</span>
            <span className={styles.placed}>{t`Order no. ${orderNo}`}</span>
          </>
        }
      />
      <OutcomeLine outcome={outcome} />
      <section className={styles.state} aria-label={t`Request status`}>
        <p className={styles.statusText}>{request.status_text}</p>
        <RefundNotes refund={request} />
      </section>
      {request.type === 'return' && request.return_address && (
        <section className={styles.section} aria-labelledby="refund-return">
          <h2 id="refund-return" className={styles.sectionTitle}>
            {t`Return address`}
          </h2>
          <p className={styles.address}>{request.return_address}</p>
          {request.can_send && <ReturnShippingForm refundId={request.id} onDone={setOutcome} />}
        </section>
      )}
      <RefundPieceList refund={request} />
      <RefundFacts refund={request} />
      <section className={styles.section} aria-labelledby="refund-history">
        <h2 id="refund-history" className={styles.sectionTitle}>
          {t`Progress`}
        </h2>
        <RefundTimeline refund={request} />
      </section>
    </>
  );
}

function RefundNotes({ refund }: { refund: RefundDetail }) {
  const { t, i18n } = useLingui();
  const service = useClientServicesWords();
  const amount = formatFen(refund.amount);
  const reason = refund.refuse_reason;
  const on = refund.refunded_at ? formatDay(refund.refunded_at, i18n.locale) : '';
  return (
    <div className={styles.notes}>
      {refund.status === 'refused' && (
        <p className={styles.refused}>
          {reason
            ? t`The seller refused the request: ${reason}`
            : t`The seller refused the request.`}
        </p>
      )}
      {refund.status === 'refunded' && refund.refunded_at && (
        <p>{t`${amount} was refunded on ${on}. It reaches your account within 3 to 10 days.`}</p>
      )}
      {(refund.status === 'requested' || refund.status === 'reviewing') && (
        <p>{t`The seller is looking at your request.`}</p>
      )}
      {refund.status === 'agreed' && refund.type === 'return' && (
        <p>{t`The seller agreed: please send the pieces back and enter the parcel's tracking number below.`}</p>
      )}
      {refund.status === 'agreed' && refund.type === 'refund' && (
        <p>{t`The seller agreed: the refund is on its way.`}</p>
      )}
      {refund.status === 'returning' && (
        <p>{t`Your return is on its way. The refund is made once the seller receives it.`}</p>
      )}
      {refund.status === 'processing' &&
        (refund.payout_delayed ? (
          <p className={styles.refused}>{service.payoutDelayed(amount)}</p>
        ) : (
          <p>{t`The seller has sent ${amount} back. The payment institution is processing the refund; it reaches your account within 3 to 10 days.`}</p>
        ))}
    </div>
  );
}

function RefundFacts({ refund }: { refund: RefundDetail }) {
  const { t, i18n } = useLingui();
  const typeLabels = useRefundTypeLabels();
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'type', label: t`Type of service`, value: typeLabels[refund.type] ?? '' },
    { key: 'reason', label: t`Reason`, value: refund.reason },
    { key: 'amount', label: t`Refund amount`, value: formatFen(refund.amount) },
    { key: 'created', label: t`Requested on`, value: formatMoment(refund.created_at, i18n.locale) },
  ];
  if (refund.contact) rows.push({ key: 'contact', label: t`Contact`, value: refund.contact });
  if (refund.remark) rows.push({ key: 'remark', label: t`Remark`, value: refund.remark });
  if (refund.express_no) {
    rows.push({ key: 'company', label: t`Carrier`, value: refund.express_company });
    rows.push({ key: 'number', label: t`Tracking number`, value: refund.express_no });
  }
  return (
    <section className={styles.section} aria-labelledby="refund-details">
      <h2 id="refund-details" className={styles.sectionTitle}>
        {t`Request details`}
      </h2>
      <dl className={styles.pairs}>
        {rows.map((row) => (
          <div key={row.key} className={styles.pair}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
