import { describe, expect } from 'vitest';
import type { BoutiqueDay } from '../../../../contract/console-appointments';
import { shopDate } from '../../appointment';
import { lockBoutique } from '../../appointment/slots';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  auditOf,
  book,
  bookingRow,
  firstBoutique,
  freshDay,
} from './console-appointments-fixtures';

// A closed day takes no booking: staff cannot confirm one on it nor move one into it, and the
// shopper cannot book it, even when the day is closed at the very moment they act.

const closedMessage = (id: number, date: string) =>
  `The boutique is closed on ${date} (Stocktaking): appointment ${id} cannot be confirmed, move it to another day or cancel it`;

/**
 * Closes the day as a colleague would while `act` is under way: the boutique is held first, `act`
 * starts and waits for it, then the closing is written and let go.
 */
async function closeWhile<T>(shop: TestShop, date: string, act: () => Promise<T>): Promise<T> {
  const store = await firstBoutique(shop);
  let pending: Promise<T> | undefined;
  await shop.db.transaction().execute(async (trx) => {
    await lockBoutique(trx, store);
    pending = act();
    // The caller reads the outcome once the closing is written; a refusal can arrive first (the
    // database answers the waiting call and the commit in either order), so it is heard now.
    pending.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await trx
      .insertInto('store_closed_day')
      .values({
        store_id: store,
        date,
        reason: 'Stocktaking',
        closed_at: Date.now(),
        closed_by: '1',
      })
      .execute();
  });
  return pending as Promise<T>;
}

describe.each(databases)('bookings on a closed day on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a booking on a closed day is neither confirmed nor moved into one', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const store = await firstBoutique(shop);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const waiting = await book(shop, member, { days, period: 'am' });
    const elsewhere = await book(shop, await createMember(shop.db), { days: freshDay() });
    const close = await admin(shop.app, 'POST', '/appointments/day/close', {
      cookie: staff.cookie,
      body: { store_id: store, date, reason: 'Stocktaking' },
    });
    expect(close.status).toBe(200);
    const onTheDay = (close.body as { data: BoutiqueDay }).data.slots.flatMap(
      (s) => s.appointments,
    );
    expect(onTheDay.find((a) => a.id === waiting.id)).toMatchObject({
      day_closed: true,
      can_confirm: false,
      can_reschedule: true,
      can_cancel: true,
    });
    const confirm = (lang: 'cn' | 'en') =>
      admin(shop.app, 'POST', `/appointments/${waiting.id}/confirm`, {
        cookie: staff.cookie,
        body: { version: 0 },
        lang,
      });
    const en = await confirm('en');
    expect(en.status).toBe(409);
    expect(en.body.msg).toBe(closedMessage(waiting.id, date));
    expect((await confirm('cn')).body.msg).toBe(
      `精品店在 ${date} 闭店（Stocktaking），预约 ${waiting.id} 无法确认，请改约其他日期或取消`,
    );
    const move = await admin(shop.app, 'POST', `/appointments/${elsewhere.id}/reschedule`, {
      cookie: staff.cookie,
      body: { version: 0, date, period: 'pm' },
      lang: 'en',
    });
    expect(move.status).toBe(400);
    expect(move.body.msg).toBe(
      'The boutique takes no appointments that day: please choose another',
    );
    expect((await bookingRow(shop, waiting.id)).status).toBe('waiting');
    expect((await bookingRow(shop, elsewhere.id)).date).not.toBe(date);
    expect(await auditOf(shop, waiting.id)).toEqual([]);
  });

  test('closing the day while a booking is confirmed, moved or made: the closing holds', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const waiting = await book(shop, member, { days, period: 'am' });
    const confirmed = await closeWhile(shop, date, () =>
      admin(shop.app, 'POST', `/appointments/${waiting.id}/confirm`, {
        cookie: staff.cookie,
        body: { version: 0 },
      }),
    );
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.msg).toBe(closedMessage(waiting.id, date));
    expect((await bookingRow(shop, waiting.id)).status).toBe('waiting');

    const otherDays = freshDay();
    const other = shopDate(Date.now(), otherDays);
    const elsewhere = await book(shop, await createMember(shop.db), { days: freshDay() });
    const moved = await closeWhile(shop, other, () =>
      admin(shop.app, 'POST', `/appointments/${elsewhere.id}/reschedule`, {
        cookie: staff.cookie,
        body: { version: 0, date: other, period: 'pm' },
      }),
    );
    expect(moved.status).toBe(400);
    expect((await bookingRow(shop, elsewhere.id)).date).not.toBe(other);

    const third = freshDay();
    const shopper = await createMember(shop.db);
    const booked = closeWhile(shop, shopDate(Date.now(), third), () =>
      book(shop, shopper, { days: third }),
    );
    await expect(booked).rejects.toThrow('booking refused');
  });

  test('a colleague closing the day as a booking is confirmed: never confirmed after it', async ({
    shop,
    member,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const store = await firstBoutique(shop);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const waiting = await book(shop, member, { days });
    const [confirm, close] = await Promise.all([
      admin(shop.app, 'POST', `/appointments/${waiting.id}/confirm`, {
        cookie: a.cookie,
        body: { version: 0 },
      }),
      admin(shop.app, 'POST', '/appointments/day/close', {
        cookie: b.cookie,
        body: { store_id: store, date, reason: 'Stocktaking' },
      }),
    ]);
    expect(close.status).toBe(200);
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['id', 'action'])
      .where('action', 'in', ['appointment.confirm', 'store_day.close'])
      .where('record_id', 'in', [String(waiting.id), `${store}:${date}`])
      .orderBy('id')
      .execute();
    if (confirm.status === 200) {
      // Confirmed first: the day was closed over a booking already confirmed, as staff may.
      expect(audit.map((r) => r.action)).toEqual(['appointment.confirm', 'store_day.close']);
    } else {
      expect(confirm.body.msg).toBe(closedMessage(waiting.id, date));
      expect(audit.map((r) => r.action)).toEqual(['store_day.close']);
      expect((await bookingRow(shop, waiting.id)).status).toBe('waiting');
    }
  });
});
