import { describe, expect } from 'vitest';
import { requestWashing } from '../modules/console/washing/console-washing-fixtures';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { test } from '../test/fixtures';
import { databases, type TestShop } from '../test/harness';
import { runOperatorCommand } from './commands';

describe.each(databases)('the operator’s washing commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
      },
      args,
    );

  test('prices a request, moves it on and tells the member, by the console’s rules', async ({
    shop,
    member,
  }) => {
    const request = await requestWashing(shop, member);
    const id = String(request.id);
    expect((await run(shop, 'washing', 'list')).text).toContain('garment-cleaning (coats)');
    expect(await run(shop, 'washing', 'price', id, 'lots')).toEqual({
      ok: false,
      text: '"lots" is not an amount of yuan: write it like 680 or 99.50',
    });
    expect(await run(shop, 'washing', 'progress', id, 'ready')).toEqual({
      ok: false,
      text: `the next step of washing request ${id} is “received”, not “ready”`,
    });
    expect((await run(shop, 'washing', 'progress', id, 'received')).ok).toBe(true);
    expect((await run(shop, 'washing', 'price', id, '680')).text).toBe(
      `washing request ${id} costs ¥680.00`,
    );
    await run(shop, 'washing', 'progress', id, 'cleaning');
    await run(shop, 'washing', 'progress', id, 'ready');
    expect(await run(shop, 'washing', 'notice', id, 'Ready', 'to', 'collect')).toEqual({
      ok: true,
      text: `the member of washing request ${id} is told: Ready to collect`,
    });
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('record_id', '=', id)
      .where('record_type', '=', 'appointment')
      .execute();
    expect(audit).toHaveLength(5);
    expect(audit.every((r) => r.actor === 'operator')).toBe(true);
  });
});
