import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, bookingRow, requestWashing } from './console-washing-fixtures';

// Every call of the washing area, made by every role: a role with washing.manage is answered and
// the request changes; any other role is refused, and nothing changes.

interface WashingCall {
  method: 'GET' | 'POST';
  prepare: (
    shop: TestShop,
    member: TestMember,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

const action = (
  path: string,
  body: Record<string, unknown>,
  changedTo: (row: { price: number | null; washing_state: string }) => boolean,
): WashingCall => ({
  method: 'POST',
  prepare: async (shop, member) => {
    const request = await requestWashing(shop, member);
    return {
      path: `/washing/${request.id}/${path}`,
      body: { version: 0, ...body },
      changed: async () =>
        changedTo(await bookingRow(shop, request.id)) &&
        (await auditOf(shop, request.id)).length === 1,
    };
  },
});

const calls: WashingCall[] = [
  { method: 'GET', prepare: async () => ({ path: '/washing?stage=waiting' }) },
  { method: 'GET', prepare: async () => ({ path: '/washing/boutiques' }) },
  {
    method: 'GET',
    prepare: async (shop, member) => ({
      path: `/washing/${(await requestWashing(shop, member)).id}`,
    }),
  },
  action('price', { price: 38_000 }, (row) => row.price === 38_000),
  action('progress', { to: 'received' }, (row) => row.washing_state === 'received'),
];

describe.each(databases)('the console’s washing rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make the washing calls only with washing.manage',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'washing.manage');
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
          expect(reply.body.msg, what).toContain('washing.manage');
        }
        if (changed) expect(await changed(), what).toBe(allowed);
      }
    },
  );

  test('refuses every washing call without a session', async ({ shop }) => {
    for (const path of ['/washing', '/washing/boutiques', '/washing/1']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
    }
    const post = await admin(shop.app, 'POST', '/washing/1/notice', {
      body: { version: 0, notice: 'x' },
    });
    expect(post.status).toBe(401);
  });
});
