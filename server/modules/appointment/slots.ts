import { PLACES_PER_PERIOD, type ReservePeriod } from '../../../contract/appointment';
import { hoursOn, periodsWithin } from '../../../contract/opening-hours';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../messages';
import type { MessageParams } from '../../lib/messages';
import { openingHoursOf } from '../store';
import { bookableRange, isCalendarDate } from './dates';

// The rules of a slot (a boutique, a day, a period of it), the same for a shopper booking and a
// boutique moving a booking: a bookable day the boutique opens, a period within its hours, and a
// place left in it.

/** Open bookings: they hold a place in their slot. */
export const OPEN_STATUSES = ['waiting', 'confirmed'] as const;

export type SlotProblem = 'invalid' | 'conflict';
/** Builds the error a caller throws for a refused slot (the shop's or the console's). */
export type Refuse = (kind: SlotProblem, key: MessageKey, params?: MessageParams) => Error;

export interface Slot {
  storeId: number;
  date: string;
  period: ReservePeriod;
}

/** The hours booked ("18:00–22:00") of a slot the boutique offers, or the refusal. */
export async function slotHours(db: Db, slot: Slot, now: number, refuse: Refuse): Promise<string> {
  const range = bookableRange(now);
  if (!isCalendarDate(slot.date) || slot.date < range.first || slot.date > range.last) {
    throw refuse('invalid', 'reserveDateOutOfRange', range);
  }
  const closed = await db
    .selectFrom('store_closed_day')
    .select('date')
    .where('store_id', '=', slot.storeId)
    .where('date', '=', slot.date)
    .executeTakeFirst();
  if (closed) throw refuse('invalid', 'reserveStoreClosed');
  const day = hoursOn(
    (await openingHoursOf(db, [slot.storeId])).get(slot.storeId) ?? [],
    slot.date,
  );
  if (!day) throw refuse('invalid', 'reserveStoreClosed');
  const booked = periodsWithin(day).find((p) => p.value === slot.period);
  if (!booked) {
    throw refuse('invalid', 'reservePeriodClosed', { opens: day.opens, closes: day.closes });
  }
  return booked.hours;
}

/**
 * Inside the transaction that books or moves a booking into a slot: holds the boutique's row, so
 * that two bookings racing for its last place are counted one after the other, then refuses a
 * full slot. `except` is the booking being moved (it does not count against itself).
 */
export async function holdPlace(
  trx: Db,
  slot: Slot,
  service: string,
  refuse: Refuse,
  except?: number,
): Promise<void> {
  await trx
    .updateTable('store')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', slot.storeId)
    .execute();
  let query = trx
    .selectFrom('appointment')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('store_id', '=', slot.storeId)
    .where('date', '=', slot.date)
    .where('period', '=', slot.period)
    .where('service', '=', service)
    .where('status', 'in', OPEN_STATUSES);
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = Number((await query.executeTakeFirst())?.count ?? 0);
  if (taken >= PLACES_PER_PERIOD) {
    throw refuse('conflict', 'appointmentSlotFull', { date: slot.date, places: PLACES_PER_PERIOD });
  }
}

/** The moment (ms) a booking's hours start: "13:00–18:00" on its day, in shop time. */
export function startOf(date: string, hours: string): number {
  const [h = '0', m = '0'] = (hours.split('–')[0] ?? '00:00').split(':');
  return Date.parse(`${date}T00:00:00Z`) + (Number(h) * 60 + Number(m)) * 60_000 - 8 * 3600_000;
}

/** A boutique's day as the console shows it: closed, or the periods it offers with their hours. */
export async function periodsOfDay(
  db: Db,
  storeId: number,
  date: string,
): Promise<{ closed: boolean; periods: { value: ReservePeriod; hours: string }[] }> {
  const closed = await db
    .selectFrom('store_closed_day')
    .select('date')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .executeTakeFirst();
  const day = hoursOn((await openingHoursOf(db, [storeId])).get(storeId) ?? [], date);
  return { closed: Boolean(closed) || !day, periods: periodsWithin(day) };
}
