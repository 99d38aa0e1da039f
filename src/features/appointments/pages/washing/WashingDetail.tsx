import { useLingui } from '@lingui/react/macro';
import type { RouteSet } from '../../../../lib/route-set';
import { buttonClass } from '../../../../ui/Button';
import { Picture } from '../../../../ui/Picture';
import type { WashingSearch } from '../../search-params';
import { CareFacts } from './CareFacts';
import { WashingLink } from './links';
import { PageFailed, PageLoading, PageMissing } from './PageState';
import { useCareList } from './useCare';
import styles from './washing.module.css';

/** /washing/washingDetail?id=: one care service, its steps, and the way to book it. */
export function WashingDetail({ set, search }: { set: RouteSet; search: WashingSearch }) {
  const { t } = useLingui();
  const care = useCareList();
  if (care.isError && !care.data) return <PageFailed onRetry={() => void care.refetch()} />;
  if (!care.data) return <PageLoading />;
  const service = care.data.list.find((c) => c.id === search.id);
  const back = (
    <WashingLink set={set} step="washingList" className={styles.back}>
      {t`All care services`}
    </WashingLink>
  );
  if (!service) {
    return <PageMissing title={t`This care service could not be found.`}>{back}</PageMissing>;
  }
  return (
    <article className={styles.detail} aria-labelledby="care-title">
      <Picture
        picture={service.picture}
        alt=""
        sizes="(min-width: 770px) 45vw, 100vw"
        eager
        className={styles.detailPicture}
      />
      <div className={styles.detailBody}>
        {back}
        <h1 id="care-title" className={styles.title}>
          {service.name}
        </h1>
        <p className={styles.lead}>{service.summary}</p>
        <CareFacts care={service} clothing={care.data.clothing_types} />
        <WashingLink
          set={set}
          step="washingStore"
          search={{ id: service.id }}
          className={buttonClass('primary', styles.book)}
        >
          {t`Book this care`}
        </WashingLink>
        <h2 className={styles.sectionTitle}>{t`The steps of the care`}</h2>
        <ol className={styles.careSteps}>
          {service.steps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
