import type { Selectable } from 'kysely';
import type { ReservePeriod } from '../../../contract/appointment';
import type { Db } from '../../db/database';
import type { AppointmentTable } from '../../db/schema-appointments';
import type { MessageParams } from '../../lib/messages';
import type { MessageKey } from '../../messages';
import { isUniqueViolation } from '../member';
import { writeAudit, type Actor } from '../staff';
import { shopDate } from './dates';
import { holdDay, holdPlace, OPEN_STATUSES, slotHours, startOf, type Refuse } from './slots';

// The boutique's side of a booking, the same for the console and the operator's command:
// confirm a waiting booking, move an open one to another free slot, complete it once its time
// has come, cancel it with a message to the member. Each change is made only from the version
// of the booking it was decided on, so of two staff changing one booking at once one wins and the
// other is told; each is written to the audit log in the same transaction.

export type BookingRow = Selectable<AppointmentTable>;

export type AppointmentRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A boutique's action on a booking that was refused and changed nothing. */
export class AppointmentRefusal extends Error {
  constructor(
    readonly kind: AppointmentRefusalKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'AppointmentRefusal';
  }
}

/** Which booking, and the version the change was decided on (the current one when omitted). */
export interface BookingTarget {
  id: number;
  version?: number;
}

const refuse: Refuse = (kind, key, params) => new AppointmentRefusal(kind, key, params);

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

const CLOSED_STATE: Record<string, MessageKey> = {
  confirmed: 'appointmentIsConfirmed',
  completed: 'appointmentIsCompleted',
  cancelled: 'appointmentIsCancelled',
};

export async function bookingById(db: Db, id: number): Promise<BookingRow> {
  const row = await db
    .selectFrom('appointment')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppointmentRefusal('not_found', 'appointmentNotFound', { id: String(id) });
  return row;
}

/** The booking as the change was decided on it, or the refusal: changed since, or closed. */
async function openBooking(db: Db, target: BookingTarget): Promise<BookingRow> {
  const row = await bookingById(db, target.id);
  if (target.version !== undefined && target.version !== row.version) {
    throw new AppointmentRefusal('conflict', 'appointmentChanged', { id: String(row.id) });
  }
  if (!isOpen(row.status)) {
    throw new AppointmentRefusal('conflict', CLOSED_STATE[row.status] ?? 'appointmentChanged', {
      id: String(row.id),
    });
  }
  return row;
}

type BookingChange = Partial<
  Pick<
    BookingRow,
    | 'status'
    | 'date'
    | 'period'
    | 'hours'
    | 'confirmed_at'
    | 'completed_at'
    | 'cancelled_at'
    | 'staff_message'
  >
>;

/** What a versioned write may touch: the statuses it applies to, what a lost race is told. */
export interface VersionedRule {
  statuses: readonly string[];
  conflict: MessageKey;
  /** The fields the audit row shows before and after (those the change sets). */
  fields: readonly (keyof BookingRow)[];
}

/**
 * Writes a change to a booking (or a washing request) only if nobody changed it since it was
 * read, with its audit row, in `trx`. A lost race is refused with what the colleague's change left.
 */
