import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { rawAdmin } from '../orders/console-orders-fixtures';
import {
  invoiceAudit,
  invoiceRow,
  issueBody,
  requestedInvoice,
  uniqueInvoiceNo,
} from './console-invoices-fixtures';

// Every call of the invoices area, made by every role: only a role with invoices.manage (the
// owner and customer service) is answered and the request changes; any other role is refused.

interface InvoiceCall {
  method: 'GET' | 'POST';
  prepare: (
    shop: TestShop,
    member: TestMember,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

const calls: InvoiceCall[] = [
  { method: 'GET', prepare: async () => ({ path: '/invoices?state=pending' }) },
  {
    method: 'GET',
    prepare: async (shop, member) => ({
      path: `/invoices/${(await requestedInvoice(shop, member)).invoice.id}`,
    }),
  },
  {
    method: 'POST',
    prepare: async (shop, member) => {
      const { invoice } = await requestedInvoice(shop, member);
      return {
        path: `/invoices/${invoice.id}/issue`,
        body: issueBody(uniqueInvoiceNo()),
        changed: async () =>
          (await invoiceRow(shop, invoice.id)).status === 'issued' &&
          (await invoiceAudit(shop, invoice.id)).length === 1,
      };
    },
  },
  {
    method: 'POST',
    prepare: async (shop, member) => {
      const { invoice } = await requestedInvoice(shop, member);
      return {
        path: `/invoices/${invoice.id}/refuse`,
        body: { reason: '税号有误，请核对后重新申请' },
        changed: async () => (await invoiceRow(shop, invoice.id)).status === 'refused',
      };
    },
  },
];

describe.each(databases)('the console’s invoices rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make the invoice calls only with invoices.manage',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'invoices.manage');
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
          expect(reply.body.msg, what).toContain('invoices.manage');
        }
        if (changed) expect(await changed(), what).toBe(allowed);
      }
      // The PDF of an issued invoice: read only with the same right.
      const { invoice } = await requestedInvoice(shop, member);
      const owner = await signedInStaff(shop, 'owner');
      await admin(shop.app, 'POST', `/invoices/${invoice.id}/issue`, {
        cookie: owner.cookie,
        body: issueBody(uniqueInvoiceNo()),
      });
      const pdf = await rawAdmin(shop, `/invoices/${invoice.id}/pdf`, staff.cookie);
      expect(pdf.status).toBe(allowed ? 200 : 403);
      if (allowed) expect(pdf.type).toBe('application/pdf');
    },
  );

  test('refuses every invoice call without a session', async ({ shop }) => {
    for (const path of ['/invoices', '/invoices/1', '/invoices/1/pdf']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
