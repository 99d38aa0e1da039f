import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';
import { buttonClass } from '../../../../ui/Button';
import { Picture } from '../../../../ui/Picture';
import type { CareSearch } from '../../washing-routing';
import { CareFacts } from './CareFacts';
import { washingListLink, washingStoreLink } from './links';
import { PageMissing } from './PageState';
import { useCareList } from './useCare';
import { WashingFrame } from './WashingFrame';
import styles from './washing.module.css';

/** /washing/washingDetail?id=: one care service, its steps, and the way to book it. */
export function WashingDetailPage({
  routeSet,
  search,
}: {
  routeSet: RouteSet;
  search: CareSearch;
}) {
  return (
    <WashingFrame routeSet={routeSet}>
      <WashingDetail routeSet={routeSet} search={search} />
    </WashingFrame>
  );
}

function WashingDetail({ routeSet, search }: { routeSet: RouteSet; search: CareSearch }) {
  const { t } = useLingui();
  const care = useCareList();
  const service = care.list.find((c) => c.id === search.id);
  const back = (
    <Link {...washingListLink(routeSet)} className={styles.back}>
      {t`All care services`}
    </Link>
  );
  // Reached without a care service, or with one no longer offered: back to the list.
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
        <CareFacts care={service} clothing={care.clothing_types} />
        <Link
          {...washingStoreLink(routeSet, service.id)}
          className={buttonClass('primary', styles.book)}
        >
          {t`Book this care`}
        </Link>
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
