import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { rawAdmin } from '../orders/console-orders-fixtures';
import { couponAudit, createdCoupon, holdings, newCoupon } from './console-marketing-fixtures';

// Every call of the marketing area, made by every role: owner and manager are answered, and the
// coupon changes with an audit row; any other role is refused, and nothing changes.

describe.each(databases)('the console’s marketing rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('marketing is the owner’s and the manager’s', () => {
    expect(ROLES.filter((role) => can(role, 'marketing.write'))).toEqual(['owner', 'manager']);
  });

  test.for(ROLES)(
    'lets %s make the marketing calls only with the right',
    async (role, { shop, member }) => {
      const owner = await signedInStaff(shop, 'owner');
      const coupon = await createdCoupon(shop, owner.cookie);
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'marketing.write');
      const calls = [
        { method: 'GET', path: '/marketing/coupons' },
        { method: 'POST', path: '/marketing/coupons', body: newCoupon() },
        {
          method: 'POST',
          path: `/marketing/coupons/${coupon.id}/issue`,
          body: { member: member.card_no },
        },
        { method: 'POST', path: `/marketing/coupons/${coupon.id}/disable` },
        { method: 'GET', path: '/marketing/subscribers' },
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
          expect(reply.body.msg, what).toContain('marketing.write');
        }
      }
      // A promotion's dates: refused before the promotion is even looked for.
      const dates = await admin(shop.app, 'POST', '/marketing/promotions/999999/dates', {
        cookie: staff.cookie,
        body: { starts_at: null, ends_at: null, was: { starts_at: null, ends_at: null } },
      });
      expect(dates.status, `${role} promotion dates`).toBe(allowed ? 404 : 403);
      const csv = await rawAdmin(shop, '/marketing/subscribers/export', staff.cookie);
      expect(csv.status, `${role} export`).toBe(allowed ? 200 : 403);
      expect((await holdings(shop, coupon.id)).get(member.id) ?? 0).toBe(allowed ? 1 : 0);
      const actions = (await couponAudit(shop, coupon.id)).map((row) => row.action);
      expect(actions).toEqual(
        allowed ? ['coupon.create', 'coupon.issue', 'coupon.disable'] : ['coupon.create'],
      );
    },
  );

  test('refuses every marketing call without a session', async ({ shop }) => {
    for (const path of ['/marketing/coupons', '/marketing/subscribers']) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
    }
    const reply = await admin(shop.app, 'POST', '/marketing/coupons', { body: newCoupon() });
    expect(reply.status).toBe(401);
  });
});
