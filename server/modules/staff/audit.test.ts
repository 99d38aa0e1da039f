import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { databases } from '../../test/harness';
import type { AuditRow } from './audit';
import { admin, signedInStaff, uniqueAccount } from './staff-fixtures';

interface AuditPage {
  total: number;
  items: AuditRow[];
  staff_names: Record<string, string>;
}

describe.each(databases)('the audit log on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('keeps who changed what, from where, before and after, for each change', async ({
    shop,
  }) => {
    const owner = await signedInStaff(shop, 'owner');
    const as = { cookie: owner.cookie, headers: { 'user-agent': 'Console Test' }, ip: '192.0.2.7' };
    const account = uniqueAccount('manager');
    const added = await admin<{ staff: { id: number }; one_time_password: string }>(
      shop.app,
      'POST',
      '/staff',
      { ...as, body: { account, display_name: '李经理', role: 'manager' } },
    );
    expect(added.body.data.one_time_password).toMatch(/^[A-Za-z0-9]{12}$/);
    const id = added.body.data.staff.id;
    await admin(shop.app, 'POST', `/staff/${id}/role`, {
      ...as,
      body: { role: 'customer_service' },
    });
    await admin(shop.app, 'POST', `/staff/${id}/disable`, as);
    await admin(shop.app, 'POST', `/staff/${id}/enable`, as);
    const reset = await admin<{ one_time_password: string }>(
      shop.app,
      'POST',
      `/staff/${id}/reset-password`,
      as,
    );
    expect(reset.body.data.one_time_password).not.toBe(added.body.data.one_time_password);

    const log = await admin<AuditPage>(
      shop.app,
      'GET',
      `/audit?record_type=staff&record_id=${id}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(log.body.data.total).toBe(5);
    // The accounts of the staff named, as the actor and as the record changed.
    expect(log.body.data.staff_names).toEqual({
      [String(owner.id)]: owner.account,
      [String(id)]: account,
    });
    const rows = log.body.data.items.reverse();
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['staff.add', null, { account, display_name: '李经理', role: 'manager', disabled: false }],
      ['staff.role', { role: 'manager' }, { role: 'customer_service' }],
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.enable', { disabled: true }, { disabled: false }],
      [
        'staff.reset_password',
        { must_change_password: true },
        { must_change_password: true, sessions_ended: true },
      ],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor: String(owner.id),
        ip: '192.0.2.7',
        user_agent: 'Console Test',
      });
    }
    // Filters and paging.
    const byAction = await admin<AuditPage>(
      shop.app,
      'GET',
      `/audit?action=staff.role&actor=${owner.id}`,
      { cookie: owner.cookie },
    );
    expect(byAction.body.data.items.map((row) => row.record_id)).toEqual([String(id)]);
    const paged = await admin<AuditPage>(
      shop.app,
      'GET',
      `/audit?record_id=${id}&page=2&page_size=2`,
      { cookie: owner.cookie },
    );
    expect(paged.body.data.items.map((row) => row.action)).toEqual(['staff.disable', 'staff.role']);
    const first = rows[0]?.at ?? 0;
    const later = await admin<AuditPage>(
      shop.app,
      'GET',
      `/audit?record_id=${id}&from=${first + 1}&to=${first + 1}`,
      { cookie: owner.cookie },
    );
    expect(later.body.data.total).toBe(0);
  });

  test('changes nothing and writes nothing when a change is refused', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const count = async () =>
      Number(
        (
          await shop.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const self = await admin(shop.app, 'POST', `/staff/${owner.id}/disable`, {
      cookie: owner.cookie,
    });
    expect(self.body.code).toBe('staffNotYourself');
    const missing = await admin(shop.app, 'POST', '/staff/999999/role', {
      cookie: owner.cookie,
      body: { role: 'owner' },
    });
    expect(missing.status).toBe(404);
    const taken = await admin(shop.app, 'POST', '/staff', {
      cookie: owner.cookie,
      body: { account: (await signedInStaff(shop, 'warehouse')).account, role: 'owner' },
    });
    expect(taken.status).toBe(409);
    // signedInStaff adds through the operator and changes a password: two rows.
    expect(await count()).toBe(before + 2);
  });

  test('cannot be changed or deleted, even by the database’s own user', async ({ shop }) => {
    await signedInStaff(shop, 'owner');
    const row = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      shop.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      shop.db.deleteFrom('audit_log').where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    const still = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual(row);
  });
});
