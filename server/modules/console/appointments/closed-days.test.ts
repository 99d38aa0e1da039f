import { describe, expect } from 'vitest';
import type { ReserveOptions } from '../../../../contract/appointment';
import type { BoutiqueDay } from '../../../../contract/console-appointments';
import { shopDate } from '../../appointment';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs } from '../../../test/members';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { book, firstBoutique, freshDay } from './console-appointments-fixtures';

// Staff close a boutique's day with a reason: the shopper can no longer book it, the bookings
// already on it stay listed for staff to move or cancel, and the day can be opened again.

const dayAudit = (shop: TestShop, record: string) =>
  shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'store_day')
    .where('record_id', '=', record)
    .orderBy('id')
    .execute();

describe.each(databases)('closing a boutique’s day on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('closes a day with its bookings listed, refuses new ones, and reopens it', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const store = await firstBoutique(shop);
    const days = freshDay();
    const date = shopDate(Date.now(), days);
    const booked = await book(shop, member, { days, period: 'am' });
    const post = (path: string, body: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
      admin<BoutiqueDay>(shop.app, 'POST', `/appointments/day/${path}`, {
        cookie: staff.cookie,
        body: { store_id: store, date, ...body },
        lang,
      });

    expect((await post('close', { reason: ' ' })).status).toBe(400);
    const closed = await post('close', { reason: '店内盘点' });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ closed: true, closed_day: { reason: '店内盘点' } });
    expect(closed.body.data.slots.flatMap((s) => s.appointments).map((a) => a.id)).toEqual([
      booked.id,
    ]);
    const again = await post('close', { reason: '再次' }, 'cn');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`精品店在 ${date} 已闭店`);

    const options = await callAs<ReserveOptions>(shop.app, member.token, 'api/user/reserve-option');
    expect(options.data.dates.closed).toContainEqual({ store_id: store, date });
    await expect(book(shop, member, { days, period: 'pm' })).rejects.toThrow('booking refused');

    const reopened = await post('reopen', {});
    expect(reopened.body.data).toMatchObject({ closed: false, closed_day: null });
    expect((await post('reopen', {})).status).toBe(409);
    await book(shop, member, { days, period: 'pm' });

    const past = await post('close', { reason: 'late', date: shopDate(Date.now(), -1) });
    expect(past.status).toBe(400);
    const audit = await dayAudit(shop, `${store}:${date}`);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['store_day.close', String(staff.id)],
      ['store_day.reopen', String(staff.id)],
    ]);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toEqual({ reason: '店内盘点' });
  });

  test('two staff closing one day at once: one closes it, the other is told', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const store = await firstBoutique(shop);
    const date = shopDate(Date.now(), freshDay());
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', '/appointments/day/close', {
          cookie: staff.cookie,
          body: { store_id: store, date, reason: `reason ${i}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toBe(
      `The boutique is already closed on ${date}`,
    );
    expect(await dayAudit(shop, `${store}:${date}`)).toHaveLength(1);
  });

  test.for(ROLES)('lets %s close a day only with appointments.manage', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const allowed = can(role, 'appointments.manage');
    const store = await firstBoutique(shop);
    const date = shopDate(Date.now(), freshDay());
    for (const path of ['close', 'reopen']) {
      const reply = await admin(shop.app, 'POST', `/appointments/day/${path}`, {
        cookie: staff.cookie,
        body: { store_id: store, date, ...(path === 'close' ? { reason: '装修' } : {}) },
      });
      expect(reply.status, `${role} ${path}`).toBe(allowed ? 200 : 403);
    }
    expect(await dayAudit(shop, `${store}:${date}`)).toHaveLength(allowed ? 2 : 0);
  });
});
