import type { AppointmentStatus, ReservePeriod } from '../../../../contract/appointment';
import type {
  AppointmentListFilters,
  BoutiqueDay,
  ConsoleAppointment,
  ConsoleAppointmentPage,
  ConsoleBoutique,
} from '../../../../contract/console-appointments';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import {
  CLOTHING_TYPES,
  OPEN_STATUSES,
  PERIODS,
  SERVICE_TYPES,
  TITLE_LABELS,
  closedAmong,
  closedDayOf,
  labelOf,
  periodsOfDay,
  shopDate,
  startOf,
  storesById,
  type BookingRow,
} from '../../appointment';
import { placesPerPeriod } from '../../staff';

// Boutique bookings as the console shows them: a list narrowed by boutique, days and state, and
// one boutique's day by period with its places. Washing requests are another area's.

const SERVICE = 'appointment';

type Row = BookingRow & { card_no: string };

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

function toConsole(
  row: Row,
  storeName: string,
  dayClosed: boolean,
  lang: Lang,
  now: number,
): ConsoleAppointment {
  const open = isOpen(row.status);
  return {
    id: row.id,
    store_id: row.store_id,
    store_name: storeName,
    date: row.date,
    period: row.period as ReservePeriod,
    hours: row.hours,
    status: row.status as AppointmentStatus,
    title: TITLE_LABELS[row.title as keyof typeof TITLE_LABELS]?.[lang] ?? row.title,
    name: row.name,
    mobile: row.mobile,
    member_id: row.member_id,
    member_card_no: row.card_no,
    service_type: row.service_type,
    service_type_name: labelOf(SERVICE_TYPES.appointment, row.service_type, lang),
    clothing_type_name: labelOf(CLOTHING_TYPES, row.clothing_type, lang),
    remark: row.remark,
    staff_message: row.staff_message,
    created_at: row.created_at,
    confirmed_at: row.confirmed_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
    version: row.version,
    day_closed: dayClosed,
    // The boutique takes no visit on a day it closed: the booking is moved or cancelled instead.
    can_confirm: row.status === 'waiting' && row.date >= shopDate(now) && !dayClosed,
    can_reschedule: open,
    can_complete: open && now >= startOf(row.date, row.hours),
    can_cancel: open,
  };
}

async function asConsole(db: Db, rows: Row[], lang: Lang, now: number) {
  const [stores, isClosed] = await Promise.all([
    storesById(
      db,
      rows.map((r) => r.store_id),
      lang,
    ),
    closedAmong(
      db,
      rows.map((r) => ({ storeId: r.store_id, date: r.date })),
    ),
  ]);
  return rows.map((row) => {
    const closed = isClosed({ storeId: row.store_id, date: row.date });
    return toConsole(row, stores.get(row.store_id)?.name ?? '', closed, lang, now);
  });
}

function bookings(db: Db) {
  return db
    .selectFrom('appointment')
    .innerJoin('member', 'member.id', 'appointment.member_id')
    .where('appointment.service', '=', SERVICE);
}

/** The bookings by day and time (the soonest first), narrowed by the filters, a page at a time. */
export async function listBookings(
  db: Db,
  filters: AppointmentListFilters,
  page: number,
  pageSize: number,
  lang: Lang,
  now: number,
): Promise<ConsoleAppointmentPage> {
  let query = bookings(db);
  if (filters.store_id !== undefined) {
    query = query.where('appointment.store_id', '=', filters.store_id);
  }
  if (filters.from) query = query.where('appointment.date', '>=', filters.from);
  if (filters.to) query = query.where('appointment.date', '<=', filters.to);
  if (filters.status) query = query.where('appointment.status', '=', filters.status);
  const counted = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  const rows = await query
    .selectAll('appointment')
    .select('member.card_no')
    .orderBy('appointment.date')
    .orderBy('appointment.period')
    .orderBy('appointment.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: await asConsole(db, rows, lang, now),
    total: Number(counted?.count ?? 0),
    page,
    page_size: pageSize,
  };
}

/** One booking as the console shows it. */
export async function oneBooking(
  db: Db,
  id: number,
  lang: Lang,
  now: number,
): Promise<ConsoleAppointment | undefined> {
  const rows = await bookings(db)
    .selectAll('appointment')
    .select('member.card_no')
    .where('appointment.id', '=', id)
    .execute();
  return (await asConsole(db, rows, lang, now))[0];
}

/** A boutique's day: each period within its hours, its places, and the bookings in it. */
export async function boutiqueDay(
  db: Db,
  storeId: number,
  date: string,
  lang: Lang,
  now: number,
): Promise<BoutiqueDay> {
  const [day, closedDay, places, rows] = await Promise.all([
    periodsOfDay(db, storeId, date),
    closedDayOf(db, { storeId, date }),
    placesPerPeriod(db),
    bookings(db)
      .selectAll('appointment')
      .select('member.card_no')
      .where('appointment.store_id', '=', storeId)
      .where('appointment.date', '=', date)
      .orderBy('appointment.created_at')
      .orderBy('appointment.id')
      .execute(),
  ]);
  const items = await asConsole(db, rows, lang, now);
  // A period the hours no longer offer still shows the bookings made in it.
  const periods = PERIODS.filter(
    (p) => day.periods.some((d) => d.value === p.value) || items.some((a) => a.period === p.value),
  );
  return {
    store_id: storeId,
    date,
    closed: day.closed,
    closed_day: closedDay
      ? { reason: closedDay.reason, closed_at: closedDay.closed_at, closed_by: closedDay.closed_by }
      : null,
    slots: periods.map((p) => {
      const here = items.filter((a) => a.period === p.value);
      return {
        period: p.value,
        period_name: p.label[lang],
        hours: day.periods.find((d) => d.value === p.value)?.hours ?? here[0]?.hours ?? '',
        places,
        taken: here.filter((a) => isOpen(a.status)).length,
        appointments: here,
      };
    }),
  };
}

/** The boutiques that offer `service` (enabled or not), for the filters. */
export async function boutiquesOffering(
  db: Db,
  service: string,
  lang: Lang,
): Promise<ConsoleBoutique[]> {
  const rows = await db
    .selectFrom('store')
    .select(['id', 'services'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const ids = rows.filter((r) => r.services.includes(service)).map((r) => r.id);
  const stores = await storesById(db, ids, lang);
  return ids.flatMap((id) => {
    const store = stores.get(id);
    return store ? [{ id, name: store.name, city_name: store.city_name }] : [];
  });
}

/** The boutiques that take appointments (enabled or not), for the filters. */
export function appointmentBoutiques(db: Db, lang: Lang): Promise<ConsoleBoutique[]> {
  return boutiquesOffering(db, SERVICE, lang);
}
