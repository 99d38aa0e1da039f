import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type {
  Appointment,
  ReserveOptions,
  ReservePeriod,
  ReserveService,
} from '../../../../contract/appointment';
import type { Store, StoreRegion } from '../../../../contract/store';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { useRefusal } from '../../../ui/forms/outcome';
import { addReserveMutationOptions } from '../api';
import {
  bookableDays,
  chooseLevel,
  clothingFor,
  initialValues,
  LEVELS,
  periodsOffered,
  regionsFor,
  storesFor,
  type BookingField,
  type Level,
} from '../model';
import { bookingProblems, type BookingProblem } from '../validation';
import { useProblemText } from './labels';
import { levelGuard } from './levelGuard';

export interface BookingSetup {
  service: ReserveService;
  options: ReserveOptions;
  cities: StoreRegion[];
  stores: Store[];
  /** A boutique chosen beforehand. */
  storeId?: number | undefined;
  /** A care chosen beforehand (washing). */
  serviceType?: string | undefined;
  onBooked: (appointment: Appointment) => void;
}

/**
 * The booking form's values, checks and sending, and what its lists offer for the values chosen:
 * the places and boutiques of the service, the boutique's open days and its times of day within
 * its hours, the clothing its care is for.
 */
export function useBookingForm({
  service,
  options,
  cities,
  stores,
  storeId,
  serviceType,
  onBooked,
}: BookingSetup) {
  const id = useId();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const add = useMutation(addReserveMutationOptions(queryClient));
  const { formRef, refused } = useFocusAfterRefusal();
  const [refusedMessage, setRefusedMessage] = useState<string | null>(null);
  const offered = (store: Store | undefined) =>
    store && store.services.includes(service) ? store : undefined;
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: initialValues(
      options.prefill,
      offered(stores.find((s) => s.id === storeId)),
      serviceType,
    ),
    listeners: { onChange: () => setRefusedMessage(null) },
    onSubmit: ({ value }) => {
      // The checks have passed: a boutique is chosen.
      if (value.storeId === null) return;
      add.mutate(
        {
          service,
          title: value.title as 'Mr.' | 'Ms.',
          name: value.name.trim(),
          mobile: value.mobile.trim(),
          store_id: value.storeId,
          date: value.date,
          period: value.period as ReservePeriod,
          service_type: value.serviceType,
          clothing_type: value.clothingType,
          remark: value.remark.trim(),
        },
        {
          onSuccess: onBooked,
          onError: (error) => setRefusedMessage(refusal.of(error)?.message ?? null),
        },
      );
    },
    onSubmitInvalid: refused,
  });
  const values = useSelector(form.store, (state) => state.values);

  const storeOf = (id: number | null) => stores.find((s) => s.id === id);
  const chosenStore = storeOf(values.storeId);
  const regions = regionsFor(cities, stores, service);
  const provinces = regions.find((c) => c.code === values.country)?.children ?? [];
  const care =
    service === 'washing'
      ? options.care_services.find((c) => c.code === values.serviceType)
      : undefined;

  // Values the shopper did not choose: not counted as typed in, checked only if a problem shows.
  const untyped = { dontUpdateMeta: true } as const;
  const clearPeriodUnlessOffered = (store: Store | undefined, date: string) => {
    const offered = periodsOffered(options.periods, store, date);
    if (values.period && !offered.some((p) => p.value === values.period)) {
      form.setFieldValue('period', '', untyped);
    }
  };

  return {
    form,
    formRef,
    values,
    pending: add.isPending,
    refusedMessage,
    regions,
    provinces,
    cityList: provinces.find((p) => p.code === values.province)?.children ?? [],
    boutiques: storesFor(stores, values.city, service),
    days: bookableDays(options.dates, chosenStore),
    periods: periodsOffered(options.periods, chosenStore, values.date),
    clothing: clothingFor(options.clothing_types, care),
    checkOf: (field: BookingField) => checkedBy(bookingProblems, field),
    /** A field's id and problem, for its Field. */
    about: (
      field: BookingField,
      bound: { state: { meta: { errors: readonly (BookingProblem | null | undefined)[] } } },
    ) => ({ id: `${id}-${field}`, problem: problemText(problemOf(bound)) }),
    /**
     * Before a level takes the shopper's choice: the levels under it are cleared, a day the
     * boutique does not open, and a time of day it does not offer that day.
     */
    clearUnder: (level: Level, value: string) => {
      const next = chooseLevel(values, level, value);
      for (const lower of LEVELS.slice(LEVELS.indexOf(level) + 1)) {
        if (lower === 'storeId') form.setFieldValue('storeId', null, untyped);
        else form.setFieldValue(lower, next[lower], untyped);
      }
      const store = storeOf(next.storeId);
      const date = bookableDays(options.dates, store).includes(values.date) ? values.date : '';
      if (date !== values.date) form.setFieldValue('date', '', untyped);
      clearPeriodUnlessOffered(store, date);
    },
    /** Before a day is chosen: a time of day the boutique does not offer that day is cleared. */
    clearPeriodFor: (date: string) => clearPeriodUnlessOffered(chosenStore, date),
    /** Before a care is chosen: clothing it is not for is cleared. */
    clearClothingFor: (code: string) => {
      const chosen = options.care_services.find((c) => c.code === code);
      const fits = clothingFor(options.clothing_types, service === 'washing' ? chosen : undefined);
      if (!fits.some((c) => c.value === values.clothingType)) {
        form.setFieldValue('clothingType', '', untyped);
      }
    },
    /** Opening a level before the one above it shows which to choose first, as its problem. */
    guard: (level: Level) =>
      levelGuard(
        level,
        () => form.state.values,
        (problem) =>
          form.setFieldMeta(level, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onDynamic: problem },
          })),
      ),
  };
}

export type BookingParts = ReturnType<typeof useBookingForm>;
