import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { can, ROLES, type Permission } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { giveMember, memberAudit, memberFigures } from './console-members-fixtures';

// Every call of the members area, made by every role: a role with the call's right is answered
// and the member changes, with an audit row; any other role is refused, and nothing changes.

interface MemberCall {
  permission: Permission;
  method: 'GET' | 'POST';
  path: (member: TestMember) => string;
  body?: unknown;
  changed?: (shop: TestShop, member: TestMember) => Promise<boolean>;
}

const calls: MemberCall[] = [
  { permission: 'members.read', method: 'GET', path: () => '/members?q=139' },
  { permission: 'members.read', method: 'GET', path: (m) => `/members/${m.id}` },
  {
    permission: 'members.write',
    method: 'POST',
    path: (m) => `/members/${m.id}/points`,
    body: { change: -100, reason: '重复发放的积分' },
    changed: async (shop, m) => (await memberFigures(shop, m.id)).points === 400,
  },
  {
    permission: 'members.write',
    method: 'POST',
    path: (m) => `/members/${m.id}/balance`,
    body: { change: 50_00, reason: 'Goodwill after a late delivery' },
    changed: async (shop, m) => (await memberFigures(shop, m.id)).balance === 1050_00,
  },
  {
    permission: 'members.notes',
    method: 'POST',
    path: (m) => `/members/${m.id}/notes`,
    body: { body: '喜欢小号尺码，偏好电话联系' },
    changed: async (shop, m) =>
      (await shop.db
        .selectFrom('member_note')
        .select('id')
        .where('member_id', '=', m.id)
        .executeTakeFirst()) !== undefined,
  },
];

describe.each(databases)('the console’s members rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make only the member calls its role allows',
    async (role, { shop, member }) => {
      const staff = await signedInStaff(shop, role);
      await giveMember(shop, member.id, { points: 500, balance: 1000_00 });
      let audited = 0;
      for (const call of calls) {
        const path = call.path(member);
        const reply = await admin(shop.app, call.method, path, {
          cookie: staff.cookie,
          body: call.body,
          lang: 'cn',
        });
        const allowed = can(role, call.permission);
        const what = `${role} ${call.method} ${path}`;
        if (allowed) {
          expect(reply.status, what).toBe(200);
          if (call.changed) audited += 1;
        } else {
          expect(reply.status, what).toBe(403);
          expect(reply.body.code, what).toBe('staffForbidden');
          expect(reply.body.msg, what).toContain(call.permission);
        }
        if (call.changed) expect(await call.changed(shop, member), what).toBe(allowed);
      }
      const audit = await memberAudit(shop, member.id);
      expect(audit).toHaveLength(audited);
      for (const row of audit) expect(row.actor).toBe(String(staff.id));
    },
  );

  test('the rights are those of the issue: read, write for owner and manager, notes for service', () => {
    expect(ROLES.filter((role) => can(role, 'members.read'))).toEqual([
      'owner',
      'manager',
      'customer_service',
    ]);
    expect(ROLES.filter((role) => can(role, 'members.write'))).toEqual(['owner', 'manager']);
    expect(ROLES.filter((role) => can(role, 'members.notes'))).toEqual([
      'owner',
      'manager',
      'customer_service',
    ]);
  });

  test('refuses every member call without a session', async ({ shop, member }) => {
    for (const path of ['/members', `/members/${member.id}`]) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
    const reply = await admin(shop.app, 'POST', `/members/${member.id}/points`, {
      body: { change: 100, reason: 'x' },
    });
    expect(reply.status).toBe(401);
    expect((await memberFigures(shop, member.id)).points).toBe(0);
  });
});
