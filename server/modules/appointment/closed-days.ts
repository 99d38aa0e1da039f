import type { Db } from '../../db/database';
import { isUniqueViolation } from '../member';
import { writeAudit, type Actor } from '../staff';
import { isCalendarDate, shopDate } from './dates';
import { AppointmentRefusal } from './manage';
import { lockBoutique } from './slots';

// A boutique closes a day (with the reason staff read) and takes no bookings on it; the shopper's
// booking form leaves it out. The bookings already on it stay, for staff to move or cancel each
// with a message. Closing and reopening are audited; of two staff at once, one wins.

export interface BoutiqueDayRef {
  storeId: number;
  date: string;
}

export interface ClosedDay {
  store_id: number;
  date: string;
  reason: string;
  closed_at: number | null;
  closed_by: string;
}

const recordOf = (day: BoutiqueDayRef) => `${day.storeId}:${day.date}`;

async function checkDay(db: Db, day: BoutiqueDayRef, now: number): Promise<void> {
  if (!isCalendarDate(day.date)) throw new AppointmentRefusal('invalid', 'appointmentDayInvalid');
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('id', '=', day.storeId)
    .executeTakeFirst();
  if (!store) {
    throw new AppointmentRefusal('not_found', 'closeDayNoBoutique', { id: String(day.storeId) });
  }
  if (day.date < shopDate(now)) {
    throw new AppointmentRefusal('invalid', 'closeDayPassed', { date: day.date });
  }
}

export async function closedDayOf(db: Db, day: BoutiqueDayRef): Promise<ClosedDay | undefined> {
  const row = await db
    .selectFrom('store_closed_day')
    .selectAll()
    .where('store_id', '=', day.storeId)
    .where('date', '=', day.date)
    .executeTakeFirst();
  return row && { ...row, closed_at: row.closed_at === null ? null : Number(row.closed_at) };
}

/** Which of these boutique days are closed: the answer, day by day. */
export async function closedAmong(
  db: Db,
  days: BoutiqueDayRef[],
): Promise<(day: BoutiqueDayRef) => boolean> {
  const stores = [...new Set(days.map((d) => d.storeId))];
  const dates = [...new Set(days.map((d) => d.date))];
  if (!stores.length) return () => false;
  const rows = await db
    .selectFrom('store_closed_day')
    .select(['store_id', 'date'])
    .where('store_id', 'in', stores)
    .where('date', 'in', dates)
    .execute();
  const closed = new Set(rows.map((row) => recordOf({ storeId: row.store_id, date: row.date })));
  return (day) => closed.has(recordOf(day));
}

/** Closes a boutique's day from today on; a day already closed is refused. */
export async function closeBoutiqueDay(
  db: Db,
  actor: Actor,
  day: BoutiqueDayRef,
  reason: string,
  now: number,
): Promise<ClosedDay> {
  const text = reason.trim();
  if (!text || [...text].length > 200) {
    throw new AppointmentRefusal('invalid', 'closeDayReasonRequired');
  }
  await checkDay(db, day, now);
  const closed = () => new AppointmentRefusal('conflict', 'dayAlreadyClosed', { date: day.date });
  if (await closedDayOf(db, day)) throw closed();
  const row = { store_id: day.storeId, date: day.date, reason: text, closed_at: now };
  try {
    await db.transaction().execute(async (trx) => {
      await lockBoutique(trx, day.storeId);
      await trx
        .insertInto('store_closed_day')
        .values({ ...row, closed_by: actor.id })
        .execute();
      await writeAudit(
        trx,
        actor,
        {
          action: 'store_day.close',
          recordType: 'store_day',
          recordId: recordOf(day),
          before: null,
          after: { reason: text },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw closed();
    throw error;
  }
  return { ...row, closed_by: actor.id };
}

/** Opens a closed day again for bookings; a day that is not closed is refused. */
export async function reopenBoutiqueDay(
  db: Db,
  actor: Actor,
  day: BoutiqueDayRef,
  now: number,
): Promise<void> {
  await checkDay(db, day, now);
  const notClosed = () => new AppointmentRefusal('conflict', 'dayNotClosed', { date: day.date });
  const before = await closedDayOf(db, day);
  if (!before) throw notClosed();
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('store_closed_day')
      .where('store_id', '=', day.storeId)
      .where('date', '=', day.date)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw notClosed();
    await writeAudit(
      trx,
      actor,
      {
        action: 'store_day.reopen',
        recordType: 'store_day',
        recordId: recordOf(day),
        before: { reason: before.reason },
        after: null,
      },
      now,
    );
  });
}
