import { useLingui } from '@lingui/react/macro';
import type { Appointment } from '../../../../contract/appointment';
import { Button } from '../../../ui/Button';
import { cardStateOf } from '../card-state';
import styles from './AppointmentCard.module.css';
import { formatBookedDay, useCardStateLabels } from './labels';
import { WashingCareFacts } from './WashingCareFacts';

/** One appointment: what, where and when, its status, and a way to cancel it while it waits. */
export function AppointmentCard({
  appointment: a,
  onCancel,
}: {
  appointment: Appointment;
  onCancel?: (appointment: Appointment) => void;
}) {
  const { t, i18n } = useLingui();
  const states = useCardStateLabels();
  const state = cardStateOf(a);
  const titleId = `appointment-${a.id}`;
  const kind = a.service === 'washing' ? t`Care service` : t`Boutique appointment`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.top}>
        <p className={styles.kind}>{kind}</p>
        <span className={`${styles.status} ${styles[state]}`}>{states[state]}</span>
        <h2 id={titleId} className={styles.title}>
          {a.service_type_name}
        </h2>
      </header>
      <dl className={styles.facts}>
        <dt>{t`Date`}</dt>
        <dd>
          {formatBookedDay(a.date, i18n.locale, true)} · {a.period_name} {a.hours}
        </dd>
        <dt>{t`Boutique`}</dt>
        <dd>
          {a.store.name}
          <span className={styles.address}>{a.store.address}</span>
        </dd>
        <dt>{t`Telephone`}</dt>
        <dd>{a.store.phone}</dd>
        <dt>{t`Clothing type`}</dt>
        <dd>{a.clothing_type_name}</dd>
        {a.remark && (
          <>
            <dt>{t`Remark`}</dt>
            <dd>{a.remark}</dd>
          </>
        )}
        {a.washing && <WashingCareFacts care={a.washing} withState={false} />}
        {a.staff_message && (
          <>
            <dt>{t`Message from the boutique`}</dt>
            <dd>{a.staff_message}</dd>
          </>
        )}
      </dl>
      {a.can_cancel && onCancel && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onCancel(a)} aria-describedby={titleId}>
            {t`Cancel the appointment`}
          </Button>
        </div>
      )}
    </article>
  );
}
