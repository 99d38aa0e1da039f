import type { Selectable } from 'kysely';
import type {
  addReserve,
  Appointment,
  AppointmentStatus,
  ReserveOptions,
  ReservePeriod,
  ReserveService,
  reserveList,
} from '../../../contract/appointment';
import { OPEN_APPOINTMENT_LIMIT } from '../../../contract/appointment';
import type { CallParsed } from '../../../contract/call';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { Pagination } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { AppointmentTable } from '../../db/schema-appointments';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import type { MessageKey } from '../../messages';
import type { MessageParams } from '../../lib/messages';
import {
  countOf,
  isUniqueViolation,
  loadMember,
  lockMember,
  offsetOf,
  pagination,
} from '../member';
import { careByCode, careServices } from './care';
import { washingCareOf } from './washing';
import { bookableRange, shopDate } from './dates';
import {
  CLOTHING_TYPES,
  PERIODS,
  SERVICE_TYPES,
  TITLE_LABELS,
  choicesIn,
  labelOf,
} from './options';
import { holdPlace, OPEN_STATUSES, slotHours, type Refuse, type Slot } from './slots';
import { servicesOf, storesById, type AppointmentStore } from './stores';

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

// A member's appointments: booked waiting for the adviser's reply, confirmed by the boutique,
// completed after the visit, or cancelled (by the member before their day, or by the boutique
// with a message). The boutique's side is in manage.ts.

export const CODE_DUPLICATE = 4009;

type AppointmentRow = Selectable<AppointmentTable>;

export async function reserveOptions(
  db: Db,
  memberId: number,
  lang: Lang,
  now: number,
): Promise<ReserveOptions> {
  const member = await loadMember(db, memberId);
  const range = bookableRange(now);
  const closed = await db
    .selectFrom('store_closed_day')
    .select(['store_id', 'date'])
    .where('date', '>=', range.first)
    .where('date', '<=', range.last)
    .orderBy('store_id')
    .orderBy('date')
    .execute();
  return {
    titles: (['Ms.', 'Mr.'] as const).map((value) => ({
      value,
      label: TITLE_LABELS[value][lang],
    })),
    periods: PERIODS.map((p) => ({ value: p.value, label: p.label[lang] })),
    service_types: {
      appointment: choicesIn(SERVICE_TYPES.appointment, lang),
      washing: choicesIn(SERVICE_TYPES.washing, lang),
    },
    clothing_types: choicesIn(CLOTHING_TYPES, lang),
    care_services: careServices(lang),
    dates: { ...range, closed },
    open_limit: OPEN_APPOINTMENT_LIMIT,
    prefill: {
      title: member.title,
      name: `${member.last_name}${member.first_name}`,
      mobile: member.mobile,
    },
  };
}

function toAppointment(
  row: AppointmentRow,
  store: AppointmentStore | undefined,
  lang: Lang,
  now: number,
): Appointment {
  const service = row.service as ReserveService;
  const period = PERIODS.find((p) => p.value === row.period);
  const status = row.status as AppointmentStatus;
  return {
    id: row.id,
    service,
    service_type: row.service_type,
    service_type_name: labelOf(SERVICE_TYPES[service] ?? [], row.service_type, lang),
    clothing_type: row.clothing_type,
    clothing_type_name: labelOf(CLOTHING_TYPES, row.clothing_type, lang),
    title: row.title,
    name: row.name,
    mobile: row.mobile,
    date: row.date,
    period: row.period as ReservePeriod,
    period_name: period?.label[lang] ?? row.period,
    hours: row.hours,
    remark: row.remark,
    status,
    can_cancel: isOpen(status) && row.date >= shopDate(now),
    staff_message: row.staff_message,
    washing: service === 'washing' ? washingCareOf(row) : null,
    store: store ?? { id: row.store_id, name: '', city_name: '', address: '', phone: '' },
    created_at: row.created_at,
    confirmed_at: row.confirmed_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
  };
}

async function withStores(db: Db, rows: AppointmentRow[], lang: Lang, now: number) {
  const stores = await storesById(
    db,
    rows.map((r) => r.store_id),
    lang,
  );
  return rows.map((row) => toAppointment(row, stores.get(row.store_id), lang, now));
}

export async function listAppointments(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof reserveList>,
  now: number,
): Promise<{ list: Appointment[]; pagination: Pagination }> {
  let query = db.selectFrom('appointment').where('member_id', '=', memberId);
  if (input.service) query = query.where('service', '=', input.service);
  if (input.id !== undefined) query = query.where('id', '=', input.id);
  const total = countOf(
    await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  );
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset(offsetOf(input.page, input.page_size))
    .execute();
  return {
    list: await withStores(db, rows, lang, now),
    pagination: pagination(input.page, input.page_size, total),
  };
}

