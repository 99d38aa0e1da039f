import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';
import { buttonClass } from '../../../../ui/Button';
import { Picture } from '../../../../ui/Picture';
import { washingListLink } from './links';
import { useCareList } from './useCare';
import { WashingFrame } from './WashingFrame';
import styles from './washing.module.css';

/** /washing: what the care service is, how it works, and the way to the care services. */
export function WashingHomePage({ routeSet }: { routeSet: RouteSet }) {
  return (
    <WashingFrame routeSet={routeSet}>
      <WashingHome routeSet={routeSet} />
    </WashingFrame>
  );
}

function WashingHome({ routeSet }: { routeSet: RouteSet }) {
  const { t } = useLingui();
  const care = useCareList();
  const cover = care.list.find((c) => c.code === 'leather-care') ?? care.list[0];
  const steps = [
    [t`Book online`, t`Choose the care, a boutique and a time of day that suits you.`],
    [
      t`Meet your adviser`,
      t`At the boutique your adviser examines the piece with you and confirms the price.`,
    ],
    [
      t`Our atelier takes care of it`,
      t`Specialists clean, restore and finish it by hand, as it was made.`,
    ],
    [t`Collect it`, t`We let you know when it is ready to be collected at the boutique.`],
  ];
  return (
    <>
      <section className={styles.hero} aria-labelledby="washing-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t`After-sales service`}</p>
          <h1 id="washing-title" className={styles.title}>
            {t`The care service`}
          </h1>
          <p className={styles.lead}>
            {t`Every piece deserves a long life. Our boutiques receive your coats, knitwear, silk, leather goods and shoes, and our atelier’s specialists care for them by hand.`}
          </p>
          <div className={styles.ctas}>
            <Link {...washingListLink(routeSet)} className={buttonClass('primary')}>
              {t`Discover the care services`}
            </Link>
          </div>
        </div>
        {cover && (
          <Picture
            picture={cover.picture}
            alt=""
            sizes="(min-width: 770px) 50vw, 100vw"
            eager
            className={styles.heroPicture}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="washing-how">
        <h2 id="washing-how" className={styles.sectionTitle}>
          {t`How it works`}
        </h2>
        <ol className={styles.steps}>
          {steps.map(([title, text], index) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
