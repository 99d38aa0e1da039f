import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { memberPageLink, useMemberRouteSet } from '../../../lib/member-routes';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { pointsQueryOptions, userCenterQueryOptions } from '../api';
import { groupDigits, signedDigits } from '../../../../contract/numbers';
import { formatMoment } from '../../../lib/dates';
import { pageCountOf } from '../model';
import { useTabLabels } from './labels';
import styles from './PointsScreen.module.css';
import { EmptyState, Pager, ScreenHeading } from '../../../ui/screens/ScreenParts';

/** The points balance and its history: type, date, detail, page after page. */
export function PointsScreen({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  const labels = useTabLabels();
  const navigate = useNavigate();
  const routeSet = useMemberRouteSet();
  // The balance is the user center's, which this route does not load: it shows once it comes.
  const center = useQuery(userCenterQueryOptions());
  const points = useSuspenseQuery(pointsQueryOptions(page));
  const balance = center.data ? groupDigits(center.data.points) : null;
  const list = points.data?.list ?? [];

  return (
    <>
      <ScreenHeading
        title={labels.points}
        lead={balance !== null ? t`Your balance: ${balance} points` : undefined}
      />
      {list.length === 0 ? (
        <EmptyState title={t`No points yet.`}>
          <p>{t`Points you earn with your orders will show here.`}</p>
        </EmptyState>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Detail`}</th>
                <th scope="col" className={styles.amount}>
                  {t`Points`}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((record) => (
                <tr key={record.id}>
                  <td className={styles.date}>{formatMoment(record.created_at, i18n.locale)}</td>
                  <td className={styles.type}>{record.type_name}</td>
                  <td className={styles.detail}>{record.detail}</td>
                  <td
                    className={`${styles.amount} ${record.points < 0 ? styles.spent : styles.earned}`}
                  >
                    {signedDigits(record.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            pageCount={pageCountOf(points.data.pagination)}
            onPage={(next) => void navigate(memberPageLink(routeSet, 'points', next))}
          />
        </>
      )}
    </>
  );
}
