import { describe, expect } from 'vitest';
import type {
  BoutiqueDay,
  ConsoleAppointment,
  ConsoleAppointmentPage,
} from '../../../../contract/console-appointments';
import { shopDate } from '../../appointment';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { callAs } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  auditOf,
  book,
  bookingRow,
  fillSlot,
  firstBoutique,
  freshDay,
  memberSees,
} from './console-appointments-fixtures';

const HOUR = 3600_000;

/** The moment of a shop-time day and hour (China Standard Time). */
const shopMoment = (date: string, hour: number) =>
  Date.parse(`${date}T00:00:00Z`) + (hour - 8) * HOUR;

describe.each(databases)('the console’s boutique appointments on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists bookings by boutique, days and state, and shows a boutique’s day', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const store = await firstBoutique(shop);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const morning = await book(shop, member, { days, period: 'am', remark: '请准备 38 码' });
    const afternoon = await book(shop, member, { days, period: 'pm' });
    const get = async <T>(path: string, lang: 'cn' | 'en' = 'en') => {
      const reply = await admin<T>(shop.app, 'GET', path, { cookie: staff.cookie, lang });
      expect(reply.status, path).toBe(200);
      return reply.body.data;
    };

    const list = await get<ConsoleAppointmentPage>(
      `/appointments?store_id=${store}&from=${date}&to=${date}`,
    );
    expect(list.items.map((a) => a.id)).toEqual([morning.id, afternoon.id]);
    expect(list.items[0]).toMatchObject({
      status: 'waiting',
      remark: '请准备 38 码',
      hours: '10:00–13:00',
      service_type_name: 'Fitting and alterations',
      member_card_no: member.card_no,
      can_confirm: true,
      can_complete: false,
      can_cancel: true,
    });
    const cn = await get<ConsoleAppointmentPage>(
      `/appointments?store_id=${store}&from=${date}&to=${date}`,
      'cn',
    );
    expect(cn.items[0]?.service_type_name).toBe('试穿与修改');
    const confirmed = await get<ConsoleAppointmentPage>(
      `/appointments?store_id=${store}&from=${date}&to=${date}&status=confirmed`,
    );
    expect(confirmed.total).toBe(0);

    const day = await get<BoutiqueDay>(`/appointments/day?store_id=${store}&date=${date}`);
    expect(day.closed).toBe(false);
    expect(day.slots.map((s) => [s.period, s.hours, s.taken, s.places])).toEqual([
      ['am', '10:00–13:00', 1, 4],
      ['pm', '13:00–18:00', 1, 4],
      ['ev', '18:00–22:00', 0, 4],
    ]);
    expect(day.slots[0]?.appointments.map((a) => a.id)).toEqual([morning.id]);
  });

  test('confirms a booking: the member sees it confirmed and may still cancel it', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const booking = await book(shop, member, { days: freshDay() });
    const reply = await admin<ConsoleAppointment>(
      shop.app,
      'POST',
      `/appointments/${booking.id}/confirm`,
      { cookie: staff.cookie, body: { version: 0 } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'confirmed', version: 1, can_confirm: false });

    const seen = (await memberSees(shop, member))[0];
    expect(seen).toMatchObject({ id: booking.id, status: 'confirmed', can_cancel: true });
    const audit = await auditOf(shop, booking.id);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['appointment.confirm', String(staff.id)],
    ]);
    expect(JSON.parse(audit[0]?.before ?? '')).toEqual({ status: 'waiting' });
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({ status: 'confirmed' });

    // Confirming again is refused, in either language.
    const again = (lang: 'cn' | 'en') =>
      admin(shop.app, 'POST', `/appointments/${booking.id}/confirm`, {
        cookie: staff.cookie,
        body: { version: 1 },
        lang,
      });
    expect((await again('en')).body.msg).toBe(`Appointment ${booking.id} is already confirmed`);
    expect((await again('cn')).body.msg).toBe(`预约 ${booking.id} 已确认`);

    // The member cancels the confirmed booking before its day.
    const cancelled = await callAs(shop.app, member.token, 'api/user/cancel-reserve', {
      form: { id: String(booking.id) },
    });
    expect(cancelled.code).toBe(0);
    expect((await bookingRow(shop, booking.id)).status).toBe('cancelled');
  });

  test('reschedules to another free period, never into a full one or outside the hours', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const booking = await book(shop, member, { days, period: 'am' });
    const move = (body: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
      admin<ConsoleAppointment>(shop.app, 'POST', `/appointments/${booking.id}/reschedule`, {
        cookie: staff.cookie,
        body: { version: 0, ...body },
        lang,
      });

    await fillSlot(shop, { days, period: 'ev' }, 4);
    const full = await move({ date, period: 'ev' });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe(
      `That time on ${date} is fully booked (4 places a period): please choose another`,
    );
    expect((await move({ date, period: 'ev' }, 'cn')).body.msg).toBe(
      `${date} 该时段已约满（每个时段 4 个名额），请选择其他时段`,
    );
    const same = await move({ date, period: 'am' });
    expect(same.status).toBe(400);
    const badDay = await move({ date: '2026-02-30', period: 'pm' }, 'cn');
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toMatch(/^请选择 .* 至 .* 之间的日期$/);
    const badPeriod = await move({ date, period: 'night' });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.code).toBe('staffInvalid');

    const later = shopDate(Date.now(), days === 30 ? 29 : days + 1);
    const moved = await move({ date: later, period: 'pm' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ date: later, period: 'pm', hours: '13:00–18:00' });
    expect((await memberSees(shop, member))[0]).toMatchObject({ date: later, period: 'pm' });
    const audit = await auditOf(shop, booking.id);
    expect(audit.map((r) => r.action)).toEqual(['appointment.reschedule']);
    expect(JSON.parse(audit[0]?.before ?? '')).toEqual({
      date,
      period: 'am',
      hours: '10:00–13:00',
    });
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({
      date: later,
      period: 'pm',
      hours: '13:00–18:00',
    });
    // A change decided on the booking as it was is refused: it moved meanwhile.
    const stale = await move({ date, period: 'pm' });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Appointment ${booking.id} was just changed by someone else: refresh to see it as it is now, then try again`,
    );
  });

  test('completes a booking only once its time has come', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const booking = await book(shop, member, { days: freshDay(), period: 'pm' });
    const complete = (lang: 'cn' | 'en' = 'en') =>
      admin<ConsoleAppointment>(shop.app, 'POST', `/appointments/${booking.id}/complete`, {
        cookie: staff.cookie,
        body: { version: 0 },
        lang,
      });
    const early = await complete();
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(
      `The appointment (${booking.date} 13:00–18:00) has not begun yet: complete it after the visit`,
    );
    expect((await complete('cn')).body.msg).toBe(
      `预约时间（${booking.date} 13:00–18:00）还未开始，到店后才能标记为已完成`,
    );
    shop.clock.set(shopMoment(booking.date, 13) + 60_000);
    const done = await complete();
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    expect((await memberSees(shop, member))[0]).toMatchObject({
      status: 'completed',
      can_cancel: false,
    });
    expect((await auditOf(shop, booking.id)).map((r) => r.action)).toEqual([
      'appointment.complete',
    ]);
  });

  test('cancels with a message the member reads on their booking', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const booking = await book(shop, member, { days: freshDay() });
    const cancel = (message: string, lang: 'cn' | 'en' = 'en') =>
      admin<ConsoleAppointment>(shop.app, 'POST', `/appointments/${booking.id}/cancel`, {
        cookie: staff.cookie,
        body: { version: 0, message },
        lang,
      });
    const blank = await cancel('   ', 'cn');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请填写给会员的取消说明（1–200 字）');
    expect((await cancel('')).body.msg).toBe(
      'Please write the member a message about the cancellation (1–200 characters)',
    );
    const done = await cancel('顾问当天外出培训，请改约其他日期，敬请谅解');
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await memberSees(shop, member))[0]).toMatchObject({
      status: 'cancelled',
      staff_message: '顾问当天外出培训，请改约其他日期，敬请谅解',
      can_cancel: false,
    });
    const audit = await auditOf(shop, booking.id);
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({
      status: 'cancelled',
      staff_message: '顾问当天外出培训，请改约其他日期，敬请谅解',
    });
    const again = await admin(shop.app, 'POST', `/appointments/${booking.id}/confirm`, {
      cookie: staff.cookie,
      body: { version: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(
      `Appointment ${booking.id} is cancelled: it can no longer be changed`,
    );
  });

  test('answers bad input with a clear message in the staff member’s language', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const get = (path: string, lang: 'cn' | 'en') =>
      admin(shop.app, 'GET', path, { cookie: staff.cookie, lang });
    expect((await get('/appointments?from=2026-13-01', 'cn')).body.msg).toBe(
      '日期应写作 YYYY-MM-DD',
    );
    expect((await get('/appointments?from=tomorrow', 'en')).body.msg).toBe(
      'A day is written YYYY-MM-DD',
    );
    expect((await get('/appointments/day?date=2026-12-01', 'cn')).body.msg).toBe('请选择精品店');
    expect((await get('/appointments?status=lost', 'en')).body.msg).toBe('Invalid status');
    const missing = await admin(shop.app, 'POST', '/appointments/999999/confirm', {
      cookie: staff.cookie,
      body: { version: 0 },
      lang: 'cn',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('预约 999999 不存在');
    const noVersion = await admin(shop.app, 'POST', '/appointments/1/confirm', {
      cookie: staff.cookie,
      body: {},
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.msg).toBe('Invalid version');
  });
});
