import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';
import { Picture } from '../../../../ui/Picture';
import { CareFacts } from './CareFacts';
import { washingDetailLink, washingHomeLink } from './links';
import { useCareList } from './useCare';
import { WashingFrame } from './WashingFrame';
import styles from './washing.module.css';

/** /washing/washingList: the care services, what each is for and what it costs. */
export function WashingListPage({ routeSet }: { routeSet: RouteSet }) {
  return (
    <WashingFrame routeSet={routeSet}>
      <WashingList routeSet={routeSet} />
    </WashingFrame>
  );
}

function WashingList({ routeSet }: { routeSet: RouteSet }) {
  const { t } = useLingui();
  const care = useCareList();
  return (
    <>
      <header className={styles.header}>
        <Link {...washingHomeLink(routeSet)} className={styles.back}>
          {t`The care service`}
        </Link>
        <h1 className={styles.title}>{t`Care services`}</h1>
        <p className={styles.lead}>
          {t`Choose the care your piece needs: each is carried out by hand, then returned to the boutique of your choice.`}
        </p>
      </header>
      <ul className={styles.cards}>
        {care.list.map((service) => (
          <li key={service.id}>
            <article className={styles.card} aria-labelledby={`care-${service.id}`}>
              <Picture
                picture={service.picture}
                alt=""
                sizes="(min-width: 770px) 33vw, 100vw"
                className={styles.cardPicture}
              />
              <div className={styles.cardBody}>
                <h2 id={`care-${service.id}`} className={styles.cardTitle}>
                  {service.name}
                </h2>
                <p className={styles.cardText}>{service.summary}</p>
                <CareFacts care={service} clothing={care.clothing_types} />
                <Link {...washingDetailLink(routeSet, service.id)} className={styles.more}>
                  {t`Discover ${service.name}`}
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
