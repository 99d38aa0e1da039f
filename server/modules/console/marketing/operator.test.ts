import { describe, expect } from 'vitest';
import { runOperatorCommand } from '../../../operator/commands';
import { SandboxCarrier } from '../../../providers/carrier';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { FakePayment } from '../../order/lifecycle/lifecycle-fixtures';
import { signedInStaff } from '../../staff/staff-fixtures';
import { couponAudit, createdCoupon, holdings } from './console-marketing-fixtures';

// `npm run shop -- coupon issue` gives a console coupon by the console's own function: once to
// a member, refused the second time, and audited as the operator's.

describe.each(databases)('the operator’s coupon command on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('gives a coupon to a member by mobile, once', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'owner');
    const coupon = await createdCoupon(shop, staff.cookie);
    const run = (s: TestShop, ...args: string[]) =>
      runOperatorCommand(
        {
          db: s.db,
          payment: new FakePayment().methods,
          carrier: new SandboxCarrier(),
          now: Date.now(),
        },
        args,
      );
    const id = String(coupon.id);
    expect(await run(shop, 'coupon', 'issue', id, member.mobile)).toEqual({
      ok: true,
      text: `coupon ${id} given to 1 member`,
    });
    expect(await run(shop, 'coupon', 'issue', id, member.card_no)).toEqual({
      ok: false,
      text: 'The member already holds this coupon',
    });
    expect((await run(shop, 'coupon', 'issue', 'x', 'gold')).ok).toBe(false);
    expect((await holdings(shop, coupon.id)).get(member.id)).toBe(1);
    const audit = await couponAudit(shop, coupon.id);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['coupon.create', String(staff.id)],
      ['coupon.issue', 'operator'],
    ]);
  });
});
