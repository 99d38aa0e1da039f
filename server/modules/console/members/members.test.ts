import { describe, expect } from 'vitest';
import type { ConsoleMemberDetail, ConsoleMemberPage } from '../../../../contract/console-members';
import { runOperatorCommand } from '../../../operator/commands';
import { SandboxCarrier } from '../../../providers/carrier';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { FakePayment } from '../../order/lifecycle/lifecycle-fixtures';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { paidOrder } from '../orders/console-orders-fixtures';
import { giveMember, memberAudit, memberFigures } from './console-members-fixtures';

// The console's members: found by mobile, name or member number (mobiles masked in the list),
// a member's page, adjustments of points and balance with a reason (audited, before and after,
// never below zero), notes; and what is refused, in the staff member's language.

describe.each(databases)('the console’s members on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('finds a member by mobile, its last digits, name or member number, mobile masked', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const tag = String(Date.now()).slice(-6);
    const found = await createMember(shop.db, {
      mobile: `137${tag}88`,
      last_name: `Zhou${tag}`,
      first_name: 'Yun',
      card_no: `MS77${tag}01`,
    });
    await createMember(shop.db, { last_name: '王', first_name: `芳${tag}` });
    const search = async (q: string) => {
      const reply = await admin<ConsoleMemberPage>(
        shop.app,
        'GET',
        `/members?q=${encodeURIComponent(q)}`,
        { cookie: staff.cookie },
      );
      expect(reply.status).toBe(200);
      return reply.body.data;
    };
    for (const q of [found.mobile, `${tag}88`, `zhou${tag}`, `Yun Zhou${tag}`, found.card_no]) {
      const page = await search(q);
      expect(
        page.items.map((row) => row.id),
        q,
      ).toEqual([found.id]);
      expect(page.items[0]?.mobile).toBe(`137****${tag.slice(-2)}88`);
      expect(page.items[0]?.name).toBe(`Yun Zhou${tag}`);
    }
    expect((await search(`王芳${tag}`)).items).toHaveLength(1);
    expect((await search('100%_')).items).toEqual([]);
  });

  test('shows a member’s page with the full mobile, orders, points, balance and notes', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const order = await paidOrder(shop, member);
    const reply = await admin<ConsoleMemberDetail>(shop.app, 'GET', `/members/${member.id}`, {
      cookie: staff.cookie,
      lang: 'cn',
    });
    expect(reply.status).toBe(200);
    const detail = reply.body.data;
    expect(detail.mobile).toBe(member.mobile);
    expect(detail.card_no).toBe(member.card_no);
    expect(detail.name).toBe('李雅');
    expect(detail.level.name).toBe('积分卡');
    expect(detail.orders.total).toBe(1);
    expect(detail.orders.items[0]?.order_no).toBe(order.order_no);
    expect(detail.notes).toEqual([]);
  });

  test('adjusts points and balance up and down, each audited with before and after', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    await giveMember(shop, member.id, { points: 1000, balance: 200_00 });
    const post = (path: string, body: unknown) =>
      admin<ConsoleMemberDetail>(shop.app, 'POST', `/members/${member.id}/${path}`, {
        cookie: staff.cookie,
        body,
        lang: 'cn',
      });
    expect((await post('points', { change: 250, reason: '  生日礼遇  ' })).status).toBe(200);
    expect((await post('points', { change: -1250, reason: '积分重复发放' })).status).toBe(200);
    const last = await post('balance', { change: -200_00, reason: 'Over-credited top-up' });
    expect(last.status).toBe(200);
    expect(last.body.data.points).toBe(0);
    expect(last.body.data.balance).toBe(0);
    expect(last.body.data.points_history.map((r) => [r.points, r.detail])).toEqual([
      [-1250, '积分调整：积分重复发放'],
      [250, '积分调整：生日礼遇'],
    ]);
    expect(last.body.data.balance_history[0]).toMatchObject({
      kind: 'adjust',
      amount: -200_00,
      balance_after: 0,
      reason: 'Over-credited top-up',
    });
    // Lifetime points (and so the level) stay as they were.
    expect((await memberFigures(shop, member.id)).lifetime_points).toBe(0);
    const audit = await memberAudit(shop, member.id);
    expect(
      audit.map((row) => [
        row.action,
        row.actor,
        JSON.parse(row.before ?? 'null'),
        JSON.parse(row.after ?? 'null'),
      ]),
    ).toEqual([
      [
        'member.points.adjust',
        String(staff.id),
        { points: 1000 },
        { points: 1250, change: 250, reason: '生日礼遇', card_no: member.card_no },
      ],
      [
        'member.points.adjust',
        String(staff.id),
        { points: 1250 },
        { points: 0, change: -1250, reason: '积分重复发放', card_no: member.card_no },
      ],
      [
        'member.balance.adjust',
        String(staff.id),
        { balance: 200_00 },
        { balance: 0, change: -200_00, reason: 'Over-credited top-up', card_no: member.card_no },
      ],
    ]);
  });

  test('adds a note, kept with its author and audited', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const reply = await admin<ConsoleMemberDetail>(
      shop.app,
      'POST',
      `/members/${member.id}/notes`,
      { cookie: staff.cookie, body: { body: ' Prefers a call after 6 pm ' } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.notes).toMatchObject([
      { body: 'Prefers a call after 6 pm', author: String(staff.id), author_name: staff.account },
    ]);
    const audit = await memberAudit(shop, member.id);
    expect(audit.map((row) => row.action)).toEqual(['member.note.add']);
  });

  test.for([
    [
      'cn',
      'points',
      { change: 0, reason: '调整' },
      400,
      '调整数额须为非零整数，且不超过 1,000,000',
    ],
    [
      'en',
      'points',
      { change: 10, reason: '   ' },
      400,
      'Give the reason for the adjustment (at most 200 characters)',
    ],
    ['cn', 'points', { change: 10, reason: 'x'.repeat(201) }, 400, '请填写调整原因（最多 200 字）'],
    ['en', 'points', { change: 1.5, reason: 'half' }, 400, 'Invalid change'],
    ['cn', 'points', { change: '10', reason: '字符串' }, 400, '参数 change 不正确'],
    [
      'en',
      'points',
      { change: -600, reason: 'Taken twice' },
      409,
      'The member holds only 500 points: 600 cannot be taken back',
    ],
    [
      'cn',
      'balance',
      { change: -10_001, reason: '多充' },
      409,
      '会员余额只有 ¥100.00，不能扣减 ¥100.01',
    ],
    [
      'en',
      'balance',
      { change: 1_000_000_01, reason: 'Huge' },
      400,
      'The adjustment must be a whole amount other than zero, at most ¥1,000,000.00',
    ],
    ['en', 'balance', { change: 5, reason: 'x', extra: 1 }, 400, 'Invalid body'],
    ['cn', 'notes', { body: '  ' }, 400, '备注不能为空，最多 500 字'],
    [
      'en',
      'notes',
      { body: 'n'.repeat(501) },
      400,
      'A note cannot be empty and holds at most 500 characters',
    ],
  ] as const)(
    'refuses in %s a bad %s call (case %#)',
    async ([lang, path, body, status, msg], { shop, member }) => {
      const staff = await signedInStaff(shop, 'owner');
      await giveMember(shop, member.id, { points: 500, balance: 100_00 });
      const reply = await admin(shop.app, 'POST', `/members/${member.id}/${path}`, {
        cookie: staff.cookie,
        body,
        lang,
      });
      expect(reply.status).toBe(status);
      expect(reply.body.msg).toBe(msg);
      expect(await memberFigures(shop, member.id)).toMatchObject({ points: 500, balance: 100_00 });
      expect(await memberAudit(shop, member.id)).toEqual([]);
    },
  );

  test('answers an unknown or malformed member in the staff member’s language', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const missing = await admin(shop.app, 'GET', '/members/999999', {
      cookie: staff.cookie,
      lang: 'cn',
    });
    expect([missing.status, missing.body.msg]).toEqual([404, '没有这位会员']);
    const adjust = await admin(shop.app, 'POST', '/members/999999/points', {
      cookie: staff.cookie,
      body: { change: 5, reason: 'x' },
    });
    expect([adjust.status, adjust.body.msg]).toEqual([404, 'There is no such member']);
    const bad = await admin(shop.app, 'GET', '/members/abc', { cookie: staff.cookie });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Invalid id']);
    const long = await admin(shop.app, 'GET', `/members?q=${'9'.repeat(65)}`, {
      cookie: staff.cookie,
      lang: 'cn',
    });
    expect([long.status, long.body.msg]).toEqual([400, '参数 q 不正确']);
  });

  test('the operator’s balance add and take follow the console’s rule and are audited', async ({
    shop,
    member,
  }) => {
    const payment = new FakePayment();
    const run = (...args: string[]) =>
      runOperatorCommand(
        { db: shop.db, payment: payment.methods, carrier: new SandboxCarrier(), now: Date.now() },
        args,
      );
    expect(await run('balance', 'add', member.mobile, '120')).toEqual({
      ok: true,
      text: `added ¥120.00 to ${member.mobile}: the balance is now ¥120.00`,
    });
    expect(await run('balance', 'take', member.mobile, '200', 'over-credit')).toEqual({
      ok: false,
      text: 'The member’s balance is only ¥120.00: ¥200.00 cannot be taken back',
    });
    expect((await run('balance', 'take', member.mobile, '20')).ok).toBe(false);
    expect(await run('balance', 'take', member.mobile, '20', 'over-credit')).toEqual({
      ok: true,
      text: `took ¥20.00 back from ${member.mobile}: the balance is now ¥100.00`,
    });
    const audit = await memberAudit(shop, member.id);
    expect(
      audit.map((row) => [row.actor, row.action, JSON.parse(row.after ?? 'null').change]),
    ).toEqual([
      ['operator', 'member.balance.adjust', 120_00],
      ['operator', 'member.balance.adjust', -20_00],
    ]);
    const kinds = await shop.db
      .selectFrom('balance_entry')
      .select(['kind', 'reason'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'top_up', reason: 'top-up by the operator' },
      { kind: 'adjust', reason: 'over-credit' },
    ]);
  });
});
