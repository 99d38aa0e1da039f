import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';
import { BookingPanel } from '../../components/BookingPanel';
import type { WashingSearch } from '../../search-params';
import { CareFacts } from './CareFacts';
import { WashingLink } from './links';
import { PageFailed, PageLoading } from './PageState';
import { useCareList } from './useCare';
import styles from './washing.module.css';

/** /washing/washingStore?id=: a boutique offering the care, a day, and the booking. */
export function WashingStore({ set, search }: { set: RouteSet; search: WashingSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const care = useCareList();
  if (care.isError && !care.data) return <PageFailed onRetry={() => void care.refetch()} />;
  if (!care.data) return <PageLoading />;
  const service = care.data.list.find((c) => c.id === search.id);
  const toSuccess = (id: number) =>
    set === 'shared'
      ? navigate({ to: '/washing/{-$step}', params: { step: 'washingSuccess' }, search: { id } })
      : navigate({
          to: '/{-$set}/otherPages/washing/{-$step}',
          params: { set, step: 'washingSuccess' },
          search: { id },
        });
  return (
    <div className={styles.booking}>
      <header className={styles.header}>
        {service ? (
          <WashingLink
            set={set}
            step="washingDetail"
            search={{ id: service.id }}
            className={styles.back}
          >
            {service.name}
          </WashingLink>
        ) : (
          <WashingLink set={set} step="washingList" className={styles.back}>
            {t`All care services`}
          </WashingLink>
        )}
        <h1 className={styles.title}>{t`Book a care service`}</h1>
        <p className={styles.lead}>
          {t`Choose a boutique that offers the care service, then a day. Bring the piece with you: your adviser will confirm the care and its price.`}
        </p>
        {service && <CareFacts care={service} clothing={care.data.clothing_types} />}
      </header>
      <BookingPanel
        service="washing"
        serviceType={service?.code}
        submitLabel={t`Book the care`}
        onBooked={(appointment) => void toSuccess(appointment.id)}
      />
    </div>
  );
}
