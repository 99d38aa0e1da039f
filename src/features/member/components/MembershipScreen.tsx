import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Membership } from '../../../../contract/member';
import { membershipQueryOptions } from '../api';
import { levelProgress } from '../model';
import { useTabLabels } from './labels';
import styles from './MembershipScreen.module.css';
import { ScreenHeading } from '../../../ui/screens/ScreenParts';
import { groupDigits } from '../../../../contract/numbers';

/** The membership card, the way to the next level and what every level gives. */
export function MembershipScreen() {
  const labels = useTabLabels();
  const membership = useSuspenseQuery(membershipQueryOptions());
  return (
    <>
      <ScreenHeading title={labels.membership} />
      <MembershipDetails membership={membership.data} />
    </>
  );
}

function MembershipDetails({ membership }: { membership: Membership }) {
  const { t } = useLingui();
  const points = groupDigits(membership.points);
  const progress = levelProgress(membership);
  const next = membership.next_level;
  const needed = next ? groupDigits(next.points_needed) : '';
  const nextName = next?.name ?? '';
  return (
    <div className={styles.details}>
      <div className={styles.card} aria-label={t`Membership card`} role="group">
        <span className={styles.wordmark}>MAISON</span>
        <span className={styles.levelName}>{membership.level_name}</span>
        <dl className={styles.cardFacts}>
          <div>
            <dt>{t`Card number`}</dt>
            <dd className={styles.cardNo}>{membership.card_no}</dd>
          </div>
          <div>
            <dt>{t`Points`}</dt>
            <dd>{points}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.progress}>
        <p className={styles.progressText}>
          {next
            ? t`${needed} more points to reach ${nextName}`
            : t`You hold our highest level. Thank you for your loyalty.`}
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t`Progress to the next level`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </div>
      </div>

      <ol className={styles.levels}>
        {membership.levels.map((level) => {
          const threshold = groupDigits(level.threshold);
          const current = level.key === membership.level;
          return (
            <li key={level.key} className={`${styles.level} ${current ? styles.current : ''}`}>
              <div className={styles.levelHead}>
                <h2 className={styles.levelTitle}>{level.name}</h2>
                <span className={styles.badge}>{current ? t`Your level` : ''}</span>
              </div>
              <p className={styles.threshold}>
                {level.threshold === 0 ? t`From your first purchase` : t`From ${threshold} points`}
              </p>
              <ul className={styles.benefits}>
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
