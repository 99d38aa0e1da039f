import { useLingui } from '@lingui/react/macro';
import type { RouteSet } from '../../../../lib/route-set';
import { Picture } from '../../../../ui/Picture';
import { CareFacts } from './CareFacts';
import { WashingLink } from './links';
import { PageFailed, PageLoading } from './PageState';
import { useCareList } from './useCare';
import styles from './washing.module.css';

/** /washing/washingList: the care services, what each is for and what it costs. */
export function WashingList({ set }: { set: RouteSet }) {
  const { t } = useLingui();
  const care = useCareList();
  return (
    <>
      <header className={styles.header}>
        <WashingLink set={set} step="home" className={styles.back}>
          {t`The care service`}
        </WashingLink>
        <h1 className={styles.title}>{t`Care services`}</h1>
        <p className={styles.lead}>
          {t`Choose the care your piece needs: each is carried out by hand, then returned to the boutique of your choice.`}
        </p>
      </header>
      {care.isError && !care.data ? (
        <PageFailed onRetry={() => void care.refetch()} />
      ) : !care.data ? (
        <PageLoading />
      ) : (
        <ul className={styles.cards}>
          {care.data.list.map((service) => (
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
                  <CareFacts care={service} clothing={care.data.clothing_types} />
                  <WashingLink
                    set={set}
                    step="washingDetail"
                    search={{ id: service.id }}
                    className={styles.more}
                  >
                    {t`Discover ${service.name}`}
                  </WashingLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
