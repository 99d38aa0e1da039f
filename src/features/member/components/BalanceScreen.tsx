import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { BalanceEntry, BalanceEntryKind } from '../../../../contract/member';
import { formatMoment } from '../../../lib/dates';
import { memberPageLink, orderLink, useMemberRouteSet } from '../../../lib/member-routes';
import { formatFen } from '../../../ui/Price';
import { EmptyState, Pager, ScreenHeading } from '../../../ui/screens/ScreenParts';
import { balanceQueryOptions } from '../api';
import { pageCountOf } from '../model';
import { useTabLabels } from './labels';
// The same table as the points' history: date, type, detail and a signed amount.
import styles from './PointsScreen.module.css';

/** The member's stored value and every top-up, payment and refund that moved it. */
export function BalanceScreen({ page }: { page: number }) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const navigate = useNavigate();
  const routeSet = useMemberRouteSet();
  const ledger = useSuspenseQuery(balanceQueryOptions(page));
  const balance = formatFen(ledger.data.balance);

  return (
    <>
      <ScreenHeading title={labels.balance} lead={t`Your balance: ${balance}`} />
      {ledger.data.list.length === 0 ? (
        <EmptyState title={t`Your balance has not moved yet.`}>
          <p>{t`Top-ups, payments from your balance and refunds to it will show here.`}</p>
        </EmptyState>
      ) : (
        <>
          <BalanceTable entries={ledger.data.list} />
          <Pager
            page={page}
            pageCount={pageCountOf(ledger.data.pagination)}
            onPage={(next) => void navigate(memberPageLink(routeSet, 'balance', next))}
          />
        </>
      )}
    </>
  );
}

function useKindLabels(): Record<BalanceEntryKind, string> {
  const { t } = useLingui();
  return {
    top_up: t({ message: 'Top-up', context: 'balance entry' }),
    payment: t({ message: 'Payment', context: 'balance entry' }),
    refund: t({ message: 'Refund', context: 'balance entry' }),
    brought_forward: t({ message: 'Brought forward', context: 'balance entry' }),
    adjust: t({ message: 'Adjustment', context: 'balance entry' }),
  };
}

function BalanceTable({ entries }: { entries: BalanceEntry[] }) {
  const { t, i18n } = useLingui();
  const kinds = useKindLabels();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Type`}</th>
          <th scope="col">{t`Detail`}</th>
          <th scope="col" className={styles.amount}>
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const after = formatFen(entry.balance_after);
          return (
            <tr key={entry.id}>
              <td className={styles.date}>{formatMoment(entry.created_at, i18n.locale)}</td>
              <td className={styles.type}>{kinds[entry.kind] ?? entry.kind}</td>
              <td className={styles.detail}>
                <EntryDetail entry={entry} />
                <span className={styles.after}>{t`Balance after: ${after}`}</span>
              </td>
              <td className={`${styles.amount} ${entry.amount < 0 ? styles.spent : styles.earned}`}>
                {entry.amount < 0 ? `−${formatFen(-entry.amount)}` : `+${formatFen(entry.amount)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the entry was for: the order it paid or refunded, opening that order. */
function EntryDetail({ entry }: { entry: BalanceEntry }) {
  const { t } = useLingui();
  const routeSet = useMemberRouteSet();
  if (entry.kind === 'top_up') return <span>{t`Added to your account`}</span>;
  if (entry.kind === 'brought_forward') return <span>{t`Balance held before this history`}</span>;
  if (entry.kind === 'adjust') return <span>{t`Adjusted by Client Services`}</span>;
  if (!entry.order_id) return null;
  const orderNo = entry.order_no;
  return (
    <Link {...orderLink(routeSet, entry.order_id)} className={styles.orderLink}>
      {entry.kind === 'payment' ? t`Paid order ${orderNo}` : t`Refund for order ${orderNo}`}
    </Link>
  );
}
