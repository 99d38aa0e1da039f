import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Coupon, CouponState } from '../../../../contract/member';
import { Price, formatFen } from '../../../ui/Price';
import { couponsQueryOptions } from '../api';
import { formatDay } from '../../../lib/dates';
import { couponTabs } from '../model';
import styles from './CouponsScreen.module.css';
import { useCouponStateLabels, useTabLabels } from './labels';
import { RedeemCouponForm } from './RedeemCouponForm';
import { EmptyState, ScreenHeading } from '../../../ui/screens/ScreenParts';
import { couponsLink, useMemberRouteSet } from '../../../lib/member-routes';
import { groupDigits } from '../../../../contract/numbers';

/** Coupons by state (usable, used, expired), each tab with its count; amounts in yuan. */
export function CouponsScreen({ state }: { state: CouponState }) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const stateLabels = useCouponStateLabels();
  const routeSet = useMemberRouteSet();
  const coupons = useSuspenseQuery(couponsQueryOptions(state));
  const list = coupons.data.list;
  const current = stateLabels[state];

  return (
    <>
      <ScreenHeading title={labels.coupons} />
      <RedeemCouponForm />
      <nav className={styles.tabs} aria-label={t`Coupon states`}>
        {couponTabs(coupons.data.counts).map((tab) => (
          <Link
            key={tab.state}
            {...couponsLink(routeSet, tab.state)}
            className={`${styles.tab} ${tab.state === state ? styles.current : ''}`}
            aria-current={tab.state === state ? 'page' : undefined}
          >
            {stateLabels[tab.state]} <span className={styles.count}>{groupDigits(tab.count)}</span>
          </Link>
        ))}
      </nav>
      {list.length === 0 ? (
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

/** What a coupon takes off, and the pieces it applies to, in the shopper's words. */
function useCouponRule(): (coupon: Coupon) => { value: string; terms: string[] } {
  const { t, i18n } = useLingui();
  return (coupon) => {
    const percent = coupon.percent_off;
    const terms: string[] = [];
    if (percent > 0 && coupon.cap > 0) {
      const cap = formatFen(coupon.cap);
      terms.push(t`Up to ${cap} off`);
    }
    if (coupon.limit !== 'all') {
      const names = coupon.limit_names.join(i18n.locale === 'en' ? ', ' : '、');
      terms.push(t`Only for ${names}`);
    }
    return { value: percent > 0 ? t`${percent}% off` : '', terms };
  };
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui();
  const rule = useCouponRule()(coupon);
  const limited = coupon.limit !== 'all';
  const minimum = coupon.min_spend > 0 ? formatFen(coupon.min_spend) : '';
  const until = formatDay(coupon.expires_at, i18n.locale);
  const from = formatDay(coupon.starts_at, i18n.locale);
  const usedOn = coupon.used_at ? formatDay(coupon.used_at, i18n.locale) : '';
  return (
    <li className={`${styles.coupon} ${coupon.state !== 'usable' ? styles.inactive : ''}`}>
      <div className={styles.value}>{rule.value || <Price fen={coupon.value} />}</div>
      <div className={styles.body}>
        <p className={styles.name}>{coupon.name}</p>
        {coupon.description && <p className={styles.description}>{coupon.description}</p>}
        {rule.terms.map((term) => (
          <p key={term} className={styles.terms}>
            {term}
          </p>
        ))}
        <p className={styles.terms}>
          {minimum
            ? limited
              ? t`For ${minimum} or more of these pieces`
              : t`For orders of ${minimum} or more`
            : t`No minimum spend`}
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
