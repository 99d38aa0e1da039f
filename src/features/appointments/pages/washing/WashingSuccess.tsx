import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { RouteSet } from '../../../../lib/route-set';
import { Button, buttonClass } from '../../../../ui/Button';
import { userState } from '../../../account';
import { appState } from '../../../app';
import { appointmentQueryOptions, requestSignIn } from '../../api';
import { formatBookedDay } from '../../components/labels';
import { WashingCareFacts } from '../../components/WashingCareFacts';
import { memberTabLink } from '../../../../lib/member-routes';
import type { BookedSearch } from '../../washing-routing';
import { washingListLink } from './links';
import { PageFailed, PageLoading, PageMissing } from './PageState';
import { WashingFrame } from './WashingFrame';
import styles from './washing.module.css';

/** /washing/washingSuccess?id=: what was booked, where and when, and what happens next. */
export function WashingSuccessPage({
  routeSet,
  search,
}: {
  routeSet: RouteSet;
  search: BookedSearch;
}) {
  return (
    <WashingFrame routeSet={routeSet}>
      <WashingSuccess set={routeSet} search={search} />
    </WashingFrame>
  );
}

// The member is not always known when the route loads: the page asks for the appointment once
// they are, and a visitor is asked to sign in.
function WashingSuccess({ set, search }: { set: RouteSet; search: BookedSearch }) {
  const { t, i18n } = useLingui();
  const { lang } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const booked = useQuery({
    ...appointmentQueryOptions(lang, search.id ?? 0),
    enabled: userInfo !== null && search.id !== undefined,
  });
  const links = (
    <div className={styles.ctas}>
      <Link {...memberTabLink(set, 'appointments')} className={buttonClass('primary')}>
        {t`My appointments`}
      </Link>
      <Link to="/" className={buttonClass('secondary')}>
        {t`Back to the home page`}
      </Link>
    </div>
  );
  if (!userInfo) {
    return (
      <PageMissing title={t`Sign in to see your appointment`}>
        <Button onClick={() => void requestSignIn()}>{t`Sign in`}</Button>
      </PageMissing>
    );
  }
  if (booked.isError && !booked.data) return <PageFailed onRetry={() => void booked.refetch()} />;
  if (booked.isPending && search.id !== undefined) return <PageLoading />;
  const a = booked.data;
  if (!a) {
    return (
      <PageMissing title={t`This appointment could not be found.`}>
        <Link {...washingListLink(set)} className={styles.back}>
          {t`All care services`}
        </Link>
      </PageMissing>
    );
  }
  return (
    <section className={styles.success} aria-labelledby="success-title">
      <p className={styles.eyebrow}>{t`Thank you, ${a.name}`}</p>
      <h1 id="success-title" className={styles.title}>
        {t`Your care service is booked`}
      </h1>
      <dl className={styles.summary}>
        <dt>{t`Care service`}</dt>
        <dd>
          {a.service_type_name} · {a.clothing_type_name}
        </dd>
        <dt>{t`Boutique`}</dt>
        <dd>
          {a.store.name}
          <span className={styles.muted}>{a.store.address}</span>
          <span className={styles.muted}>{a.store.phone}</span>
        </dd>
        <dt>{t`When`}</dt>
        <dd>
          {formatBookedDay(a.date, i18n.locale, true)} · {a.period_name} {a.hours}
        </dd>
        {a.washing && <WashingCareFacts care={a.washing} />}
      </dl>
      <h2 className={styles.sectionTitle}>{t`What happens next`}</h2>
      <ol className={styles.next}>
        <li>{t`An adviser of the boutique will call you on ${a.mobile} to confirm.`}</li>
        <li>{t`Bring the piece to the boutique on the day: your adviser examines it with you and confirms the price.`}</li>
        <li>{t`We let you know when it is ready to be collected.`}</li>
      </ol>
      {links}
    </section>
  );
}
