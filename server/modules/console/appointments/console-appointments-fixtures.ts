import type { Appointment, ReservePeriod } from '../../../../contract/appointment';
import { shopDate } from '../../appointment';
import type { TestShop } from '../../../test/harness';
import { callAs, createMember, type TestMember } from '../../../test/members';

/** The first boutique (open 10:00–22:00 every day, appointments and washing). */
export async function firstBoutique(shop: TestShop): Promise<number> {
  const row = await shop.db
    .selectFrom('store')
    .select('id')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let lastDay = 0;

/** A bookable day (tomorrow to 30 days on) no other test of the file has taken yet. */
export function freshDay(): number {
  lastDay = (lastDay % 30) + 1;
  return lastDay;
}

export interface Booking {
  days: number;
  period?: ReservePeriod;
  storeId?: number;
  remark?: string;
}

/** A member books a visit to the boutique through the shop's call. */
export async function book(
  shop: TestShop,
  member: TestMember,
  booking: Booking,
): Promise<Appointment> {
  const reply = await callAs<Appointment>(shop.app, member.token, 'api/user/add-reserve', {
    form: {
      title: 'Ms.',
      name: '周雯',
      mobile: member.mobile,
      store_id: String(booking.storeId ?? (await firstBoutique(shop))),
      date: shopDate(Date.now(), booking.days),
      period: booking.period ?? 'pm',
      service_type: 'fitting',
      clothing_type: 'dresses',
      remark: booking.remark ?? '想试穿秋冬大衣',
    },
  });
  if (reply.code !== 0) throw new Error(`booking refused: ${reply.msg}`);
  return reply.data;
}

/** Fills a slot's places with bookings of new members. */
export async function fillSlot(shop: TestShop, booking: Booking, count: number) {
  const made: Appointment[] = [];
  for (let i = 0; i < count; i += 1)
    made.push(await book(shop, await createMember(shop.db), booking));
  return made;
}

/** The booking's row as it is now. */
export function bookingRow(shop: TestShop, id: number) {
  return shop.db
    .selectFrom('appointment')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The audit log's rows about one booking, oldest first. */
export function auditOf(shop: TestShop, id: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'appointment')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();
}

/** The member's appointments as the shop lists them. */
export async function memberSees(shop: TestShop, member: TestMember, lang: 'cn' | 'en' = 'cn') {
  const reply = await callAs<{ list: Appointment[] }>(
    shop.app,
    member.token,
    'api/user/reserve-list',
    { lang },
  );
  return reply.data.list;
}
