import { useLingui } from '@lingui/react/macro';
import type { RefundDetail } from '../../../../contract/order';
import { formatMoment } from '../../../lib/dates';
import styles from './Timeline.module.css';

/** The request's history, the newest first, with the refusal's reason and the return's parcel. */
export function RefundTimeline({ refund }: { refund: RefundDetail }) {
  const { t, i18n } = useLingui();
  const history = [...refund.history].reverse();
  const company = refund.express_company;
  const number = refund.express_no;
  return (
    <ol className={styles.timeline} aria-label={t`Request history`}>
      {history.map((step, index) => (
        <li key={`${step.status}-${step.at}`} className={index === 0 ? styles.latest : undefined}>
          <p className={styles.what}>{step.status_text}</p>
          {step.status === 'refused' && refund.refuse_reason && (
            <p className={styles.detail}>{refund.refuse_reason}</p>
          )}
          {step.status === 'returning' && number && (
            <p className={styles.detail}>{t`${company}, tracking number ${number}`}</p>
          )}
          <p className={styles.when}>{formatMoment(step.at, i18n.locale)}</p>
        </li>
      ))}
    </ol>
  );
}
