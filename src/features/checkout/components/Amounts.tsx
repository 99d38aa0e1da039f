import { useLingui } from '@lingui/react/macro';
import type { OrderAmounts } from '../../../../contract/order';
import { formatFen } from '../../../ui/Price';
import styles from './Amounts.module.css';
import { groupDigits } from '../../../../contract/numbers';

/** The order's amounts exactly as the server computed them; the page adds nothing up. */
export function Amounts({
  amounts,
  levelName,
  pointsUsed,
  updating,
}: {
  amounts: OrderAmounts;
  levelName: string;
  pointsUsed: number;
  /** New amounts are on their way (a coupon, points or the address changed). */
  updating: boolean;
}) {
  const { t } = useLingui();
  const money = (fen: number) => formatFen(fen);
  const less = (fen: number) => `−${money(fen)}`;
  const rows: { key: string; label: string; value: string; saving?: boolean }[] = [
    { key: 'goods', label: t`Subtotal`, value: money(amounts.goods_amount) },
  ];
  if (amounts.product_discount > 0) {
    rows.push({
      key: 'product',
      label: t`Promotion discount`,
      value: less(amounts.product_discount),
      saving: true,
    });
  }
  if (amounts.member_discount > 0) {
    rows.push({
      key: 'member',
      label: t`Member discount (${levelName})`,
      value: less(amounts.member_discount),
      saving: true,
    });
  }
  if (amounts.coupon_amount > 0) {
    rows.push({
      key: 'coupon',
      label: t`Coupon`,
      value: less(amounts.coupon_amount),
      saving: true,
    });
  }
  if (amounts.points_amount > 0) {
    const points = groupDigits(pointsUsed);
    rows.push({
      key: 'points',
      label: t`Points redeemed (${points})`,
      value: less(amounts.points_amount),
      saving: true,
    });
  }
  rows.push({
    key: 'freight',
    label: t`Shipping`,
    value: amounts.freight === 0 ? t`Complimentary` : money(amounts.freight),
  });

  return (
    <div className={styles.amounts} aria-busy={updating || undefined}>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd className={row.saving ? styles.saving : undefined}>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t`Amount to pay`}</dt>
          <dd data-testid="pay-amount">{money(amounts.pay_amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
