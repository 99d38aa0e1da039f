import { useLingui } from '@lingui/react/macro';
import type { OrderActivity, OrderPreview, UsableCoupon } from '../../../../contract/order';
import { formatFen } from '../../../ui/Price';
import { formatDay } from '../../../lib/dates';
import styles from './Offers.module.css';
import { Section } from './Parts';
import { groupDigits } from '../../../../contract/numbers';

/** The promotions the goods are sold under (the server's activities), and what they rule out. */
export function Promotions({ promotions }: { promotions: readonly OrderActivity[] }) {
  const { t } = useLingui();
  if (promotions.length === 0) return null;
  return (
    <Section id="checkout-activities" title={t`Promotions`}>
      <ul className={styles.activities}>
        {promotions.map((promotion) => (
          <li key={promotion.id} className={styles.activity}>
            <span className={styles.tag}>{promotion.tag || promotion.name}</span>
            {promotion.tag && promotion.tag !== promotion.name && (
              <span className={styles.activityName}>{promotion.name}</span>
            )}
            {promotion.is_coupon === 0 && (
              <span className={styles.rule}>{t`Coupons cannot be used with this promotion.`}</span>
            )}
            {promotion.is_integral === 0 && (
              <span className={styles.rule}>{t`Points cannot be used with this promotion.`}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The member's coupons: the usable ones to choose from, the others with the reason. */
export function Coupons({
  coupons,
  usable,
  chosenId,
  onChoose,
}: {
  coupons: readonly UsableCoupon[];
  /** false when a promotion of the order rules coupons out. */
  usable: boolean;
  chosenId: number;
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  const termsOf = useCouponTerms();
  const valueOf = useCouponValue();
  const choices = usable ? coupons.filter((coupon) => coupon.usable) : [];
  const others = coupons.filter((coupon) => !choices.includes(coupon));
  return (
    <Section id="checkout-coupons" title={t`Coupon`}>
      {!usable && (
        <p
          className={styles.note}
        >{t`A promotion of this order cannot be combined with coupons.`}</p>
      )}
      {coupons.length === 0 && <p className={styles.muted}>{t`You have no coupons.`}</p>}
      {(choices.length > 0 || others.length > 0) && (
        <fieldset className={styles.coupons}>
          <legend className="visually-hidden">{t`Choose a coupon`}</legend>
          {choices.length > 0 && (
            <CouponChoice
              name={t`No coupon`}
              checked={chosenId === 0}
              onChoose={() => onChoose(0)}
            />
          )}
          {choices.map((coupon) => {
            return (
              <CouponChoice
                key={coupon.id}
                name={coupon.name}
                value={valueOf(coupon)}
                terms={termsOf(coupon)}
                checked={chosenId === coupon.id}
                onChoose={() => onChoose(coupon.id)}
              />
            );
          })}
          {others.map((coupon) => (
            <CouponChoice
              key={coupon.id}
              name={coupon.name}
              value={valueOf(coupon)}
              terms={coupon.reason || termsOf(coupon)}
              disabled
              checked={false}
              onChoose={() => undefined}
            />
          ))}
        </fieldset>
      )}
    </Section>
  );
}

/** What a coupon takes off: its amount, or its percentage. */
function useCouponValue(): (coupon: UsableCoupon) => string {
  const { t } = useLingui();
  return (coupon) => {
    const percent = coupon.percent_off;
    return percent > 0 ? t`${percent}% off` : formatFen(coupon.value);
  };
}

/**
 * A coupon's terms: what a percentage takes off this order (and its cap), the pieces it applies
 * to, its minimum spend (on those pieces) and the last day it can be used.
 */
function useCouponTerms(): (coupon: UsableCoupon) => string {
  const { t, i18n } = useLingui();
  return (coupon) => {
    const terms: string[] = [];
    if (coupon.percent_off > 0 && coupon.usable && coupon.discount > 0) {
      const amount = formatFen(coupon.discount);
      terms.push(t`${amount} off this order`);
    }
    if (coupon.percent_off > 0 && coupon.cap > 0) {
      const cap = formatFen(coupon.cap);
      terms.push(t`Up to ${cap} off`);
    }
    const limited = coupon.limit !== 'all';
    if (limited) {
      const names = coupon.limit_names.join(i18n.locale === 'en' ? ', ' : '、');
      terms.push(t`Only for ${names}`);
    }
    const minimum = formatFen(coupon.min_spend);
    const until = formatDay(coupon.expires_at, i18n.locale);
    terms.push(
      coupon.min_spend <= 0
        ? t`No minimum spend`
        : limited
          ? t`For ${minimum} or more of these pieces`
          : t`For orders of ${minimum} or more`,
    );
    terms.push(t`Valid until ${until}`);
    return terms.join(' · ');
  };
}

function CouponChoice({
  name,
  value,
  terms,
  checked,
  disabled = false,
  onChoose,
}: {
  name: string;
  value?: string;
  terms?: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={`${styles.coupon} ${checked ? styles.checked : ''} ${disabled ? styles.disabled : ''}`}
    >
      <input
        type="radio"
        name="checkout-coupon"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className={styles.couponText}>
        <span className={styles.couponName}>{name}</span>
        {terms && <span className={styles.terms}>{terms}</span>}
      </span>
      {value && <span className={styles.value}>{value}</span>}
    </label>
  );
}

/** The points switch, with the balance, how many this order can take and what they are worth. */
export function Points({
  preview,
  on,
  onSwitch,
}: {
  preview: Pick<OrderPreview, 'points' | 'integral_usable'>;
  on: boolean;
  onSwitch: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const { balance, usable, fen_per_point: fenPerPoint } = preview.points;
  const canUse = preview.integral_usable && usable > 0;
  const worth = formatFen(usable * fenPerPoint);
  const balanceText = groupDigits(balance);
  const usableText = groupDigits(usable);
  return (
    <Section id="checkout-points" title={t`Points`}>
      <label className={`${styles.switchRow} ${canUse ? '' : styles.disabled}`}>
        <span className={styles.couponText}>
          <span className={styles.couponName}>{t`Use my points`}</span>
          <span className={styles.terms}>
            {canUse
              ? t`Balance ${balanceText} points · ${usableText} points can be used on this order, worth ${worth}`
              : preview.integral_usable
                ? t`Balance ${balanceText} points · none can be used on this order`
                : t`A promotion of this order cannot be combined with points.`}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on && canUse}
          disabled={!canUse}
          onChange={(event) => onSwitch(event.target.checked)}
        />
      </label>
    </Section>
  );
}
