import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import type { Appointment } from '../../contract/appointment';
import { shopDate } from '../modules/appointment/dates';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { callAs, createMember, type TestMember } from '../test/members';
import { runOperatorCommand } from './commands';

const storeIdOf = oncePerShop(
  async (shop: TestShop): Promise<number> =>
    (await shop.db.selectFrom('store').select('id').orderBy('sort').executeTakeFirstOrThrow()).id,
);

const test = shopTest.extend('storeId', ({ shop }) => storeIdOf(shop));

describe.each(databases)('the operator’s appointment commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const runAt = (shop: TestShop, now: number, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now,
      },
      args,
    );
  const run = (shop: TestShop, ...args: string[]) => runAt(shop, Date.now(), ...args);
  const book = async (
    shop: TestShop,
    member: TestMember,
    days: number,
    fields: Record<string, string> = {},
  ) => {
    const reply = await callAs<Appointment>(shop.app, member.token, 'api/user/add-reserve', {
      form: {
        title: 'Ms.',
        name: '周雯',
        mobile: '13712345678',
        store_id: String(await storeIdOf(shop)),
        date: shopDate(Date.now(), days),
        period: 'pm',
        service_type: 'fitting',
        clothing_type: 'dresses',
        ...fields,
      },
    });
    expect(reply.code).toBe(0);
    return reply.data;
  };

  test('lists appointments by status and completes a waiting one, once', async ({
    shop,
    member,
  }) => {
    const first = await book(shop, member, 2);
    const second = await book(shop, member, 3, { name: '周先生', title: 'Mr.' });

    const all = await run(shop, 'appointment', 'list');
    expect(all.ok).toBe(true);
    expect(all.text).toContain('周雯 Ms.');
    expect(all.text).toContain('Maison 上海恒隆广场精品店');
    expect(all.text).toContain('13:00–18:00');
    expect(all.text.indexOf('周先生')).toBeLessThan(all.text.indexOf('周雯'));

    // Before its time the visit cannot be done; the boutique confirms it meanwhile.
    expect(await run(shop, 'appointment', 'complete', String(first.id))).toEqual({
      ok: false,
      text: `the appointment (${first.date} 13:00–18:00) has not begun yet: complete it after the visit`,
    });
    expect(await run(shop, 'appointment', 'confirm', String(first.id))).toEqual({
      ok: true,
      text: `appointment ${first.id} (周雯, ${first.date} 13:00–18:00) is confirmed`,
    });
    const afterVisit = Date.parse(`${first.date}T10:00:00Z`);
    const done = await runAt(shop, afterVisit, 'appointment', 'complete', String(first.id));
    expect(done).toEqual({
      ok: true,
      text: `appointment ${first.id} (周雯, ${first.date} 13:00–18:00) is completed`,
    });
    expect(await runAt(shop, afterVisit, 'appointment', 'complete', String(first.id))).toEqual({
      ok: false,
      text: `appointment ${first.id} is completed: it can no longer be changed`,
    });
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('record_type', '=', 'appointment')
      .where('record_id', '=', String(first.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'appointment.confirm', actor: 'operator' },
      { action: 'appointment.complete', actor: 'operator' },
    ]);
    const listed = await callAs<{ list: Appointment[] }>(
      shop.app,
      member.token,
      'api/user/reserve-list',
    );
    const completed = listed.data.list.find((a) => a.id === first.id);
    expect(completed).toMatchObject({ status: 'completed', can_cancel: false });
    expect(completed?.completed_at).toBeGreaterThan(0);

    const waiting = await run(shop, 'appointment', 'list', 'waiting');
    expect(waiting.text).toContain(`${second.id} `);
    expect(waiting.text).not.toMatch(new RegExp(`^${first.id} `, 'm'));
    expect((await run(shop, 'appointment', 'list', 'completed')).text).toMatch(
      new RegExp(`^${first.id} `, 'm'),
    );
  });

  test('refuses what it cannot do, saying why', async ({ shop }) => {
    expect(await run(shop, 'appointment', 'list', 'lost')).toEqual({
      ok: false,
      text: '"lost" is not a status: use one of waiting, confirmed, completed, cancelled',
    });
    expect(await run(shop, 'appointment', 'complete', '999999')).toEqual({
      ok: false,
      text: 'there is no appointment 999999',
    });
    expect(await run(shop, 'appointment', 'complete')).toEqual({
      ok: false,
      text: 'usage: npm run shop -- appointment complete <id>',
    });
    const member = await createMember(shop.db);
    const cancelled = await book(shop, member, 4);
    await callAs(shop.app, member.token, 'api/user/cancel-reserve', {
      form: { id: String(cancelled.id) },
    });
    expect((await run(shop, 'appointment', 'complete', String(cancelled.id))).text).toBe(
      `appointment ${cancelled.id} is cancelled: it can no longer be changed`,
    );
    const open = await book(shop, member, 5);
    expect(await run(shop, 'appointment', 'cancel', String(open.id))).toEqual({
      ok: false,
      text: 'usage: npm run shop -- appointment cancel <id> <message>',
    });
    expect(
      await run(shop, 'appointment', 'reschedule', String(open.id), open.date, 'night'),
    ).toEqual({ ok: false, text: '"night" is not a time: am, pm or ev' });
    const moved = await run(shop, 'appointment', 'reschedule', String(open.id), open.date, 'ev');
    expect(moved).toEqual({
      ok: true,
      text: `appointment ${open.id} (周雯, ${open.date} 18:00–22:00) is moved`,
    });
    expect(
      await run(shop, 'appointment', 'cancel', String(open.id), 'The', 'adviser', 'is', 'away'),
    ).toEqual({
      ok: true,
      text: `appointment ${open.id} (周雯, ${open.date} 18:00–22:00) is cancelled`,
    });
    expect(
      (
        await shop.db
          .selectFrom('appointment')
          .select('staff_message')
          .where('id', '=', open.id)
          .executeTakeFirstOrThrow()
      ).staff_message,
    ).toBe('The adviser is away');
    expect((await run(shop, 'appointment', 'fly')).ok).toBe(false);
  });

  test('closes a boutique for a day and opens it again', async ({ shop, member, storeId }) => {
    const day = shopDate(Date.now(), 9);
    const waiting = await book(shop, member, 9);
    const closed = await run(shop, 'appointment', 'close', String(storeId), day, 'Stocktaking');
    expect(closed).toEqual({
      ok: true,
      text: `boutique ${storeId} takes no bookings on ${day}; 1 open booking(s) that day: ${waiting.id}`,
    });
    const refused = await callAs(shop.app, member.token, 'api/user/add-reserve', {
      form: {
        title: 'Ms.',
        name: '周雯',
        mobile: '13712345678',
        store_id: String(storeId),
        date: day,
        period: 'am',
        service_type: 'fitting',
        clothing_type: 'dresses',
      },
    });
    expect(refused.code).toBe(422);
    expect(await run(shop, 'appointment', 'confirm', String(waiting.id))).toEqual({
      ok: false,
      text: `the boutique is closed on ${day} (Stocktaking): appointment ${waiting.id} cannot be confirmed, move it to another day or cancel it`,
    });
    expect(await run(shop, 'appointment', 'close', String(storeId), day, 'again')).toEqual({
      ok: false,
      text: `the boutique is already closed on ${day}`,
    });
    expect(await run(shop, 'appointment', 'reopen', String(storeId), day)).toEqual({
      ok: true,
      text: `boutique ${storeId} takes bookings on ${day}`,
    });
    expect((await run(shop, 'appointment', 'reopen', String(storeId), day)).ok).toBe(false);
    await book(shop, member, 9, { period: 'am' });
    expect((await run(shop, 'appointment', 'close', '999999', day, 'x')).text).toBe(
      'no boutique has the id "999999"',
    );
    expect((await run(shop, 'appointment', 'close', String(storeId), '2026-13-01', 'x')).text).toBe(
      '"2026-13-01" is not a day: write YYYY-MM-DD',
    );
  });
});
