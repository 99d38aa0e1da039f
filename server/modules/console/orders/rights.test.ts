import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES, type Permission } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, orderRow, paidOrder, rawAdmin } from './console-orders-fixtures';

// Every call of the orders area, made by every role: a role with the call's right is answered
// and the order changes; any other role is refused, and nothing changes.

interface OrderCall {
  permission: Permission;
  method: 'GET' | 'POST';
  /** Makes what the call needs, and says where to send it, what with, and what it changed. */
  prepare: (
    shop: TestShop,
    member: TestMember,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

const calls: OrderCall[] = [
  {
    permission: 'orders.read',
    method: 'GET',
    prepare: async () => ({ path: '/orders?state=paid' }),
  },
  {
    permission: 'orders.read',
    method: 'GET',
    prepare: async () => ({ path: '/orders/export?state=paid' }),
  },
  {
    permission: 'orders.read',
    method: 'GET',
    prepare: async (shop, member) => ({
      path: `/orders/${(await paidOrder(shop, member)).order_no}`,
    }),
  },
  {
    permission: 'orders.ship',
    method: 'POST',
    prepare: async (shop, member) => {
      const order = await paidOrder(shop, member);
      return {
        path: `/orders/${order.order_no}/ship`,
        body: { carrier: 'SF', tracking_no: 'SF1234567890' },
        changed: async () => (await orderRow(shop, order.order_no)).status === 'shipped',
      };
    },
  },
  {
    permission: 'orders.ship',
    method: 'POST',
    prepare: async (shop, member) => {
      const order = await paidOrder(shop, member);
      return {
        path: '/orders/ship-csv',
        body: { csv: `${order.order_no},JD,JD0001234567\n`, apply: true },
        changed: async () => (await orderRow(shop, order.order_no)).status === 'shipped',
      };
    },
  },
  {
    permission: 'orders.manage',
    method: 'POST',
    prepare: async (shop, member) => {
      const order = await paidOrder(shop, member, { cancelStatus: 'processing' });
      return {
        path: `/orders/${order.order_no}/cancellation/agree`,
        body: {},
        changed: async () => (await orderRow(shop, order.order_no)).status === 'cancelled',
      };
    },
  },
  {
    permission: 'orders.manage',
    method: 'POST',
    prepare: async (shop, member) => {
      const order = await paidOrder(shop, member, { cancelStatus: 'processing' });
      return {
        path: `/orders/${order.order_no}/cancellation/refuse`,
        body: { reason: '包裹已交付快递' },
        changed: async () =>
          (await orderRow(shop, order.order_no)).cancel_status === 'rejected' &&
          (await auditOf(shop, order.order_no)).length === 1,
      };
    },
  },
];

/** The export's answer as the other calls' are read: a refusal is JSON, a file is not. */
async function exportReply(shop: TestShop, path: string, cookie: string) {
  const raw = await rawAdmin(shop, path, cookie);
  const body = raw.type.startsWith('application/json')
    ? (JSON.parse(raw.text) as { code: string; msg: string })
    : { code: 0, msg: raw.text };
  return { status: raw.status, body };
}

describe.each(databases)('the console’s orders rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make only the order calls its role allows',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      for (const call of calls) {
        const { path, body, changed } = await call.prepare(shop, member);
        const reply = path.startsWith('/orders/export')
          ? await exportReply(shop, path, staff.cookie)
          : await admin(shop.app, call.method, path, { cookie: staff.cookie, body, lang: 'cn' });
        const allowed = can(role, call.permission);
        const what = `${role} ${call.method} ${path}`;
        if (allowed) {
          expect(reply.status, what).toBe(200);
        } else {
          expect(reply.status, what).toBe(403);
          expect(reply.body.code, what).toBe('staffForbidden');
          expect(reply.body.msg, what).toContain(call.permission);
        }
        if (changed) expect(await changed(), what).toBe(allowed);
      }
    },
  );

  test('refuses every order call without a session', async ({ shop }) => {
    for (const path of ['/orders', '/orders/export', '/orders/X1']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
