import { useLingui } from '@lingui/react/macro';
import styles from './BookingForm.module.css';
import { SelectField } from './ChoiceFields';
import type { BookingParts } from './useBookingForm';

const byCode = (region: { code: string; name: string }) => ({
  value: region.code,
  label: region.name,
});

/** Country, province, city and boutique, each offered once the one above it is chosen. */
export function BoutiqueChooser({ booking }: { booking: BookingParts }) {
  const { t } = useLingui();
  const { form: booked, about, checkOf, guard, clearUnder } = booking;
  const store = booking.boutiques.find((s) => s.id === booking.values.storeId);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t`The boutique`}</legend>
      <booked.Field name="country" validators={checkOf('country')}>
        {(field) => (
          <SelectField
            {...about('country', field)}
            label={t`Country or region`}
            placeholder={t`Choose a country or region`}
            choices={booking.regions.map(byCode)}
            value={field.state.value}
            onChange={(e) => {
              clearUnder('country', e.target.value);
              field.handleChange(e.target.value);
            }}
            onBlur={field.handleBlur}
          />
        )}
      </booked.Field>
      <booked.Field name="province" validators={checkOf('province')}>
        {(field) => (
          <SelectField
            {...about('province', field)}
            {...guard('province')}
            label={t`Province`}
            placeholder={t`Choose a province`}
            choices={booking.provinces.map(byCode)}
            value={field.state.value}
            onChange={(e) => {
              clearUnder('province', e.target.value);
              field.handleChange(e.target.value);
            }}
            onBlur={field.handleBlur}
          />
        )}
      </booked.Field>
      <booked.Field name="city" validators={checkOf('city')}>
        {(field) => (
          <SelectField
            {...about('city', field)}
            {...guard('city')}
            label={t`City`}
            placeholder={t`Choose a city`}
            choices={booking.cityList.map(byCode)}
            value={field.state.value}
            onChange={(e) => {
              clearUnder('city', e.target.value);
              field.handleChange(e.target.value);
            }}
            onBlur={field.handleBlur}
          />
        )}
      </booked.Field>
      <booked.Field name="storeId" validators={checkOf('storeId')}>
        {(field) => (
          <SelectField
            {...about('storeId', field)}
            {...guard('storeId')}
            label={t`Boutique`}
            hint={store ? `${store.address} · ${store.hours}` : undefined}
            placeholder={t`Choose a boutique`}
            choices={booking.boutiques.map((s) => ({ value: s.id, label: s.name }))}
            value={field.state.value ?? ''}
            onChange={(e) => {
              clearUnder('storeId', e.target.value);
              field.handleChange(e.target.value ? Number(e.target.value) : null);
            }}
            onBlur={field.handleBlur}
          />
        )}
      </booked.Field>
    </fieldset>
  );
}
