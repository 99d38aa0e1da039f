import type { ReservePeriod } from '../../../contract/appointment';
import { hoursOn, periodsWithin } from '../../../contract/opening-hours';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../messages';
import type { MessageParams } from '../../lib/messages';
import { placesPerPeriod } from '../staff';
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

/** The boutique's closure of a day (with the reason staff gave), if it closed it. */
function closureOf(db: Db, storeId: number, date: string) {
  return db
    .selectFrom('store_closed_day')
    .select('reason')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/**
 * Holds the boutique's row until the transaction ends: closing one of its days, booking into it
 * and confirming a booking on it are carried out one after the other, each seeing the other's.
 */
export async function lockBoutique(trx: Db, storeId: number): Promise<void> {
  await trx
    .updateTable('store')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', storeId)
    .execute();
}

/** Inside a transaction: holds the boutique, then answers its closure of the day, if any. */
export async function holdDay(trx: Db, storeId: number, date: string) {
  await lockBoutique(trx, storeId);
  return closureOf(trx, storeId, date);
}

/** The hours booked ("18:00–22:00") of a slot the boutique offers, or the refusal. */
export async function slotHours(db: Db, slot: Slot, now: number, refuse: Refuse): Promise<string> {
  const range = bookableRange(now);
  if (!isCalendarDate(slot.date) || slot.date < range.first || slot.date > range.last) {
    throw refuse('invalid', 'reserveDateOutOfRange', range);
  }
  if (await closureOf(db, slot.storeId, slot.date)) throw refuse('invalid', 'reserveStoreClosed');
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
 * that two bookings racing for its last place (or one racing a closing of the day) are carried
 * out one after the other, then refuses a closed day or a full slot (of the places the owner
 * set). `except` is the booking being moved (it does not count against itself).
 */
export async function holdPlace(
  trx: Db,
  slot: Slot,
  service: string,
  refuse: Refuse,
  except?: number,
): Promise<void> {
  if (await holdDay(trx, slot.storeId, slot.date)) throw refuse('invalid', 'reserveStoreClosed');
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
  const places = await placesPerPeriod(trx);
  if (taken >= places) throw refuse('conflict', 'appointmentSlotFull', { date: slot.date, places });
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
  const closed = await closureOf(db, storeId, date);
  const day = hoursOn((await openingHoursOf(db, [storeId])).get(storeId) ?? [], date);
  return { closed: Boolean(closed) || !day, periods: periodsWithin(day) };
}
