import { isReservePeriod } from '../../contract/opening-hours';
import type { Db } from '../db/database';
import {
  AppointmentRefusal,
  cancelBooking,
  closeBoutiqueDay,
  completeBooking,
  confirmBooking,
  isCalendarDate,
  OPEN_STATUSES,
  reopenBoutiqueDay,
  rescheduleBooking,
  type BookingRow,
} from '../modules/appointment';
import { OPERATOR } from '../modules/staff';
import { message } from '../messages';
import type { OperatorServices } from './services';
import { OperatorError, byAction, columns, need, one, parseId, shopTime } from './format';

export const APPOINTMENT_USAGE = `  appointment list [status]                 the newest appointments: waiting, confirmed,
                                            completed or cancelled
  appointment confirm <id>                  the boutique confirms a waiting appointment
  appointment reschedule <id> <date> <am|pm|ev>
                                            moves it to another free time of its boutique
  appointment complete <id>                 after the visit: mark it completed
  appointment cancel <id> <message>         cancels it, telling the member why
  appointment close <store_id> <date> <reason>
                                            a boutique takes no bookings that day
  appointment reopen <store_id> <date>      it takes bookings that day again`;

const STATUSES = ['waiting', 'confirmed', 'completed', 'cancelled'];

async function listAppointments(db: Db, filter?: string, limit = 50): Promise<string> {
  if (filter !== undefined && !STATUSES.includes(filter)) {
    throw new OperatorError(`"${filter}" is not a status: use one of ${STATUSES.join(', ')}`);
  }
  let query = db
    .selectFrom('appointment')
    .innerJoin('store_text', (join) =>
      join
        .onRef('store_text.store_id', '=', 'appointment.store_id')
        .on('store_text.lang', '=', 'cn'),
    )
    .selectAll('appointment')
    .select('store_text.name as store_name');
  if (filter !== undefined) query = query.where('appointment.status', '=', filter);
  const rows = await query
    .orderBy('appointment.created_at', 'desc')
    .orderBy('appointment.id', 'desc')
    .limit(limit)
    .execute();
  if (!rows.length) return filter ? `no ${filter} appointments` : 'no appointments yet';
  return columns([
    ['id', 'booked', 'day', 'time', 'boutique', 'service', 'client', 'mobile', 'status'],
    ...rows.map((a) => [
      String(a.id),
      shopTime(a.created_at),
      a.date,
      a.hours || a.period,
      a.store_name,
      `${a.service}: ${a.service_type} (${a.clothing_type})`,
      `${a.name} ${a.title}`,
      a.mobile,
      a.status,
    ]),
  ]);
}

/** The boutique's action on a booking (the console's rules), refused in the operator's words. */
async function asOperator(action: Promise<BookingRow>, done: (row: BookingRow) => string) {
  return done(await refusedAsOperator(action));
}

function bookingId(text: string): number {
  const id = parseId(text);
  if (!id) throw new OperatorError(`no appointment has the id "${text}"`);
  return id;
}

const said = (row: BookingRow, what: string) =>
  `appointment ${row.id} (${row.name}, ${row.date} ${row.hours}) is ${what}`;

async function rescheduleCommand(s: OperatorServices, args: string[]): Promise<string> {
  const form = 'appointment reschedule <id> <date> <am|pm|ev>';
  const [idText = '', date = '', period = ''] = need(args, 3, form);
  if (!isReservePeriod(period)) throw new OperatorError(`"${period}" is not a time: am, pm or ev`);
  return asOperator(
    rescheduleBooking(s.db, OPERATOR, { id: bookingId(idText) }, { date, period }, s.now),
    (row) => said(row, 'moved'),
  );
}

async function cancelCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', ...words] = need(args, 2, 'appointment cancel <id> <message>');
  return asOperator(
    cancelBooking(s.db, OPERATOR, { id: bookingId(idText) }, words.join(' '), s.now),
    (row) => said(row, 'cancelled'),
  );
}

async function storeAndDay(db: Db, storeText: string, date: string) {
  const storeId = parseId(storeText);
  const store = storeId
    ? await db.selectFrom('store').select('id').where('id', '=', storeId).executeTakeFirst()
    : undefined;
  if (!store) throw new OperatorError(`no boutique has the id "${storeText}"`);
  if (!isCalendarDate(date)) throw new OperatorError(`"${date}" is not a day: write YYYY-MM-DD`);
  return { storeId: store.id, date };
}

/** The operator's words for a refusal of the boutique's rules. */
async function refusedAsOperator<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (!(error instanceof AppointmentRefusal)) throw error;
    const text = message('en', error.key, error.params);
    throw new OperatorError(text.charAt(0).toLowerCase() + text.slice(1));
  }
}

async function closeDay(s: OperatorServices, args: string[]): Promise<string> {
  const form = 'appointment close <store_id> <date> <reason>';
  const [storeText = '', date = '', ...words] = need(args, 3, form);
  const day = await storeAndDay(s.db, storeText, date);
  await refusedAsOperator(closeBoutiqueDay(s.db, OPERATOR, day, words.join(' '), s.now));
  const open = await s.db
    .selectFrom('appointment')
    .select('id')
    .where('store_id', '=', day.storeId)
    .where('date', '=', day.date)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('id')
    .execute();
  const note = open.length
    ? `; ${open.length} open booking(s) that day: ${open.map((w) => w.id).join(', ')}`
    : '';
  return `boutique ${day.storeId} takes no bookings on ${day.date}${note}`;
}

async function reopenDay(s: OperatorServices, args: string[]): Promise<string> {
  const [storeText = '', date = ''] = need(args, 2, 'appointment reopen <store_id> <date>');
  const day = await storeAndDay(s.db, storeText, date);
  await refusedAsOperator(reopenBoutiqueDay(s.db, OPERATOR, day, s.now));
  return `boutique ${day.storeId} takes bookings on ${day.date}`;
}

/** `appointment <action> …`: null when the action is unknown. */
export const appointmentCommand = byAction<OperatorServices>({
  list: (s, args) => listAppointments(s.db, args[0]),
  confirm: (s, args) =>
    asOperator(
      confirmBooking(
        s.db,
        OPERATOR,
        { id: bookingId(one(args, 'appointment confirm <id>')) },
        s.now,
      ),
      (row) => said(row, 'confirmed'),
    ),
  reschedule: rescheduleCommand,
  complete: (s, args) =>
    asOperator(
      completeBooking(
        s.db,
        OPERATOR,
        { id: bookingId(one(args, 'appointment complete <id>')) },
        s.now,
      ),
      (row) => said(row, 'completed'),
    ),
  cancel: cancelCommand,
  close: closeDay,
  reopen: reopenDay,
});
