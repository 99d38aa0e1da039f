import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';
import { BookingPanel } from '../../components/BookingPanel';
import type { CareSearch } from '../../washing-routing';
import { CareFacts } from './CareFacts';
import { washingDetailLink, washingListLink, washingSuccessLink } from './links';
import { useCareList } from './useCare';
import { WashingFrame } from './WashingFrame';
import styles from './washing.module.css';

/** /washing/washingStore?id=: a boutique offering the care, a day, and the booking. */
export function WashingStorePage({ routeSet, search }: { routeSet: RouteSet; search: CareSearch }) {
  return (
    <WashingFrame routeSet={routeSet}>
      <WashingStore routeSet={routeSet} search={search} />
    </WashingFrame>
  );
}

function WashingStore({ routeSet, search }: { routeSet: RouteSet; search: CareSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const care = useCareList();
  const service = care.list.find((c) => c.id === search.id);
  return (
    <div className={styles.booking}>
      <header className={styles.header}>
        {service ? (
          <Link {...washingDetailLink(routeSet, service.id)} className={styles.back}>
            {service.name}
          </Link>
        ) : (
          <Link {...washingListLink(routeSet)} className={styles.back}>
            {t`All care services`}
          </Link>
        )}
        <h1 className={styles.title}>{t`Book a care service`}</h1>
        <p className={styles.lead}>
          {t`Choose a boutique that offers the care service, then a day. Bring the piece with you: your adviser will confirm the care and its price.`}
        </p>
        {service && <CareFacts care={service} clothing={care.clothing_types} />}
      </header>
      <BookingPanel
        service="washing"
        serviceType={service?.code}
        submitLabel={t`Book the care`}
        onBooked={(appointment) => void navigate(washingSuccessLink(routeSet, appointment.id))}
      />
    </div>
  );
}
