import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Appointment, ReserveService } from '../../../../contract/appointment';
import { Button } from '../../../ui/Button';
import { userState } from '../../account';
import { appState } from '../../app';
import { ScreenError, ScreenLoading } from '../../../ui/screens/ScreenParts';
import { storeCityQueryOptions, storeListQueryOptions } from '../../stores';
import { requestSignIn, reserveOptionsQueryOptions } from '../api';
import { BookingForm } from './BookingForm';
import styles from './BookingPanel.module.css';

/** The booking form once its data is there; a visitor is asked to sign in first. */
export function BookingPanel(props: {
  service: ReserveService;
  storeId?: number;
  serviceType?: string;
  submitLabel: string;
  onBooked: (appointment: Appointment) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const cities = useQuery(storeCityQueryOptions(lang));
  const stores = useQuery(storeListQueryOptions(lang));
  const options = useQuery(reserveOptionsQueryOptions(lang));

  if (!userInfo) {
    return (
      <div className={styles.signIn}>
        <p>{t`Sign in to book: your appointments are kept in your account.`}</p>
        <Button onClick={() => void requestSignIn()}>{t`Sign in to book`}</Button>
      </div>
    );
  }
  const failed = [cities, stores, options].find((q) => q.isError && !q.data);
  if (failed) {
    return (
      <ScreenError
        onRetry={() => void Promise.all([cities.refetch(), stores.refetch(), options.refetch()])}
      />
    );
  }
  if (!cities.data || !stores.data || !options.data) return <ScreenLoading />;
  return (
    <BookingForm options={options.data} cities={cities.data} stores={stores.data} {...props} />
  );
}
