import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { test } from '../../test/fixtures';
import { databases } from '../../test/harness';
import { requirePermission, replyRefusal, requireSession } from './guards';
import { PERMISSIONS, ROLES, ROLE_PERMISSIONS, can, type Role } from './permissions';
import { admin, signedInStaff, uniqueAccount } from './staff-fixtures';
import { STAFF_COOKIE } from './sessions';

const IN_CHINESE: Record<Role, string> = {
  owner: '店主',
  manager: '经理',
  customer_service: '客服',
  warehouse: '仓库',
};

// What each role may do, the one table (permissions.ts) read back as the brand described it.
const expected: Record<Role, string[]> = {
  owner: [...PERMISSIONS],
  manager: [
    'audit.read',
    'dashboard.read',
    'catalogue.read',
    'catalogue.write',
    'content.write',
    'marketing.write',
    'orders.read',
    'orders.ship',
    'orders.manage',
    'aftersales.manage',
    'members.read',
    'members.write',
    'members.notes',
  ],
  customer_service: [
    'orders.read',
    'orders.manage',
    'aftersales.manage',
    'invoices.manage',
    'appointments.manage',
    'washing.manage',
    'members.read',
    'members.notes',
  ],
  warehouse: ['orders.read', 'orders.ship', 'returns.receive'],
};

describe('the roles’ rights', () => {
  it.each(ROLES)('gives %s its rights and no other', (role) => {
    expect([...ROLE_PERMISSIONS[role]].sort()).toEqual([...expected[role]].sort());
    for (const permission of PERMISSIONS) {
      expect(can(role, permission)).toBe(expected[role].includes(permission));
    }
    expect(can('nobody', 'orders.read')).toBe(false);
  });
});

/** The console's calls, one for each right they need, with what each sends. */
const calls = [
  { permission: 'staff.manage', method: 'GET', path: '/staff' },
  {
    permission: 'staff.manage',
    method: 'POST',
    path: '/staff',
    body: () => ({ account: uniqueAccount('cs'), role: 'warehouse' }),
  },
  { permission: 'audit.read', method: 'GET', path: '/audit' },
  { permission: 'dashboard.read', method: 'GET', path: '/dashboard' },
  { permission: 'settings.manage', method: 'GET', path: '/settings/second-factor' },
  {
    permission: 'settings.manage',
    method: 'POST',
    path: '/settings/second-factor',
    body: () => ({ required: false }),
  },
  { permission: 'settings.manage', method: 'GET', path: '/settings/low-stock' },
  {
    permission: 'settings.manage',
    method: 'POST',
    path: '/settings/low-stock',
    body: () => ({ threshold: 3 }),
  },
  { permission: 'settings.manage', method: 'GET', path: '/settings/places' },
  {
    permission: 'settings.manage',
    method: 'POST',
    path: '/settings/places',
    body: () => ({ places: 4 }),
  },
] as const;

describe.each(databases)('the console’s rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)('lets %s make only the calls its role allows', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    for (const call of calls) {
      const body = 'body' in call ? call.body() : undefined;
      const reply = await admin(shop.app, call.method, call.path, {
        cookie: staff.cookie,
        body,
        lang: 'cn',
      });
      if (can(role, call.permission)) {
        expect(reply.status, `${role} ${call.path}`).toBe(200);
      } else {
        expect(reply.status, `${role} ${call.path}`).toBe(403);
        expect(reply.body.msg).toBe(
          `您的角色（${IN_CHINESE[role]}）无权执行此操作（需要权限 ${call.permission}）`,
        );
      }
    }
  });

  test('checks every right on the server for every role', async ({ shop }) => {
    // A stand-in app with one route per right, guarded as the console's routes are.
    const probe = Fastify({ logger: false });
    probe.setErrorHandler((error, request, reply) => replyRefusal(error, request, reply));
    for (const permission of PERMISSIONS) {
      probe.get(
        `/${permission}`,
        {
          preHandler: [
            (request) => requireSession(shop.db, request, { beforeReady: false }),
            requirePermission(permission),
          ],
        },
        async () => ({ ok: true }),
      );
    }
    for (const role of ROLES) {
      const staff = await signedInStaff(shop, role);
      for (const permission of PERMISSIONS) {
        const reply = await probe.inject({
          url: `/${permission}`,
          headers: { cookie: `${STAFF_COOKIE}=${staff.cookie}`, language: 'en' },
        });
        expect(reply.statusCode, `${role} ${permission}`).toBe(can(role, permission) ? 200 : 403);
      }
    }
    const anonymous = await probe.inject({ url: '/orders.read' });
    expect(anonymous.statusCode).toBe(401);
    await probe.close();
  });
});
