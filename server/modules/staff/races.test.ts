import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { databases } from '../../test/harness';
import { admin, signedInStaff, uniqueAccount } from './staff-fixtures';

// Staff changes sent at the same instant: the database serialises them, one wins.

describe.each(databases)('staff changes at the same instant on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two owners disabling each other leave one owner enabled', async ({ shop }) => {
    // The only owners: those made by earlier tests of the block are disabled first.
    await shop.db.updateTable('staff').set({ disabled: 1 }).where('role', '=', 'owner').execute();
    const a = await signedInStaff(shop, 'owner');
    const b = await signedInStaff(shop, 'owner');
    const [first, second] = await Promise.all([
      admin(shop.app, 'POST', `/staff/${b.id}/disable`, { cookie: a.cookie }),
      admin(shop.app, 'POST', `/staff/${a.id}/disable`, { cookie: b.cookie }),
    ]);
    const statuses = [first.status, second.status].sort();
    // The loser is refused as the last owner, or finds its own session ended (disabled).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const enabled = await shop.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled', '=', 0)
      .execute();
    expect(enabled).toHaveLength(1);
  });

  test('the same account added twice at once is added once', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const body = { account: uniqueAccount('manager'), role: 'manager' };
    const replies = await Promise.all(
      [1, 2, 3].map(() => admin(shop.app, 'POST', '/staff', { cookie: owner.cookie, body })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const rows = await shop.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'staff.add')
      .where('after', 'like', `%"${body.account}"%`)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
