import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '../../../../contract/order';
import { maskMobile } from '../../../../contract/rules';
import { placeLine } from '../../../lib/place-line';
import { formatFen } from '../../../ui/Price';
import { formatMoment } from '../../../lib/dates';
import { amountKindOf } from '../model';
import { useAmountLabels } from './labels';
import styles from './OrderDetailScreen.module.css';
import { groupDigits } from '../../../../contract/numbers';

/** Delivery, payment and the amounts of spec §3 "Order". */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const { receiver } = order;
  const address = placeLine(receiver.province, receiver.city, receiver.area, receiver.address);
  return (
    <div className={styles.facts}>
      <section className={styles.section} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.sectionTitle}>
          {t`Delivery`}
        </h2>
        <dl className={styles.pairs}>
          <Pair label={t`Receiver`} value={receiver.name} />
          <Pair label={t`Contact number`} value={maskMobile(receiver.mobile)} />
          <Pair label={t`Delivery address`} value={address} />
          {order.remark && <Pair label={t`Remark`} value={order.remark} />}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="order-payment">
        <h2 id="order-payment" className={styles.sectionTitle}>
          {t`Payment`}
        </h2>
        <dl className={styles.pairs}>
          <Pair
            label={t`Payment method`}
            value={amountKindOf(order) === 'notPaid' ? '—' : order.pay_method_name || '—'}
          />
          <Pair
            label={t`Paid on`}
            value={order.paid_at ? formatMoment(order.paid_at, i18n.locale) : t`Not paid yet`}
          />
        </dl>
        <Amounts order={order} />
      </section>
    </div>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.pair}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Amounts({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const amountLabels = useAmountLabels();
  const { amounts } = order;
  const money = (fen: number) => formatFen(fen);
  // Every line of spec §3 shows, a deduction with its minus sign once it takes something off.
  const less = (fen: number) => (fen > 0 ? `−${money(fen)}` : money(0));
  const points = groupDigits(order.points_used);
  const coupon = order.coupon_name;
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'goods', label: t`Subtotal`, value: money(amounts.goods_amount) },
    {
      key: 'freight',
      label: t`Shipping`,
      value: amounts.freight > 0 ? money(amounts.freight) : t`Complimentary`,
    },
    { key: 'product', label: t`Promotion discount`, value: less(amounts.product_discount) },
    { key: 'member', label: t`Member discount`, value: less(amounts.member_discount) },
    {
      key: 'coupon',
      label: coupon ? t`Coupon (${coupon})` : t`Coupon`,
      value: less(amounts.coupon_amount),
    },
    {
      key: 'points',
      label: order.points_used > 0 ? t`Points redeemed (${points})` : t`Points redeemed`,
      value: less(amounts.points_amount),
    },
  ];
  return (
    <dl className={styles.amounts}>
      {rows.map((row) => (
        <div key={row.key} className={styles.amountRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={`${styles.amountRow} ${styles.grand}`}>
        <dt>{amountLabels[amountKindOf(order)]}</dt>
        <dd>{money(amounts.pay_amount)}</dd>
      </div>
    </dl>
  );
}
