import { describe, expect } from 'vitest';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  documentAudit,
  newWords,
  openDocument,
  shopperDocument,
  withDocuments,
} from './documents-fixtures';

// Every documents call, made by every role: the owner and the manager (content.write) are
// answered and may publish; any other role is refused and nothing changes.

const test = shopTest.extend('shop', ({ shop }) => withDocuments(shop));

describe.each(databases)('the console’s documents rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)('lets %s edit the documents only with content.write', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const owner = await signedInStaff(shop, 'owner');
    const allowed = can(role, 'content.write');
    expect(allowed).toBe(role === 'owner' || role === 'manager');
    const before = await openDocument(shop, owner);
    const audited = (await documentAudit(shop)).length;
    const words = newWords(`${role} 退换`, `${role} returns`);
    const calls = [
      { method: 'GET', path: '/content/documents' },
      { method: 'GET', path: '/content/documents/returnPolicy' },
      { method: 'POST', path: '/content/documents/returnPolicy/preview', body: { words } },
      {
        method: 'POST',
        path: '/content/documents/returnPolicy',
        body: { words, version: before.version },
      },
    ] as const;
    for (const call of calls) {
      const reply = await admin(shop.app, call.method, call.path, {
        cookie: staff.cookie,
        body: 'body' in call ? call.body : undefined,
      });
      const what = `${role} ${call.method} ${call.path}`;
      if (allowed) {
        expect(reply.status, what).toBe(200);
      } else {
        expect(reply.status, what).toBe(403);
        expect(reply.body.code, what).toBe('staffForbidden');
        expect(reply.body.msg, what).toContain('content.write');
      }
    }
    const after = await openDocument(shop, owner);
    expect(after.version).toBe(before.version + (allowed ? 1 : 0));
    expect((await documentAudit(shop)).length - audited).toBe(allowed ? 1 : 0);
    const served = await shopperDocument(shop, 'en');
    expect(served.title === words.en.title).toBe(allowed);
  });

  test('refuses every documents call without a session', async ({ shop }) => {
    for (const path of ['/content/documents', '/content/documents/returnPolicy']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
