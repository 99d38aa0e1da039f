import type { Db } from '../db/database';
import { isCalendarDate } from '../modules/appointment/dates';
import type { OperatorServices } from './commands';
import { OperatorError, byAction, columns, need, one, parseId, shopTime } from './format';

export const APPOINTMENT_USAGE = `  appointment list [status]                 the newest appointments: waiting, completed
                                            or cancelled
  appointment complete <id>                 the adviser has answered: mark it completed
  appointment close <store_id> <date>       a boutique takes no appointments that day
  appointment reopen <store_id> <date>      it takes appointments that day again`;

const STATUSES = ['waiting', 'completed', 'cancelled'];

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

/** The adviser answered: waiting → completed, once. */
async function completeAppointment(db: Db, idText: string, now: number): Promise<string> {
  const id = parseId(idText);
  const row = id
    ? await db.selectFrom('appointment').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw new OperatorError(`no appointment has the id "${idText}"`);
  const changed = await db
    .updateTable('appointment')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    const status = row.status === 'waiting' ? 'changed meanwhile' : row.status;
    throw new OperatorError(`appointment ${row.id} is not waiting: it is ${status}`);
  }
  return `appointment ${row.id} (${row.name}, ${row.date}) is completed`;
}

async function storeAndDay(db: Db, args: string[], action: string) {
  const [storeText = '', date = ''] = need(args, 2, `appointment ${action} <store_id> <date>`);
  const storeId = parseId(storeText);
  const store = storeId
    ? await db.selectFrom('store').select('id').where('id', '=', storeId).executeTakeFirst()
    : undefined;
  if (!store) throw new OperatorError(`no boutique has the id "${storeText}"`);
  if (!isCalendarDate(date)) throw new OperatorError(`"${date}" is not a day: write YYYY-MM-DD`);
  return { storeId: store.id, date };
}

async function closeDay(db: Db, args: string[]): Promise<string> {
  const { storeId, date } = await storeAndDay(db, args, 'close');
  const existing = await db
    .selectFrom('store_closed_day')
    .select('date')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .executeTakeFirst();
  if (!existing) {
    await db.insertInto('store_closed_day').values({ store_id: storeId, date }).execute();
  }
  const waiting = await db
    .selectFrom('appointment')
    .select('id')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .where('status', '=', 'waiting')
    .execute();
  const note = waiting.length
    ? `; ${waiting.length} waiting appointment(s) that day: ${waiting.map((w) => w.id).join(', ')}`
    : '';
  return `boutique ${storeId} takes no appointments on ${date}${note}`;
}

async function reopenDay(db: Db, args: string[]): Promise<string> {
  const { storeId, date } = await storeAndDay(db, args, 'reopen');
  await db
    .deleteFrom('store_closed_day')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .execute();
  return `boutique ${storeId} takes appointments on ${date}`;
}

/** `appointment <action> …`: null when the action is unknown. */
export const appointmentCommand = byAction<OperatorServices>({
  list: (s, args) => listAppointments(s.db, args[0]),
  complete: (s, args) => completeAppointment(s.db, one(args, 'appointment complete <id>'), s.now),
  close: (s, args) => closeDay(s.db, args),
  reopen: (s, args) => reopenDay(s.db, args),
});
