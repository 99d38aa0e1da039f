import { describe, expect } from 'vitest';
import { shopDate } from '../../appointment';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, book, bookingRow, fillSlot, freshDay } from './console-appointments-fixtures';

// Two staff acting on one booking, or on the last place of a period, at the same instant: one is
// carried out, the other is told.

describe.each(databases)('two staff on the boutique’s bookings at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('confirming while a colleague cancels: one of them wins', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const booking = await book(shop, member, { days: freshDay() });
    const replies = await Promise.all([
      admin(shop.app, 'POST', `/appointments/${booking.id}/confirm`, {
        cookie: a.cookie,
        body: { version: 0 },
      }),
      admin(shop.app, 'POST', `/appointments/${booking.id}/cancel`, {
        cookie: b.cookie,
        body: { version: 0, message: 'The adviser is away that day' },
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toMatch(
      new RegExp(`^Appointment ${booking.id} (was just changed|is )`),
    );
    const confirmedWon = replies[0]?.status === 200;
    expect((await bookingRow(shop, booking.id)).status).toBe(
      confirmedWon ? 'confirmed' : 'cancelled',
    );
    const audit = await auditOf(shop, booking.id);
    expect(audit.map((r) => r.action)).toEqual([
      confirmedWon ? 'appointment.confirm' : 'appointment.cancel',
    ]);
  });

  test('two staff moving bookings into the last place of a period: one gets it', async ({
    shop,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    await fillSlot(shop, { days, period: 'ev' }, 3);
    const first = await book(shop, await createMember(shop.db), { days, period: 'am' });
    const second = await book(shop, await createMember(shop.db), { days, period: 'pm' });
    const replies = await Promise.all(
      [
        [a, first],
        [b, second],
      ].map(([staff, booking]) =>
        admin(shop.app, 'POST', `/appointments/${booking?.id}/reschedule`, {
          cookie: (staff as { cookie: string }).cookie,
          body: { version: 0, date, period: 'ev' },
          lang: 'cn',
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toBe(
      `${date} 该时段已约满（每个时段 4 个名额），请选择其他时段`,
    );
    const rows = await Promise.all([bookingRow(shop, first.id), bookingRow(shop, second.id)]);
    expect(rows.filter((r) => r.period === 'ev')).toHaveLength(1);
    const taken = await shop.db
      .selectFrom('appointment')
      .select('id')
      .where('date', '=', date)
      .where('period', '=', 'ev')
      .where('store_id', '=', first.store.id)
      .execute();
    expect(taken).toHaveLength(4);
  });

  test('two staff moving one booking at once: one move stands', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const booking = await book(shop, member, { days, period: 'am' });
    const replies = await Promise.all(
      (['pm', 'ev'] as const).map((period, i) =>
        admin(shop.app, 'POST', `/appointments/${booking.id}/reschedule`, {
          cookie: (i === 0 ? a : b).cookie,
          body: { version: 0, date, period },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies[0]?.status === 200 ? 'pm' : 'ev';
    expect((await bookingRow(shop, booking.id)).period).toBe(won);
    expect(await auditOf(shop, booking.id)).toHaveLength(1);
  });
});
