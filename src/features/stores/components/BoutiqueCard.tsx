import { useLingui } from '@lingui/react/macro';
import type { Store } from '../../../../contract/store';
import { BookAppointmentLink } from '../../../ui/BookAppointmentLink';
import { telHref } from '../model';
import styles from './BoutiqueCard.module.css';

export const boutiqueElementId = (id: number) => `boutique-${id}`;

/** One boutique: its city, name, address, opening hours, telephone and services. */
export function BoutiqueCard({ store, selected }: { store: Store; selected: boolean }) {
  const { t } = useLingui();
  const titleId = `${boutiqueElementId(store.id)}-name`;
  const serviceNames: Record<string, string> = {
    appointment: t`Appointments`,
    washing: t`Care and cleaning`,
    personalisation: t`Personalisation`,
  };
  return (
    <article
      id={boutiqueElementId(store.id)}
      className={`${styles.card} ${selected ? styles.selected : ''}`}
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      tabIndex={-1}
    >
      <p className={styles.city}>{store.city_name}</p>
      <h3 id={titleId} className={styles.name}>
        {store.name}
      </h3>
      <address className={styles.address}>{store.address}</address>
      <dl className={styles.facts}>
        <dt>{t`Opening hours`}</dt>
        <dd>{store.hours}</dd>
        <dt>{t`Telephone`}</dt>
        <dd>
          <a className={styles.phone} href={telHref(store.phone)}>
            {store.phone}
          </a>
        </dd>
      </dl>
      {store.services.length > 0 && (
        <ul className={styles.services} aria-label={t`Services`}>
          {store.services.map((service) => (
            <li key={service}>{serviceNames[service] ?? service}</li>
          ))}
        </ul>
      )}
      {store.services.includes('appointment') && (
        <BookAppointmentLink storeId={store.id}>{t`Book an appointment`}</BookAppointmentLink>
      )}
    </article>
  );
}
