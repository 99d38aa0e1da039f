import { sql } from 'kysely';
import type { AppointmentStatus, ReservePeriod } from '../../../../contract/appointment';
import type {
  ConsoleWashingPage,
  ConsoleWashingRequest,
  WashingListFilters,
  WashingStage,
} from '../../../../contract/console-washing';
import type { ConsoleBoutique } from '../../../../contract/console-appointments';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import {
  CLOTHING_TYPES,
  SERVICE_TYPES,
  TITLE_LABELS,
  labelOf,
  nextWashingState,
  storesById,
  washingCareOf,
  type BookingRow,
} from '../../appointment';
import { boutiquesOffering } from '../appointments/list';

// Washing requests as the console shows them: narrowed by boutique, stage, days and the member's
// mobile or the request's number, the newest booked day first; and one request's page.

const SERVICE = 'washing';
const CARE_STATES: readonly string[] = ['received', 'cleaning', 'ready', 'collected'];

type Row = BookingRow & { card_no: string };

export function stageOf(row: BookingRow): WashingStage {
  if (row.status === 'cancelled') return 'cancelled';
  if (CARE_STATES.includes(row.washing_state)) return row.washing_state as WashingStage;
  return row.status as WashingStage;
}

function toConsole(row: Row, storeName: string, lang: Lang): ConsoleWashingRequest {
  const care = washingCareOf(row);
  const live = row.status !== 'cancelled' && row.washing_state !== 'collected';
  const next = live ? nextWashingState(row.washing_state) : null;
  return {
    id: row.id,
    store_id: row.store_id,
    store_name: storeName,
    date: row.date,
    period: row.period as ReservePeriod,
    hours: row.hours,
    status: row.status as AppointmentStatus,
    stage: stageOf(row),
    title: TITLE_LABELS[row.title as keyof typeof TITLE_LABELS]?.[lang] ?? row.title,
    name: row.name,
    mobile: row.mobile,
    member_id: row.member_id,
    member_card_no: row.card_no,
    care_name: labelOf(SERVICE_TYPES.washing, row.service_type, lang),
    clothing_type_name: labelOf(CLOTHING_TYPES, row.clothing_type, lang),
    remark: row.remark,
    staff_message: row.staff_message,
    price: care.price,
    washing_state: care.state,
    pickup_notice: care.pickup_notice,
    notified_at: care.notified_at,
    created_at: Number(row.created_at),
    completed_at: row.completed_at === null ? null : Number(row.completed_at),
    cancelled_at: row.cancelled_at === null ? null : Number(row.cancelled_at),
    version: row.version,
    next_state: next === 'ready' && row.price === null ? null : next,
    can_price: live,
    can_notify: row.status !== 'cancelled' && row.washing_state === 'ready',
  };
}

async function asConsole(db: Db, rows: Row[], lang: Lang) {
  const stores = await storesById(
    db,
    rows.map((r) => r.store_id),
    lang,
  );
  return rows.map((row) => toConsole(row, stores.get(row.store_id)?.name ?? '', lang));
}

function requests(db: Db) {
  return db
    .selectFrom('appointment')
    .innerJoin('member', 'member.id', 'appointment.member_id')
    .where('appointment.service', '=', SERVICE);
}

type Query = ReturnType<typeof requests>;

function byStage(query: Query, stage: WashingStage): Query {
  if (stage === 'cancelled') return query.where('appointment.status', '=', 'cancelled');
  const live = query.where('appointment.status', '!=', 'cancelled');
  if (CARE_STATES.includes(stage)) return live.where('appointment.washing_state', '=', stage);
  return live.where('appointment.status', '=', stage).where('appointment.washing_state', '=', '');
}

/** A mobile number (or part of it) or a request's number: only digits are searched. */
function bySearch(query: Query, q: string): Query {
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return query.where(sql<boolean>`1 = 0`);
  return query.where((eb) =>
    eb.or([
      eb('appointment.mobile', 'like', `%${digits}%`),
      eb('member.mobile', 'like', `%${digits}%`),
      ...(digits.length <= 9 ? [eb('appointment.id', '=', Number(digits))] : []),
    ]),
  );
}

/** The requests, the latest booked day first, narrowed by the filters, a page at a time. */
export async function listWashing(
  db: Db,
  filters: WashingListFilters,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<ConsoleWashingPage> {
  let query = requests(db);
  if (filters.store_id !== undefined) {
    query = query.where('appointment.store_id', '=', filters.store_id);
  }
  if (filters.stage) query = byStage(query, filters.stage);
  if (filters.from) query = query.where('appointment.date', '>=', filters.from);
  if (filters.to) query = query.where('appointment.date', '<=', filters.to);
  if (filters.q) query = bySearch(query, filters.q);
  const counted = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  const rows = await query
    .selectAll('appointment')
    .select('member.card_no')
    .orderBy('appointment.date', 'desc')
    .orderBy('appointment.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: await asConsole(db, rows, lang),
    total: Number(counted?.count ?? 0),
    page,
    page_size: pageSize,
  };
}

/** One request as the console shows it (undefined when there is none). */
export async function oneWashingRequest(
  db: Db,
  id: number,
  lang: Lang,
): Promise<ConsoleWashingRequest | undefined> {
  const rows = await requests(db)
    .selectAll('appointment')
    .select('member.card_no')
    .where('appointment.id', '=', id)
    .execute();
  return (await asConsole(db, rows, lang))[0];
}

/** The boutiques that take washing requests (enabled or not), for the filters. */
export function washingBoutiques(db: Db, lang: Lang): Promise<ConsoleBoutique[]> {
  return boutiquesOffering(db, SERVICE, lang);
}
