import { describe, expect } from 'vitest';
import type { Permission } from '../../../../contract/staff';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { orderRow } from '../orders/console-orders-fixtures';
import { askedAfterSales, refundRow } from './console-aftersales-fixtures';

// Every call of the after-sales area, made by every role: the queue is read by all who read
// orders; deciding and refunding need aftersales.manage (owner, manager, customer service),
// receiving a parcel returns.receive (owner, warehouse), correcting a shipment orders.ship.
// Any other role is refused and the request does not change.

interface AfterSalesCall {
  method: 'GET' | 'POST';
  permission: Permission;
  prepare: (
    shop: TestShop,
    member: TestMember,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

/** A request moved on by the owner to the state the call needs. */
async function requestAt(shop: TestShop, member: TestMember, step: 'new' | 'agreed' | 'received') {
  const asked = await askedAfterSales(shop, member, 'return');
  const owner = await signedInStaff(shop, 'owner');
  const post = (path: string, body: unknown = {}) =>
    admin(shop.app, 'POST', `/aftersales/${asked.request.id}${path}`, {
      cookie: owner.cookie,
      body,
    });
  if (step !== 'new') await post('/agree');
  if (step === 'received') await post('/receive', { damaged: [] });
  return asked.request.id;
}

const statusIs = (shop: TestShop, id: number, status: string) => async () =>
  (await refundRow(shop, id)).status === status;

const calls: AfterSalesCall[] = [
  {
    method: 'GET',
    permission: 'orders.read',
    prepare: async () => ({ path: '/aftersales?state=open' }),
  },
  {
    method: 'GET',
    permission: 'orders.read',
    prepare: async (shop, member) => ({
      path: `/aftersales/${await requestAt(shop, member, 'new')}`,
    }),
  },
  {
    method: 'POST',
    permission: 'aftersales.manage',
    prepare: async (shop, member) => {
      const id = await requestAt(shop, member, 'new');
      return {
        path: `/aftersales/${id}/review`,
        body: {},
        changed: statusIs(shop, id, 'reviewing'),
      };
    },
  },
  {
    method: 'POST',
    permission: 'aftersales.manage',
    prepare: async (shop, member) => {
      const id = await requestAt(shop, member, 'new');
      return { path: `/aftersales/${id}/agree`, body: {}, changed: statusIs(shop, id, 'agreed') };
    },
  },
  {
    method: 'POST',
    permission: 'aftersales.manage',
    prepare: async (shop, member) => {
      const id = await requestAt(shop, member, 'new');
      const body = { reason: '超过退货期限' };
      return { path: `/aftersales/${id}/refuse`, body, changed: statusIs(shop, id, 'refused') };
    },
  },
  {
    method: 'POST',
    permission: 'returns.receive',
    prepare: async (shop, member) => {
      const id = await requestAt(shop, member, 'agreed');
      return {
        path: `/aftersales/${id}/receive`,
        body: { damaged: [] },
        changed: async () => (await refundRow(shop, id)).received_at !== null,
      };
    },
  },
  {
    method: 'POST',
    permission: 'aftersales.manage',
    prepare: async (shop, member) => {
      const id = await requestAt(shop, member, 'received');
      return {
        path: `/aftersales/${id}/refund`,
        body: {},
        changed: statusIs(shop, id, 'refunded'),
      };
    },
  },
  {
    method: 'POST',
    permission: 'orders.ship',
    prepare: async (shop, member) => {
      const { order } = await askedAfterSales(shop, member, 'refund');
      const seen = await orderRow(shop, order.order_no);
      return {
        path: `/orders/${order.order_no}/shipment`,
        body: {
          carrier: 'EMS',
          tracking_no: 'EMS1234567890',
          seen_carrier: seen.carrier,
          seen_tracking_no: seen.tracking_no,
        },
        changed: async () => (await orderRow(shop, order.order_no)).carrier === 'EMS',
      };
    },
  },
];

describe.each(databases)('the console’s after-sales rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make each after-sales call only with its right',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      for (const call of calls) {
        const { path, body, changed } = await call.prepare(shop, member);
        const reply = await admin(shop.app, call.method, path, {
          cookie: staff.cookie,
          body,
          lang: 'cn',
        });
        const what = `${role} ${call.method} ${path}`;
        const allowed = can(role, call.permission);
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

  test('gives the rights the issue names to each role', () => {
    expect(ROLES.filter((role) => can(role, 'aftersales.manage'))).toEqual([
      'owner',
      'manager',
      'customer_service',
    ]);
    expect(ROLES.filter((role) => can(role, 'returns.receive'))).toEqual(['owner', 'warehouse']);
  });

  test('refuses every after-sales call without a session', async ({ shop }) => {
    for (const path of ['/aftersales', '/aftersales/1']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
