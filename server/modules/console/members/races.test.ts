import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { giveMember, memberAudit, memberFigures } from './console-members-fixtures';

// Two staff taking back a member's points or balance at the same instant: together they would
// bring it below zero, so one is carried out and the other is told what the member holds.

describe.each(databases)('two staff adjusting one member at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two take-backs of points: one is made, the other refused, never below zero', async ({
    shop,
    member,
  }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    await giveMember(shop, member.id, { points: 300 });
    const take = (cookie: string) =>
      admin(shop.app, 'POST', `/members/${member.id}/points`, {
        cookie,
        body: { change: -200, reason: 'Points credited twice' },
      });
    const replies = await Promise.all([take(owner.cookie), take(manager.cookie)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe('The member holds only 100 points: 200 cannot be taken back');
    expect((await memberFigures(shop, member.id)).points).toBe(100);
    const records = await shop.db
      .selectFrom('point_record')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(records.map((r) => [r.type, r.points])).toEqual([['adjust', -200]]);
    const audit = await memberAudit(shop, member.id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before ?? '')).toEqual({ points: 300 });
  });

  test('two take-backs of the balance: one is made, the other refused, never below zero', async ({
    shop,
    member,
  }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    await giveMember(shop, member.id, { balance: 150_00 });
    const take = (cookie: string) =>
      admin(shop.app, 'POST', `/members/${member.id}/balance`, {
        cookie,
        body: { change: -100_00, reason: '重复充值' },
        lang: 'cn',
      });
    const replies = await Promise.all([take(owner.cookie), take(manager.cookie)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe('会员余额只有 ¥50.00，不能扣减 ¥100.00');
    expect((await memberFigures(shop, member.id)).balance).toBe(50_00);
    const entries = await shop.db
      .selectFrom('balance_entry')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount), Number(e.balance_after)])).toEqual([
      ['adjust', -100_00, 50_00],
    ]);
    expect(await memberAudit(shop, member.id)).toHaveLength(1);
  });
});
