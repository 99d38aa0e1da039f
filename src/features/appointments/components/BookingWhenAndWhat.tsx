import { useLingui } from '@lingui/react/macro';
import type { ReserveOptions, ReserveService } from '../../../../contract/appointment';
import { describedBy, Field } from '../../../ui/forms/Field';
import form from '../../../ui/forms/form.module.css';
import styles from './BookingForm.module.css';
import { RadioChoices, SelectField } from './ChoiceFields';
import { formatBookedDay } from './labels';
import type { BookingParts } from './useBookingForm';

/**
 * The day and the time of day within the boutique's hours that day, then the service, the
 * clothing and a remark.
 */
export function BookingWhenAndWhat({
  booking,
  service,
  options,
}: {
  booking: BookingParts;
  service: ReserveService;
  options: ReserveOptions;
}) {
  const { t, i18n } = useLingui();
  const { form: booked, about, checkOf } = booking;
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`Date and time`}</legend>
        <booked.Field name="date" validators={checkOf('date')}>
          {(field) => (
            <SelectField
              {...about('date', field)}
              label={t`Date`}
              placeholder={t`Choose a day`}
              choices={booking.days.map((day) => ({
                value: day,
                label: formatBookedDay(day, i18n.locale),
              }))}
              value={field.state.value}
              onChange={(e) => {
                booking.clearPeriodFor(e.target.value);
                field.handleChange(e.target.value);
              }}
              onBlur={field.handleBlur}
            />
          )}
        </booked.Field>
        <booked.Field name="period" validators={checkOf('period')}>
          {(field) => (
            <RadioChoices
              {...about('period', field)}
              label={t`Time`}
              choices={booking.periods.map((period) => ({
                value: period.value,
                label: (
                  <span>
                    {period.label} <span className={styles.hours}>{period.hours}</span>
                  </span>
                ),
              }))}
              value={field.state.value}
              onChoose={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </booked.Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`The service`}</legend>
        <booked.Field name="serviceType" validators={checkOf('serviceType')}>
          {(field) => (
            <SelectField
              {...about('serviceType', field)}
              label={t`Service type`}
              placeholder={t`Choose a service`}
              choices={options.service_types[service]}
              value={field.state.value}
              onChange={(e) => {
                booking.clearClothingFor(e.target.value);
                field.handleChange(e.target.value);
              }}
              onBlur={field.handleBlur}
            />
          )}
        </booked.Field>
        <booked.Field name="clothingType" validators={checkOf('clothingType')}>
          {(field) => (
            <SelectField
              {...about('clothingType', field)}
              label={t`Clothing type`}
              placeholder={t`Choose a clothing type`}
              choices={booking.clothing}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </booked.Field>
        <booked.Field name="remark" validators={checkOf('remark')}>
          {(field) => {
            const { id, problem } = about('remark', field);
            return (
              <Field id={id} problem={problem} label={t`Remark (optional)`} wide>
                <textarea
                  id={id}
                  {...describedBy(id, problem)}
                  className={`${form.input} ${styles.remark}`}
                  rows={3}
                  maxLength={200}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </Field>
            );
          }}
        </booked.Field>
      </fieldset>
    </>
  );
}
