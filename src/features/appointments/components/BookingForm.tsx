import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import form from '../../../ui/forms/form.module.css';
import { BookingDetails } from './BookingDetails';
import styles from './BookingForm.module.css';
import { BookingWhenAndWhat } from './BookingWhenAndWhat';
import { BoutiqueChooser } from './BoutiqueChooser';
import { useBookingForm, type BookingSetup } from './useBookingForm';

/** The booking form of a boutique appointment or a washing service (spec §3, §5). */
export function BookingForm({
  submitLabel,
  onCancel,
  ...setup
}: BookingSetup & {
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const booking = useBookingForm(setup);

  return (
    <form
      ref={booking.formRef}
      className={styles.form}
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void booking.form.handleSubmit();
      }}
    >
      <BookingDetails booking={booking} titles={setup.options.titles} />
      <BoutiqueChooser booking={booking} />
      <BookingWhenAndWhat booking={booking} service={setup.service} options={setup.options} />
      <div className={styles.actions}>
        <Button type="submit" disabled={booking.pending} aria-busy={booking.pending || undefined}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            {t`Back`}
          </Button>
        )}
        <p className={`${form.outcome} ${form.refused}`} role="alert">
          {booking.refusedMessage}
        </p>
      </div>
    </form>
  );
}
