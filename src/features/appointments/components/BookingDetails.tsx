import { useLingui } from '@lingui/react/macro';
import type { ReserveOptions } from '../../../../contract/appointment';
import { describedBy, Field } from '../../../ui/forms/Field';
import form from '../../../ui/forms/form.module.css';
import styles from './BookingForm.module.css';
import { RadioChoices } from './ChoiceFields';
import type { BookingParts } from './useBookingForm';

/** Title, name and mobile number: the member's own, filled in already when known. */
export function BookingDetails({
  booking,
  titles,
}: {
  booking: BookingParts;
  titles: ReserveOptions['titles'];
}) {
  const { t } = useLingui();
  const { form: booked, about, checkOf } = booking;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t`Your details`}</legend>
      <booked.Field name="title" validators={checkOf('title')}>
        {(field) => (
          <RadioChoices
            {...about('title', field)}
            label={t`Title`}
            choices={titles}
            value={field.state.value}
            onChoose={field.handleChange}
            onBlur={field.handleBlur}
            wide
          />
        )}
      </booked.Field>
      <booked.Field name="name" validators={checkOf('name')}>
        {(field) => {
          const { id, problem } = about('name', field);
          return (
            <Field id={id} problem={problem} label={t`Name`}>
              <input
                id={id}
                {...describedBy(id, problem)}
                className={form.input}
                autoComplete="name"
                maxLength={30}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </booked.Field>
      <booked.Field name="mobile" validators={checkOf('mobile')}>
        {(field) => {
          const { id, problem } = about('mobile', field);
          return (
            <Field id={id} problem={problem} label={t`Mobile number`}>
              <input
                id={id}
                {...describedBy(id, problem)}
                className={form.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </booked.Field>
    </fieldset>
  );
}
