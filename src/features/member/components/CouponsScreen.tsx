import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Coupon, CouponState } from '../../../../contract/member';
import { Price, formatFen } from '../../../ui/Price';
import { couponsQueryOptions } from '../api';
import { formatDay } from '../../../lib/dates';
import { couponTabs } from '../model';
import styles from './CouponsScreen.module.css';
import { useCouponStateLabels, useTabLabels } from './labels';
import { RedeemCouponForm } from './RedeemCouponForm';
import {
  EmptyState,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from '../../../ui/screens/ScreenParts';
import { useMemberLink } from '../../../lib/member-area/view';
import { groupDigits } from '../../../../contract/numbers';

/** Coupons by state (usable, used, expired), each tab with its count; amounts in yuan. */
export function CouponsScreen({ state }: { state: CouponState }) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const stateLabels = useCouponStateLabels();
  const memberLink = useMemberLink();
  const coupons = useQuery({ ...couponsQueryOptions(state), placeholderData: keepPreviousData });
  const list = coupons.data?.list ?? [];
  const current = stateLabels[state];

  return (
    <>
      <ScreenHeading title={labels.coupons} />
      <RedeemCouponForm />
      <nav className={styles.tabs} aria-label={t`Coupon states`}>
        {couponTabs(coupons.data?.counts).map((tab) => (
          <Link
            key={tab.state}
            {...memberLink(
              tab.state === 'usable' ? { tab: 'coupons' } : { tab: 'coupons', state: tab.state },
            )}
            className={`${styles.tab} ${tab.state === state ? styles.current : ''}`}
            aria-current={tab.state === state ? 'page' : undefined}
          >
            {stateLabels[tab.state]} <span className={styles.count}>{groupDigits(tab.count)}</span>
          </Link>
        ))}
      </nav>
      {!coupons.data ? (
        coupons.isError ? (
          <ScreenError onRetry={() => void coupons.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : list.length === 0 ? (
        <EmptyState title={t`No coupons here.`}>
          <p>{t`You have no coupons in “${current}”.`}</p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {list.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui();
  const minimum = coupon.min_spend > 0 ? formatFen(coupon.min_spend) : '';
  const until = formatDay(coupon.expires_at, i18n.locale);
  const from = formatDay(coupon.starts_at, i18n.locale);
  const usedOn = coupon.used_at ? formatDay(coupon.used_at, i18n.locale) : '';
  return (
    <li className={`${styles.coupon} ${coupon.state !== 'usable' ? styles.inactive : ''}`}>
      <div className={styles.value}>
        <Price fen={coupon.value} />
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{coupon.name}</p>
        {coupon.description && <p className={styles.description}>{coupon.description}</p>}
        <p className={styles.terms}>
          {minimum ? t`For orders of ${minimum} or more` : t`No minimum spend`}
        </p>
        <p className={styles.terms}>
          {coupon.state === 'used'
            ? t`Used on ${usedOn}`
            : coupon.state === 'expired'
              ? t`Expired on ${until}`
              : t`Valid ${from} – ${until}`}
        </p>
      </div>
    </li>
  );
}
