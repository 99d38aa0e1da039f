import { describe, expect } from 'vitest';
import { shopDate } from '../../appointment';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  auditOf,
  book,
  bookingRow,
  firstBoutique,
  freshDay,
} from './console-appointments-fixtures';

// Every call of the appointments area, made by every role: a role with appointments.manage is
// answered and the booking changes; any other role is refused, and nothing changes.

interface AppointmentCall {
  method: 'GET' | 'POST';
  prepare: (
    shop: TestShop,
    member: TestMember,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

const action = (
  path: string,
  body: (days: number) => Record<string, unknown>,
  changedTo: (row: { status: string; period: string }) => boolean,
): AppointmentCall => ({
  method: 'POST',
  prepare: async (shop, member) => {
    const days = freshDay();
    const booking = await book(shop, member, { days, period: 'am' });
    return {
      path: `/appointments/${booking.id}/${path}`,
      body: body(days),
      changed: async () =>
        changedTo(await bookingRow(shop, booking.id)) &&
        (await auditOf(shop, booking.id)).length === 1,
    };
  },
});

const calls: AppointmentCall[] = [
  { method: 'GET', prepare: async () => ({ path: '/appointments?status=waiting' }) },
  { method: 'GET', prepare: async () => ({ path: '/appointments/boutiques' }) },
  {
    method: 'GET',
    prepare: async (shop) => ({
      path: `/appointments/day?store_id=${await firstBoutique(shop)}&date=${shopDate(Date.now(), 1)}`,
    }),
  },
  action(
    'confirm',
    () => ({ version: 0 }),
    (row) => row.status === 'confirmed',
  ),
  action(
    'reschedule',
    (days) => ({ version: 0, date: shopDate(Date.now(), days), period: 'ev' }),
    (row) => row.period === 'ev',
  ),
  action(
    'cancel',
    () => ({ version: 0, message: '顾问休假' }),
    (row) => row.status === 'cancelled',
  ),
];

describe.each(databases)('the console’s appointments rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make the appointment calls only with appointments.manage',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'appointments.manage');
      expect(allowed).toBe(role === 'owner' || role === 'customer_service');
      for (const call of calls) {
        const { path, body, changed } = await call.prepare(shop, member);
        const reply = await admin(shop.app, call.method, path, {
          cookie: staff.cookie,
          body,
          lang: 'cn',
        });
        const what = `${role} ${call.method} ${path}`;
        if (allowed) {
          expect(reply.status, what).toBe(200);
        } else {
          expect(reply.status, what).toBe(403);
          expect(reply.body.code, what).toBe('staffForbidden');
          expect(reply.body.msg, what).toContain('appointments.manage');
        }
        if (changed) expect(await changed(), what).toBe(allowed);
      }
    },
  );

  test('refuses every appointment call without a session', async ({ shop }) => {
    for (const path of ['/appointments', '/appointments/boutiques', '/appointments/day']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
    const post = await admin(shop.app, 'POST', '/appointments/1/confirm', { body: { version: 0 } });
    expect(post.status).toBe(401);
  });
});
