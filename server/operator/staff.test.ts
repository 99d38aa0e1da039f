import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { admin } from '../modules/staff/staff-fixtures';
import { uniqueIp } from '../test/accounts';
import { runOperatorCommand } from './commands';

describe.each(databases)('the operator’s staff commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
        passwordCost: shop.config.passwordCost,
      },
      ['staff', ...args],
    );
  const auditRows = (shop: TestShop) =>
    shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', 'operator')
      .orderBy('id')
      .execute();
  const oneTimePassword = (text: string) => /one-time password: (\S+)/.exec(text)?.[1] ?? '';

  test('adds, lists, disables and resets staff, each written to the audit log', async ({
    shop,
  }) => {
    const added = await run(shop, 'add', 'Li.Na', 'owner');
    expect(added.ok).toBe(true);
    expect(added.text).toMatch(/^added li\.na \(owner\); one-time password: [A-Za-z0-9]{12}\n/);
    const first = oneTimePassword(added.text);
    const signed = await admin(shop.app, 'POST', '/sign-in', {
      body: { account: 'li.na', password: first },
      ip: uniqueIp(),
    });
    expect(signed.status).toBe(200);
    expect((await admin(shop.app, 'GET', '/staff', { cookie: signed.cookie })).body.code).toBe(
      'staffPasswordChangeNeeded',
    );

    await run(shop, 'add', 'wang', 'warehouse');
    const list = await run(shop, 'list');
    expect(
      list.text
        .split('\n')
        .slice(1)
        .map((line) => line.split(/\s{2,}/).slice(0, 3)),
    ).toEqual([
      ['li.na', 'owner', 'one-time password'],
      ['wang', 'warehouse', 'one-time password'],
    ]);

    const reset = await run(shop, 'reset', 'li.na');
    expect(reset.text).toContain("li.na's sessions are ended");
    expect(oneTimePassword(reset.text)).not.toBe(first);
    expect((await admin(shop.app, 'GET', '/me', { cookie: signed.cookie })).status).toBe(401);

    expect(await run(shop, 'disable', 'wang')).toEqual({
      ok: true,
      text: 'wang is disabled: they can no longer sign in',
    });
    // The only enabled owner stays.
    expect(await run(shop, 'disable', 'li.na')).toEqual({
      ok: false,
      text: 'The shop needs at least one enabled owner',
    });
    const rows = await auditRows(shop);
    expect(rows.map((row) => [row.action, row.user_agent])).toEqual([
      ['staff.add', 'command line'],
      ['staff.add', 'command line'],
      ['staff.reset_password', 'command line'],
      ['staff.disable', 'command line'],
    ]);
  });

  test('refuses bad input with a clear message, changing nothing', async ({ shop }) => {
    const before = await auditRows(shop);
    const refusals: [string[], string][] = [
      [
        ['add', 'x', 'owner'],
        'the account must be 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter, not "x"',
      ],
      [
        ['add', 'zhang', 'boss'],
        'the role must be one of owner, manager, customer_service, warehouse, not "boss"',
      ],
      [['add', 'zhang'], 'usage: npm run shop -- staff add <account> <role>'],
      [['add', 'li.na', 'manager'], 'The account li.na already exists'],
      [['disable', 'nobody'], 'no staff member has the account "nobody"'],
      [['reset'], 'usage: npm run shop -- staff reset <account>'],
      [['list', 'extra'], 'usage: npm run shop -- staff list'],
    ];
    if (before.length === 0) await run(shop, 'add', 'li.na', 'owner');
    const counted = (await auditRows(shop)).length;
    for (const [args, text] of refusals) {
      expect(await run(shop, ...args), args.join(' ')).toEqual({ ok: false, text });
    }
    expect((await auditRows(shop)).length).toBe(counted);
    expect((await run(shop, 'promote')).text).toContain('unknown command "staff promote"');
  });
});
