import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MoneyBack, OrderDetail } from '../../../../contract/order';
import { formatMoment } from '../../../lib/dates';
import { memberTabLink, useMemberRouteSet } from '../../../lib/member-routes';
import { formatFen } from '../../../ui/Price';
import { useClientServicesWords } from './labels';
import styles from './OrderDetailScreen.module.css';

/** What the shop sent back for the order, how much, when and where to. */
export function OrderMoneyBack({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  if (order.money_back.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-money-back">
      <h2 id="order-money-back" className={styles.sectionTitle}>
        {t`Refunds`}
      </h2>
      <ul className={styles.moneyBack}>
        {order.money_back.map((back) => (
          <li key={back.refund_no}>
            <MoneyBackEntry back={back} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function useKindLabels(): Record<MoneyBack['kind'], string> {
  const { t } = useLingui();
  return {
    cancel: t`Cancelled order`,
    refund: t`Refund only`,
    return: t`Return and refund`,
    late: t`Payment received after the order closed`,
  };
}

/** "¥6,700.00 refunded to WeChat Pay", or on its way there. */
function useHeadline(): (back: MoneyBack) => string {
  const { t } = useLingui();
  return (back) => {
    const amount = formatFen(back.amount);
    if (back.state === 'refunded') {
      if (back.to === 'balance') return t`${amount} refunded to your account balance`;
      if (back.to === 'wechat') return t`${amount} refunded to WeChat Pay`;
      if (back.to === 'alipay') return t`${amount} refunded to Alipay`;
      return t`${amount} refunded`;
    }
    if (back.state === 'delayed')
      return t`${amount} refund held up: Client Services is handling it`;
    if (back.to === 'balance') return t`${amount} being refunded to your account balance`;
    if (back.to === 'wechat') return t`${amount} being refunded to WeChat Pay`;
    if (back.to === 'alipay') return t`${amount} being refunded to Alipay`;
    return t`${amount} being refunded`;
  };
}

function MoneyBackEntry({ back }: { back: MoneyBack }) {
  const { t, i18n } = useLingui();
  const kinds = useKindLabels();
  const headline = useHeadline();
  const routeSet = useMemberRouteSet();
  const service = useClientServicesWords();
  const at = back.refunded_at ? formatMoment(back.refunded_at, i18n.locale) : null;
  const refundNo = back.refund_no;
  return (
    <div className={styles.moneyBackEntry}>
      <p className={styles.moneyBackHeadline}>{headline(back)}</p>
      <p className={styles.moneyBackMeta}>
        <span>{kinds[back.kind]}</span>
        {at && <span>{t`Refunded on ${at}`}</span>}
        <span className={styles.refundNo}>{t`Refund no. ${refundNo}`}</span>
      </p>
      {back.state === 'delayed' ? (
        <p className={styles.moneyBackNote}>{service.payoutDelayed()}</p>
      ) : back.to === 'balance' ? (
        <Link {...memberTabLink(routeSet, 'balance')} className={styles.moneyBackLink}>
          {t`See your balance and its history`}
        </Link>
      ) : (
        back.state === 'refunded' && (
          <p className={styles.moneyBackNote}>
            {t`It reaches your account as the payment institution processes it, usually within 3–10 working days.`}
          </p>
        )
      )}
    </div>
  );
}
