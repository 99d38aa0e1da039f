import { randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import { uniqueIp } from '../../test/accounts';
import { test } from '../../test/fixtures';
import { databases, type TestShop } from '../../test/harness';
import { secretBox } from '../../lib/secret-box';
import { readAudit } from './audit';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { signIn } from './sign-in';
import {
  admin,
  codeAt,
  enrolWithCodes,
  signInCaller,
  signedInStaff,
  type TestStaff,
} from './staff-fixtures';

const signInWith = (shop: TestShop, staff: TestStaff, code: string) =>
  admin<{ recovery_codes_left: number }>(shop.app, 'POST', '/sign-in', {
    body: { account: staff.account, password: staff.password, code },
    ip: uniqueIp(),
  });

const codesLeft = async (shop: TestShop, cookie: string) =>
  (await admin<{ recovery_codes_left: number }>(shop.app, 'GET', '/me', { cookie })).body.data
    .recovery_codes_left;

describe.each(databases)('the staff’s recovery codes on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('are given once at set-up, kept only as digests, and each signs in once', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const { recoveryCodes } = await enrolWithCodes(shop, staff);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await shop.db.selectFrom('staff_recovery_code').selectAll().execute();
    const text = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(text).not.toContain(code.replace('-', ''));
    expect(await codesLeft(shop, staff.cookie)).toBe(RECOVERY_CODE_COUNT);

    // Typed as read off the paper: capitals, spaces, no dash.
    const first = recoveryCodes[0] ?? '';
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const signedIn = await signInWith(shop, staff, typed);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await signInWith(shop, staff, first);
    expect(again).toMatchObject({ status: 401, cookie: null });
    expect(again.body.code).toBe('staffCodeWrong');
    const wrong = await signInWith(shop, staff, 'aaaaa-aaaaa');
    expect(wrong.body.code).toBe('staffCodeWrong');

    const log = await readAudit(shop.db, {
      action: 'staff.recovery_code_used',
      recordId: String(staff.id),
      page: 1,
      pageSize: 10,
    });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      actor: String(staff.id),
      after: { codes_left: RECOVERY_CODE_COUNT - 1 },
    });
  });

  test('let one of two sign-ins with the same code through', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'warehouse');
    const { recoveryCodes } = await enrolWithCodes(shop, staff);
    const input = { account: staff.account, password: staff.password, code: recoveryCodes[1] };
    const caller = signInCaller(shop);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        signIn(shop.db, input, caller, Date.now()).then(
          () => 'ok',
          (error: { key?: string }) => error.key,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    // The others are refused: the code was spent, or the tries of one caller slowed down.
    const refusals = outcomes.filter((outcome) => outcome !== 'ok');
    for (const refusal of refusals) expect(['staffCodeWrong', 'loginSlowDown']).toContain(refusal);
    expect(refusals).toContain('staffCodeWrong');
  });

  test('are renewed with the app’s code, the old ones void; gone with the second factor', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const { secret, recoveryCodes: old } = await enrolWithCodes(shop, staff);
    const refused = await admin(shop.app, 'POST', '/totp/recovery-codes', {
      cookie: staff.cookie,
      body: { code: '123456' },
    });
    expect(refused.body.code).toBe('staffCodeWrong');
    const renewed = await admin<{ recovery_codes: string[]; recovery_codes_left: number }>(
      shop.app,
      'POST',
      '/totp/recovery-codes',
      { cookie: staff.cookie, body: { code: codeAt(secret, Date.now(), 0) } },
    );
    // Set-up took the code of the step before now; each later call takes a later step's.
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await signInWith(shop, staff, old[0] ?? '')).body.code).toBe('staffCodeWrong');
    expect((await signInWith(shop, staff, fresh[0] ?? '')).status).toBe(200);

    const off = await admin(shop.app, 'POST', '/totp/disable', {
      cookie: staff.cookie,
      body: { code: codeAt(secret, Date.now(), 1) },
    });
    expect(off.status).toBe(200);
    expect(await codesLeft(shop, staff.cookie)).toBe(0);
    const rows = await shop.db
      .selectFrom('staff_recovery_code')
      .select('id')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(rows).toEqual([]);
    const noneToRenew = await admin(shop.app, 'POST', '/totp/recovery-codes', {
      cookie: staff.cookie,
      body: { code: codeAt(secret, Date.now(), 0) },
    });
    expect(noneToRenew).toMatchObject({ status: 409 });
    expect(noneToRenew.body.code).toBe('staffNoSecondFactor');
  });
  test('still sign in when the shop’s key changed and the phone’s secret cannot be read', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const { secret, recoveryCodes } = await enrolWithCodes(shop, staff);
    const row = await shop.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);

    // Sealed with another key, as after a restore without the shop's key file.
    const otherKey = secretBox(randomBytes(32)).seal(secret, `staff:${staff.id}`);
    await shop.db
      .updateTable('staff')
      .set({ totp_secret: otherKey })
      .where('id', '=', staff.id)
      .execute();
    const phone = await signInWith(shop, staff, codeAt(secret, Date.now(), 1));
    expect(phone.body.code).toBe('staffCodeWrong');
    const recovered = await signInWith(shop, staff, recoveryCodes[2] ?? '');
    expect(recovered.status).toBe(200);
  });
});
