import type {
  CareService,
  ReserveChoice,
  ReserveOptions,
  ReservePeriodChoice,
  ReserveService,
} from '../../../contract/appointment';
import { hoursOn, periodsWithin } from '../../../contract/opening-hours';
import type { Store, StoreRegion } from '../../../contract/store';

// The booking form's rules (spec §5), shared by the boutique appointment and the washing booking.

export interface BookingValues {
  title: string;
  name: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  storeId: number | null;
  date: string;
  period: string;
  serviceType: string;
  clothingType: string;
  remark: string;
}

export type BookingField = keyof BookingValues;

/** The chooser's levels, each under the one before. */
export const LEVELS = ['country', 'province', 'city', 'storeId'] as const;
export type Level = (typeof LEVELS)[number];

/** The boutiques of a city offering a service, in the locator's order. */
export function storesFor(stores: Store[], city: string, service: ReserveService): Store[] {
  return stores.filter((store) => store.city_code === city && store.services.includes(service));
}

/** The places that have a boutique offering the service, pruned of those that have none. */
export function regionsFor(
  tree: StoreRegion[],
  stores: Store[],
  service: ReserveService,
): StoreRegion[] {
  const cities = new Set(
    stores.filter((s) => s.services.includes(service)).map((store) => store.city_code),
  );
  return tree
    .map((country) => ({
      ...country,
      children: country.children
        .map((province) => ({
          ...province,
          children: province.children.filter((city) => cities.has(city.code)),
        }))
        .filter((province) => province.children.length > 0),
    }))
    .filter((country) => country.children.length > 0);
}

/** The chooser's places for a boutique chosen beforehand (from the locator or the address). */
export function placesOf(
  store: Store,
): Pick<BookingValues, 'country' | 'province' | 'city' | 'storeId'> {
  return {
    country: store.country_code,
    province: store.province_code,
    city: store.city_code,
    storeId: store.id,
  };
}

type BookedStore = Pick<Store, 'id' | 'opening_hours'>;

/**
 * The days that can be booked at a boutique: the range, without its closed days and the days of
 * the week it does not open.
 */
export function bookableDays(
  dates: ReserveOptions['dates'],
  store: BookedStore | undefined,
): string[] {
  const closed = new Set(dates.closed.filter((c) => c.store_id === store?.id).map((c) => c.date));
  const days: string[] = [];
  const last = new Date(`${dates.last}T00:00:00Z`).getTime();
  for (let t = new Date(`${dates.first}T00:00:00Z`).getTime(); t <= last; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const opens = !store || hoursOn(store.opening_hours, day) !== undefined;
    if (!closed.has(day) && opens) days.push(day);
  }
  return days;
}

/**
 * The parts of the day a boutique offers on the day chosen, each with its hours that day
 * ("18:00–22:00"); before a day is chosen, those it offers on some day, without hours.
 */
export function periodsOffered(
  choices: readonly ReservePeriodChoice[],
  store: BookedStore | undefined,
  date: string,
): (ReservePeriodChoice & { hours: string })[] {
  if (!store) return choices.map((choice) => ({ ...choice, hours: '' }));
  const days = date ? [hoursOn(store.opening_hours, date)] : store.opening_hours;
  const offered = days.flatMap((day) => periodsWithin(day));
  return choices.flatMap((choice) => {
    const within = offered.find((period) => period.value === choice.value);
    return within ? [{ ...choice, hours: date ? within.hours : '' }] : [];
  });
}

/** The clothing a care is for (every type for a boutique appointment). */
export function clothingFor(
  clothing: ReserveChoice[],
  care: CareService | undefined,
): ReserveChoice[] {
  return care ? clothing.filter((c) => care.suits.includes(c.value)) : clothing;
}

/** The form's first values: the member's details, and the boutique and care chosen before. */
export function initialValues(
  prefill: ReserveOptions['prefill'] | undefined,
  store: Store | undefined,
  serviceType = '',
): BookingValues {
  return {
    title: prefill?.title === 'Mr.' || prefill?.title === 'Ms.' ? prefill.title : '',
    name: prefill?.name ?? '',
    mobile: prefill?.mobile ?? '',
    country: '',
    province: '',
    city: '',
    storeId: null,
    ...(store ? placesOf(store) : {}),
    date: '',
    period: '',
    serviceType,
    clothingType: '',
    remark: '',
  };
}

/** A change of one level clears the levels under it. */
export function chooseLevel(values: BookingValues, level: Level, value: string): BookingValues {
  const next = { ...values };
  const index = LEVELS.indexOf(level);
  for (const lower of LEVELS.slice(index + 1)) {
    if (lower === 'storeId') next.storeId = null;
    else next[lower] = '';
  }
  if (level === 'storeId') next.storeId = value ? Number(value) : null;
  else next[level] = value;
  return next;
}
