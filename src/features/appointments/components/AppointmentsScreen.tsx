import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Appointment } from '../../../../contract/appointment';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { appointmentsLink, useMemberRouteSet } from '../../../lib/member-routes';
import { EmptyState, Pager, ScreenHeading } from '../../../ui/screens/ScreenParts';
import { useRefusal } from '../../../ui/forms/outcome';
import { appointmentsQueryOptions, cancelReserveMutationOptions } from '../api';
import { useAppointmentsMessages } from '../messages';
import { AppointmentCard } from './AppointmentCard';
import styles from './AppointmentsScreen.module.css';
import { BookingPanel } from './BookingPanel';
import { formatBookedDay } from './labels';

/** What the member area's appointments screen shows: the list, or the booking form. */
export interface AppointmentsScreenProps {
  booking: boolean;
  /** A boutique chosen beforehand (the locator's "Book an appointment"). */
  storeId?: number;
  page: number;
}

/** The member area's "My appointments": the list, cancelling one, and booking another. */
export function AppointmentsScreen({ booking, storeId, page }: AppointmentsScreenProps) {
  useAppointmentsMessages();
  const { t, i18n } = useLingui();
  const { lang } = useSnapshot(appState);
  const navigate = useNavigate();
  const routeSet = useMemberRouteSet();
  const open = (at: Parameters<typeof appointmentsLink>[1]) =>
    void navigate(appointmentsLink(routeSet, at));
  // What was said of the latest booking, while that appointment stands.
  const [notice, setNotice] = useState<{ appointmentId: number; text: string } | null>(null);
  const title = t`My appointments`;

  if (booking) {
    return (
      <section>
        <ScreenHeading
          title={t`Book an appointment`}
          lead={t`An adviser of the boutique will call you to confirm.`}
        />
        <BookingPanel
          service="appointment"
          storeId={storeId}
          submitLabel={t`Book the appointment`}
          onBooked={(a) => {
            setNotice({
              appointmentId: a.id,
              text: t`Booked: ${a.store.name}, ${formatBookedDay(a.date, i18n.locale)} ${a.period_name}. The adviser will reply soon.`,
            });
            open({});
          }}
          onCancel={() => open({})}
        />
      </section>
    );
  }

  return (
    <section>
      <ScreenHeading
        title={title}
        actions={<Button onClick={() => open({ book: true })}>{t`Book an appointment`}</Button>}
      />
      {notice && (
        <p className={styles.notice} role="status">
          {notice.text}
        </p>
      )}
      <AppointmentList
        page={page}
        lang={lang}
        onPage={(p) => open({ page: p })}
        onCancelled={(id) => setNotice((last) => (last?.appointmentId === id ? null : last))}
      />
    </section>
  );
}

function AppointmentList({
  page,
  lang,
  onPage,
  onCancelled,
}: {
  page: number;
  lang: 'cn' | 'en';
  onPage: (page: number) => void;
  onCancelled: (appointmentId: number) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const list = useSuspenseQuery(appointmentsQueryOptions(lang, page));
  const cancel = useMutation(cancelReserveMutationOptions(queryClient));
  const [asked, setAsked] = useState<Appointment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { list: appointments, pagination } = list.data;
  if (!appointments.length) {
    return (
      <EmptyState title={t`You have no appointments yet.`}>
        <p className={styles.emptyText}>
          {t`Book a visit to a boutique, or a care service for a piece you love.`}
        </p>
      </EmptyState>
    );
  }
  const close = () => {
    setAsked(null);
    setError(null);
  };
  return (
    <>
      <ol className={styles.list}>
        {appointments.map((a) => (
          <li key={a.id}>
            <AppointmentCard appointment={a} onCancel={setAsked} />
          </li>
        ))}
      </ol>
      <Pager page={page} pageCount={pagination.page_count} onPage={onPage} />
      <ConfirmDialog
        open={asked !== null}
        title={t`Cancel this appointment?`}
        confirmLabel={t`Cancel the appointment`}
        keepLabel={t`Keep the appointment`}
        pending={cancel.isPending}
        error={error}
        onClose={close}
        onConfirm={() => {
          if (!asked) return;
          const cancelledId = asked.id;
          cancel.mutate(cancelledId, {
            onSuccess: () => {
              close();
              onCancelled(cancelledId);
            },
            onError: (e) => setError(refusal.of(e)?.message ?? null),
          });
        }}
      >
        {asked && (
          <p>
            {asked.service_type_name} · {asked.store.name}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