/**
 * Everything but the member's own state: the boutique, the day, the time within its hours that
 * day, the choices. Answers the hours booked ("18:00–22:00").
 */
async function checkRequest(
  db: Db,
  input: CallParsed<typeof addReserve>,
  lang: Lang,
  now: number,
): Promise<string> {
  const invalid = (key: MessageKey, params?: MessageParams) =>
    new BusinessError(CODE_INVALID_INPUT, key, params);
  if (!SERVICE_TYPES[input.service].some((c) => c.value === input.service_type)) {
    throw invalid('reserveServiceTypeInvalid');
  }
  if (!CLOTHING_TYPES.some((c) => c.value === input.clothing_type)) {
    throw invalid('reserveClothingInvalid');
  }
  const care = input.service === 'washing' ? careByCode(input.service_type) : undefined;
  if (care && !care.suits.includes(input.clothing_type)) {
    throw invalid('reserveClothingNotSuited', {
      care: care.name[lang],
      clothing: labelOf(CLOTHING_TYPES, input.clothing_type, lang),
    });
  }
  const store = await db
    .selectFrom('store')
    .select(['id', 'services'])
    .where('id', '=', input.store_id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!store) throw new BusinessError(CODE_NOT_FOUND, 'reserveStoreNotFound');
  if (!servicesOf(store.services).includes(input.service)) throw invalid('reserveStoreNoService');
  return slotHours(db, slotOf(input), now, shopRefusal);
}

const slotOf = (input: CallParsed<typeof addReserve>): Slot => ({
  storeId: input.store_id,
  date: input.date,
  period: input.period,
});

/** A refused slot as the shop tells the member. */
const shopRefusal: Refuse = (_kind, key, params) =>
  new BusinessError(CODE_INVALID_INPUT, key, params);

/**
 * Books an appointment. The member's row lock makes the limit on open appointments hold under
 * concurrent requests; the unique index on waiting slots is the last word on a double booking.
 */
export async function addAppointment(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof addReserve>,
  now: number,
): Promise<Appointment> {
  const hours = await checkRequest(db, input, lang, now);
  let row: AppointmentRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const waiting = await trx
        .selectFrom('appointment')
        .select(['store_id', 'date', 'period'])
        .where('member_id', '=', memberId)
        .where('status', 'in', OPEN_STATUSES)
        .execute();
      const same = (w: (typeof waiting)[number]) =>
        w.store_id === input.store_id && w.date === input.date && w.period === input.period;
      if (waiting.some(same)) throw new BusinessError(CODE_DUPLICATE, 'reserveDuplicate');
      if (waiting.length >= OPEN_APPOINTMENT_LIMIT) {
        throw new BusinessError(CODE_INVALID_INPUT, 'reserveTooMany', {
          limit: OPEN_APPOINTMENT_LIMIT,
        });
      }
      await holdPlace(trx, slotOf(input), input.service, shopRefusal);
      return trx
        .insertInto('appointment')
        .values({
          member_id: memberId,
          store_id: input.store_id,
          service: input.service,
          service_type: input.service_type,
          clothing_type: input.clothing_type,
          title: input.title,
          name: input.name,
          mobile: input.mobile,
          date: input.date,
          period: input.period,
          hours,
          remark: input.remark,
          status: 'waiting',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(CODE_DUPLICATE, 'reserveDuplicate');
    throw error;
  }
  const [appointment] = await withStores(db, [row], lang, now);
  if (!appointment) throw new Error('the new appointment vanished');
  return appointment;
}

/**
 * The member cancels an open (waiting or confirmed) appointment before its day; of two changes
 * at once (two cancels, or the boutique's at the same moment) one wins.
 */
export async function cancelAppointment(
  db: Db,
  memberId: number,
  id: number,
  lang: Lang,
  now: number,
): Promise<Appointment> {
  const own = () =>
    db.selectFrom('appointment').selectAll().where('id', '=', id).where('member_id', '=', memberId);
  const row = await own().executeTakeFirst();
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'reserveNotFound');
  if (!isOpen(row.status)) throw new BusinessError(CODE_INVALID_INPUT, 'reserveNotWaiting');
  if (row.date < shopDate(now)) throw new BusinessError(CODE_INVALID_INPUT, 'reservePast');
  const changed = await db
    .updateTable('appointment')
    .set({ status: 'cancelled', cancelled_at: now, version: row.version + 1 })
    .where('id', '=', id)
    .where('version', '=', row.version)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    throw new BusinessError(CODE_INVALID_INPUT, 'reserveNotWaiting');
  }
  const [appointment] = await withStores(db, [await own().executeTakeFirstOrThrow()], lang, now);
  if (!appointment) throw new Error('the cancelled appointment vanished');
  return appointment;
}