export async function changeVersioned(
  trx: Db,
  actor: Actor,
  row: BookingRow,
  action: string,
  change: Partial<BookingRow>,
  rule: VersionedRule,
  now: number,
): Promise<BookingRow> {
  const shown = (of: BookingRow) =>
    Object.fromEntries(rule.fields.filter((f) => f in change).map((f) => [f, of[f]]));
  const changed = await trx
    .updateTable('appointment')
    .set({ ...change, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .where('status', 'in', rule.statuses)
    .returningAll()
    .executeTakeFirst();
  if (!changed) throw new AppointmentRefusal('conflict', rule.conflict, { id: String(row.id) });
  await writeAudit(
    trx,
    actor,
    {
      action,
      recordType: 'appointment',
      recordId: row.id,
      before: shown(row),
      after: shown(changed),
    },
    now,
  );
  return changed;
}

const BOOKING_RULE: VersionedRule = {
  statuses: OPEN_STATUSES,
  conflict: 'appointmentChanged',
  fields: ['status', 'date', 'period', 'hours', 'staff_message'],
};

function changeBooking(
  trx: Db,
  actor: Actor,
  row: BookingRow,
  action: string,
  change: BookingChange,
  now: number,
): Promise<BookingRow> {
  return changeVersioned(trx, actor, row, action, change, BOOKING_RULE, now);
}

/**
 * The boutique confirms a waiting booking whose day has not passed nor been closed:
 * waiting → confirmed. A closing of the day at the same moment is carried out before or after.
 */
export async function confirmBooking(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  now: number,
): Promise<BookingRow> {
  const row = await openBooking(db, target);
  if (row.status !== 'waiting') {
    throw new AppointmentRefusal('conflict', 'appointmentIsConfirmed', { id: String(row.id) });
  }
  if (row.date < shopDate(now)) {
    throw new AppointmentRefusal('conflict', 'appointmentDayPassed', {
      id: String(row.id),
      date: row.date,
    });
  }
  return db.transaction().execute(async (trx) => {
    const closed = await holdDay(trx, row.store_id, row.date);
    if (closed) {
      throw new AppointmentRefusal('conflict', 'appointmentDayClosed', {
        id: String(row.id),
        date: row.date,
        reason: closed.reason,
      });
    }
    const change = { status: 'confirmed', confirmed_at: now };
    return changeBooking(trx, actor, row, 'appointment.confirm', change, now);
  });
}

/**
 * Moves an open booking to another slot of its boutique, by the shopper's rules (a bookable day
 * the boutique opens, a period within its hours) and with a place left in it. It keeps its state.
 */
export async function rescheduleBooking(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  to: { date: string; period: ReservePeriod },
  now: number,
): Promise<BookingRow> {
  const row = await openBooking(db, target);
  const slot = { storeId: row.store_id, date: to.date, period: to.period };
  if (row.date === to.date && row.period === to.period) {
    throw new AppointmentRefusal('invalid', 'appointmentSameSlot', { date: to.date });
  }
  const hours = await slotHours(db, slot, now, refuse);
  try {
    return await db.transaction().execute(async (trx) => {
      await holdPlace(trx, slot, row.service, refuse, row.id);
      return changeBooking(
        trx,
        actor,
        row,
        'appointment.reschedule',
        { date: to.date, period: to.period, hours },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppointmentRefusal('conflict', 'appointmentMemberHasSlot', { date: to.date });
    }
    throw error;
  }
}

/** After the visit (once its hours have begun): open → completed. */
export async function completeBooking(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  now: number,
): Promise<BookingRow> {
  const row = await openBooking(db, target);
  if (now < startOf(row.date, row.hours)) {
    throw new AppointmentRefusal('invalid', 'appointmentCompleteEarly', {
      date: row.date,
      hours: row.hours,
    });
  }
  return db
    .transaction()
    .execute((trx) =>
      changeBooking(
        trx,
        actor,
        row,
        'appointment.complete',
        { status: 'completed', completed_at: now },
        now,
      ),
    );
}

/** The boutique cancels an open booking, telling the member why (they see it on their booking). */
export async function cancelBooking(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  message: string,
  now: number,
): Promise<BookingRow> {
  const text = message.trim();
  if (!text || [...text].length > 200) {
    throw new AppointmentRefusal('invalid', 'appointmentMessageRequired');
  }
  const row = await openBooking(db, target);
  return db
    .transaction()
    .execute((trx) =>
      changeBooking(
        trx,
        actor,
        row,
        'appointment.cancel',
        { status: 'cancelled', cancelled_at: now, staff_message: text },
        now,
      ),
    );
}
