import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { uniqueIp } from '../../test/accounts';
import { databases } from '../../test/harness';
import { LOCK_AT, SLOW_DOWN_FROM } from '../auth/login-failures';
import { addStaff } from './accounts';
import { OPERATOR } from './audit';
import { signIn } from './sign-in';
import { admin, codeAt, enrol, signInCaller, signedInStaff } from './staff-fixtures';

const T0 = Date.UTC(2030, 6, 1);

function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error as { key?: string }).key ?? String(error),
  );
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of outcomes) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

describe.each(databases)('the staff’s sign-in limits and second factor on %s', (kind) => {
  test.override({ databaseKind: kind });
  const caller = signInCaller;

  test('weighs no more racing wrong passwords than the slow-down allows, then locks', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const from = caller(shop);
    const burst = (count: number, now: number, password = 'Wrong12345') =>
      Promise.all(
        Array.from({ length: count }, () =>
          outcome(signIn(shop.db, { account: staff.account, password }, from, now)),
        ),
      );
    expect(tally(await burst(20, T0))).toEqual({
      staffSignInFailed: SLOW_DOWN_FROM,
      loginSlowDown: 20 - SLOW_DOWN_FROM,
    });
    // Two at the same instant once the wait is over: one weighed, the other waits.
    let now = T0;
    for (let failures = SLOW_DOWN_FROM + 1; failures <= LOCK_AT; failures++) {
      now += 60_000;
      const pair = tally(await burst(2, now));
      expect(pair.staffSignInFailed).toBe(1);
    }
    expect(await burst(1, now + 60_000, staff.password)).toEqual(['accountLocked']);
    expect(await burst(1, now + 16 * 60_000, staff.password)).toEqual(['ok']);
  });

  test('asks for the code, takes each code once even when sent twice at once', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const secret = await enrol(shop, staff);
    const ip = uniqueIp();
    const account = staff.account;
    const noCode = await admin(shop.app, 'POST', '/sign-in', {
      body: { account, password: staff.password },
      ip,
    });
    expect(noCode).toMatchObject({ status: 401, cookie: null });
    expect(noCode.body.code).toBe('staffCodeNeeded');

    // The confirming code's step is used: a code of the next step is needed.
    const now = Date.now();
    const code = codeAt(secret, now, 1);
    const input = { account, password: staff.password, code };
    const racing = await Promise.all(
      Array.from({ length: 3 }, () => outcome(signIn(shop.db, input, caller(shop), now))),
    );
    expect(tally(racing)).toEqual({ ok: 1, staffCodeWrong: 2 });
    // An older code than the last taken is refused too.
    const older = { ...input, code: codeAt(secret, now, 0) };
    expect(await outcome(signIn(shop.db, older, caller(shop), now))).toBe('staffCodeWrong');
  });

  test('lets the owner require a second factor of every staff member', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    await enrol(shop, owner);
    const clerk = await signedInStaff(shop, 'customer_service');
    const set = await admin(shop.app, 'POST', '/settings/second-factor', {
      cookie: owner.cookie,
      body: { required: true },
    });
    expect(set.status).toBe(200);
    const made = await addStaff(
      shop.db,
      { account: `wh${Date.now()}`, displayName: '', role: 'warehouse' },
      OPERATOR,
      shop.config.passwordCost,
      Date.now(),
    );
    expect(made.staff.totp_secret).toBeNull();

    // A staff member without one may only set it up.
    const refused = await admin(shop.app, 'GET', '/audit', { cookie: clerk.cookie, lang: 'cn' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('staffSecondFactorNeeded');
    const me = await admin<{ second_factor_required: boolean }>(shop.app, 'GET', '/me', {
      cookie: clerk.cookie,
    });
    expect(me.body.data.second_factor_required).toBe(true);
    await enrol(shop, clerk);
    const ready = await admin(shop.app, 'GET', '/staff', { cookie: clerk.cookie });
    expect(ready.body.code).toBe('staffForbidden');

    const off = await admin(shop.app, 'POST', '/totp/disable', {
      cookie: owner.cookie,
      body: { code: '000000' },
    });
    expect(off.body.code).toBe('staffCodeWrong');
    await admin(shop.app, 'POST', '/settings/second-factor', {
      cookie: owner.cookie,
      body: { required: false },
    });
  });
});
