import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '../../../../contract/order';
import { formatMoment } from '../../../lib/dates';
import styles from './Timeline.module.css';

type Shipment = NonNullable<OrderDetail['shipment']>;

/** Carrier, tracking number and the parcel's events, the newest first. */
export function ShipmentView({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useLingui();
  const events = [...shipment.events].sort((a, b) => b.at - a.at);
  return (
    <div className={styles.shipment}>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Carrier`}</dt>
          <dd>{shipment.carrier_name || shipment.carrier}</dd>
        </div>
        <div>
          <dt>{t`Tracking number`}</dt>
          <dd className={styles.number}>{shipment.tracking_no}</dd>
        </div>
      </dl>
      {events.length === 0 ? (
        <p className={styles.none}>{t`No news of the parcel yet.`}</p>
      ) : (
        <ol className={styles.timeline} aria-label={t`Package events`}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className={index === 0 ? styles.latest : undefined}>
              <p className={styles.what}>{event.text}</p>
              <p className={styles.when}>{formatMoment(event.at, i18n.locale)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
