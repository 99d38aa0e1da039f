import { useLingui } from '@lingui/react/macro';
import type { Store } from '../../../../contract/store';
import { BookAppointmentLink } from '../../../ui/BookAppointmentLink';
import { mapLinks, telHref, type MapApp } from '../model';
import styles from './BoutiqueCard.module.css';

export const boutiqueElementId = (id: number) => `boutique-${id}`;

/** One boutique: its city, name, address, opening hours, telephone and services. */
export function BoutiqueCard({ store, selected }: { store: Store; selected: boolean }) {
  const { t } = useLingui();
  const titleId = `${boutiqueElementId(store.id)}-name`;
  const serviceNames: Record<string, string> = {
    appointment: t`Appointments`,
    washing: t`Care services`,
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
      <MapAppLinks store={store} />
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

/** The boutique's address in the shopper's map app, one tap away. */
function MapAppLinks({ store }: { store: Store }) {
  const { t } = useLingui();
  const links = mapLinks(store);
  const apps: { app: MapApp; name: string }[] = [
    { app: 'amap', name: t`AMap` },
    { app: 'baidu', name: t`Baidu Maps` },
    { app: 'apple', name: t`Apple Maps` },
  ];
  const boutique = store.name;
  return (
    <p className={styles.maps}>
      <span className={styles.mapsLabel}>{t`Open in`}</span>
      {apps.map(({ app, name }) => (
        <a
          key={app}
          className={styles.mapLink}
          href={links[app]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Open ${boutique} in ${name}`}
        >
          {name}
        </a>
      ))}
    </p>
  );
}
