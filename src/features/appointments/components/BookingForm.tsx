import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Appointment, ReserveOptions, ReserveService } from '../../../../contract/appointment';
import type { Store, StoreRegion } from '../../../../contract/store';
import { Button } from '../../../ui/Button';
import { describedBy, Field } from '../../../ui/forms/Field';
import { focusFirstInvalid, useRefusal } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { addReserveMutationOptions } from '../api';
import {
  bookableDays,
  bookingProblems,
  chooseLevel,
  clothingFor,
  initialValues,
  regionsFor,
  storesFor,
  upperLevelProblem,
  type BookingField,
  type BookingProblems,
  type BookingValues,
  type Level,
} from '../model';
import styles from './BookingForm.module.css';
import { RadioChoices, SelectField } from './ChoiceFields';
import { formatBookedDay, useProblemText } from './labels';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'F4']);

const byCode = (region: { code: string; name: string }) => ({
  value: region.code,
  label: region.name,
});

/** The booking form of a counter appointment or a washing service (spec §3, §5). */
export function BookingForm({
  service,
  options,
  cities,
  stores,
  storeId,
  serviceType,
  submitLabel,
  onBooked,
  onCancel,
}: {
  service: ReserveService;
  options: ReserveOptions;
  cities: StoreRegion[];
  stores: Store[];
  /** A boutique chosen beforehand. */
  storeId?: number;
  /** A care chosen beforehand (washing). */
  serviceType?: string;
  submitLabel: string;
  onBooked: (appointment: Appointment) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const add = useMutation(addReserveMutationOptions(queryClient));
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const offered = (store: Store | undefined) =>
    store && store.services.includes(service) ? store : undefined;
  const [values, setValues] = useState<BookingValues>(() =>
    initialValues(options.prefill, offered(stores.find((s) => s.id === storeId)), serviceType),
  );
  const [problems, setProblems] = useState<BookingProblems>({});
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const regions = regionsFor(cities, stores, service);
  const provinces = regions.find((c) => c.code === values.country)?.children ?? [];
  const cityList = provinces.find((p) => p.code === values.province)?.children ?? [];
  const boutiques = storesFor(stores, values.city, service);
  const store = boutiques.find((s) => s.id === values.storeId);
  const days = bookableDays(options.dates, values.storeId);
  const care =
    service === 'washing'
      ? options.care_services.find((c) => c.code === values.serviceType)
      : undefined;
  const clothing = clothingFor(options.clothing_types, care);
  // A day or clothing no longer offered (another boutique, another care) is chosen again.
  const current: BookingValues = {
    ...values,
    date: days.includes(values.date) ? values.date : '',
    clothingType: clothing.some((c) => c.value === values.clothingType) ? values.clothingType : '',
  };

  const update = (next: BookingValues) => {
    setValues(next);
    setRefused(null);
    if (sent) setProblems(bookingProblems(next));
  };
  const set = (field: Exclude<BookingField, Level>, value: string) =>
    update({ ...current, [field]: value });
  const choose = (level: Level, value: string) => update(chooseLevel(current, level, value));

  /** Opening a level before the one above it says which to choose first (spec §5). */
  const guard = (level: Level) => ({
    onPointerDown: (event: PointerEvent<HTMLSelectElement>) => {
      const problem = upperLevelProblem(current, level);
      if (!problem) return;
      event.preventDefault();
      setProblems((old) => ({ ...old, [level]: problem }));
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      const problem = upperLevelProblem(current, level);
      if (!problem || !OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setProblems((old) => ({ ...old, [level]: problem }));
    },
  });

  const submit = () => {
    setSent(true);
    const found = bookingProblems(current);
    setProblems(found);
    if (Object.keys(found).length > 0 || current.storeId === null) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    add.mutate(
      {
        service,
        title: current.title as 'Mr.' | 'Ms.',
        name: current.name.trim(),
        mobile: current.mobile.trim(),
        store_id: current.storeId,
        date: current.date,
        period: current.period as 'am' | 'pm',
        service_type: current.serviceType,
        clothing_type: current.clothingType,
        remark: current.remark.trim(),
      },
      {
        onSuccess: onBooked,
        onError: (error) => setRefused(refusal(error)?.message ?? null),
      },
    );
  };

  /** A field's id and problem, for its Field; `control` ties the control itself to them. */
  const about = (field: BookingField) => ({
    id: `${id}-${field}`,
    problem: problemText(problems[field]),
  });
  const control = (field: BookingField) => {
    const { id: controlId, problem } = about(field);
    return { id: controlId, ...describedBy(controlId, problem) };
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`Your details`}</legend>
        <RadioChoices
          {...about('title')}
          label={t`Title`}
          choices={options.titles}
          value={current.title}
          onChoose={(value) => set('title', value)}
          wide
        />
        <Field {...about('name')} label={t`Name`}>
          <input
            {...control('name')}
            className={form.input}
            autoComplete="name"
            maxLength={30}
            value={current.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field {...about('mobile')} label={t`Mobile number`}>
          <input
            {...control('mobile')}
            className={form.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={current.mobile}
            onChange={(e) => set('mobile', e.target.value)}
          />
        </Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`The boutique`}</legend>
        <SelectField
          {...about('country')}
          label={t`Country or region`}
          placeholder={t`Choose a country or region`}
          choices={regions.map(byCode)}
          value={current.country}
          onChange={(e) => choose('country', e.target.value)}
        />
        <SelectField
          {...about('province')}
          {...guard('province')}
          label={t`Province`}
          placeholder={t`Choose a province`}
          choices={provinces.map(byCode)}
          value={current.province}
          onChange={(e) => choose('province', e.target.value)}
        />
        <SelectField
          {...about('city')}
          {...guard('city')}
          label={t`City`}
          placeholder={t`Choose a city`}
          choices={cityList.map(byCode)}
          value={current.city}
          onChange={(e) => choose('city', e.target.value)}
        />
        <SelectField
          {...about('storeId')}
          {...guard('storeId')}
          label={t`Counter`}
          hint={store ? `${store.address} · ${store.hours}` : undefined}
          placeholder={t`Choose a boutique`}
          choices={boutiques.map((s) => ({ value: s.id, label: s.name }))}
          value={current.storeId ?? ''}
          onChange={(e) => choose('storeId', e.target.value)}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`Date and time`}</legend>
        <SelectField
          {...about('date')}
          label={t`Date`}
          placeholder={t`Choose a day`}
          choices={days.map((day) => ({ value: day, label: formatBookedDay(day, i18n.locale) }))}
          value={current.date}
          onChange={(e) => set('date', e.target.value)}
        />
        <RadioChoices
          {...about('period')}
          label={t`Time`}
          choices={options.periods.map((period) => ({
            value: period.value,
            label: (
              <span>
                {period.label} <span className={styles.hours}>{period.hours}</span>
              </span>
            ),
          }))}
          value={current.period}
          onChoose={(value) => set('period', value)}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t`The service`}</legend>
        <SelectField
          {...about('serviceType')}
          label={t`Service type`}
          placeholder={t`Choose a service`}
          choices={options.service_types[service]}
          value={current.serviceType}
          onChange={(e) => set('serviceType', e.target.value)}
        />
        <SelectField
          {...about('clothingType')}
          label={t`Clothing type`}
          placeholder={t`Choose a clothing type`}
          choices={clothing}
          value={current.clothingType}
          onChange={(e) => set('clothingType', e.target.value)}
        />
        <Field {...about('remark')} label={t`Remark (optional)`} wide>
          <textarea
            {...control('remark')}
            className={`${form.input} ${styles.remark}`}
            rows={3}
            maxLength={200}
            value={current.remark}
            onChange={(e) => set('remark', e.target.value)}
          />
        </Field>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            {t`Back`}
          </Button>
        )}
        <p className={`${form.outcome} ${form.refused}`} role="alert">
          {refused}
        </p>
      </div>
    </form>
  );
}
