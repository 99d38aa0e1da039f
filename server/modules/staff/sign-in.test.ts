import { describe, expect, it } from 'vitest';
import { test } from '../../test/fixtures';
import { uniqueIp } from '../../test/accounts';
import { databases } from '../../test/harness';
import { addStaff } from './accounts';
import { OPERATOR } from './audit';
import { IDLE_MS, LIFETIME_MS, STAFF_COOKIE, clearedCookie, sessionCookie } from './sessions';
import { admin, signedInStaff, uniqueAccount, NEW_PASSWORD } from './staff-fixtures';

describe.each(databases)('staff signing in on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('gives a session cookie kept to /admin, and the one-time password must change first', async ({
    shop,
  }) => {
    const account = uniqueAccount('warehouse');
    const input = { account, displayName: 'Wang', role: 'warehouse' };
    const { password } = await addStaff(
      shop.db,
      input,
      OPERATOR,
      shop.config.passwordCost,
      Date.now(),
    );
    const response = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: { account: account.toUpperCase(), password },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[\\w-]{40,};`));
    expect(cookie).toContain('; Path=/admin; HttpOnly; SameSite=Strict');
    expect(cookie).toContain(`Max-Age=${LIFETIME_MS / 1000}`);
    const token = /=([^;]*)/.exec(cookie)?.[1] ?? '';

    const me = await admin<{ must_change_password: boolean; permissions: string[] }>(
      shop.app,
      'GET',
      '/me',
      { cookie: token },
    );
    expect(me.body.data).toMatchObject({ account, role: 'warehouse', must_change_password: true });
    expect(me.body.data.permissions).toEqual(['orders.read', 'orders.ship', 'returns.receive']);
    // Nothing else until the password is changed, however allowed.
    const before = await admin(shop.app, 'GET', '/audit', { cookie: token, lang: 'cn' });
    expect(before.status).toBe(403);
    expect(before.body.msg).toBe('请先修改一次性密码');

    const weak = await admin(shop.app, 'POST', '/password', {
      cookie: token,
      body: { current_password: password, new_password: 'short1' },
    });
    expect(weak.status).toBe(400);
    const wrong = await admin(shop.app, 'POST', '/password', {
      cookie: token,
      body: { current_password: 'Nope12345', new_password: NEW_PASSWORD },
    });
    expect(wrong.body.code).toBe('staffPasswordWrong');
    const changed = await admin(shop.app, 'POST', '/password', {
      cookie: token,
      body: { current_password: password, new_password: NEW_PASSWORD },
    });
    expect(changed.body.data).toMatchObject({ must_change_password: false });
    // Ready now: refused only what the role may not do.
    const after = await admin(shop.app, 'GET', '/audit', { cookie: token });
    expect(after.status).toBe(403);
    expect(after.body.msg).toBe(
      'Your role (Warehouse) may not do this (it needs the permission audit.read)',
    );

    const out = await admin(shop.app, 'POST', '/sign-out', { cookie: token });
    expect(out.status).toBe(200);
    expect((await admin(shop.app, 'GET', '/me', { cookie: token })).status).toBe(401);
  });

  test('refuses a wrong password, an unknown and a disabled account alike', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const tries = [
      { account: staff.account, password: 'Wrong12345' },
      { account: 'nobody.here', password: NEW_PASSWORD },
    ];
    for (const body of tries) {
      const refused = await admin(shop.app, 'POST', '/sign-in', { body, ip: uniqueIp() });
      expect(refused).toMatchObject({ status: 401, cookie: null });
      expect(refused.body.code).toBe('staffSignInFailed');
    }
    await shop.db.updateTable('staff').set({ disabled: 1 }).where('id', '=', staff.id).execute();
    const disabled = await admin(shop.app, 'POST', '/sign-in', {
      body: { account: staff.account, password: NEW_PASSWORD },
      ip: uniqueIp(),
    });
    expect(disabled.body.code).toBe('staffSignInFailed');
    // A session opened before stops at once.
    expect((await admin(shop.app, 'GET', '/me', { cookie: staff.cookie })).status).toBe(401);
  });

  test('ends a session left idle, and one past its lifetime however busy', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const seen = (at: number) =>
      shop.db
        .updateTable('staff_session')
        .set({ last_seen_at: at })
        .where('staff_id', '=', staff.id)
        .execute();
    await seen(Date.now() - IDLE_MS + 60_000);
    expect((await admin(shop.app, 'GET', '/me', { cookie: staff.cookie })).status).toBe(200);
    await seen(Date.now() - IDLE_MS - 1000);
    const idle = await admin(shop.app, 'GET', '/me', { cookie: staff.cookie });
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('staffSignInNeeded');

    const again = await signedInStaff(shop, 'owner');
    await shop.db
      .updateTable('staff_session')
      .set({ expires_at: Date.now() - 1 })
      .where('staff_id', '=', again.id)
      .execute();
    expect((await admin(shop.app, 'GET', '/me', { cookie: again.cookie })).status).toBe(401);
  });

  test('a new password ends the staff member’s other sessions', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const body = { account: staff.account, password: staff.password };
    const other = await admin(shop.app, 'POST', '/sign-in', { body, ip: uniqueIp() });
    expect(other.cookie).not.toBeNull();
    const changed = await admin(shop.app, 'POST', '/password', {
      cookie: staff.cookie,
      body: { current_password: staff.password, new_password: 'Another2026' },
    });
    expect(changed.status).toBe(200);
    expect((await admin(shop.app, 'GET', '/me', { cookie: other.cookie })).status).toBe(401);
    expect((await admin(shop.app, 'GET', '/me', { cookie: staff.cookie })).status).toBe(200);
  });

  test('never takes a shopper’s session', async ({ shop, member }) => {
    const asCookie = await admin(shop.app, 'GET', '/me', { cookie: member.token });
    expect(asCookie.status).toBe(401);
    const asHeader = await admin(shop.app, 'GET', '/staff', {
      headers: { 'x-access-token': member.token, cookie: `token=${member.token}` },
    });
    expect(asHeader.status).toBe(401);
  });

  test('refuses writes from another site or not sent as JSON', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const body = { account: uniqueAccount('manager'), role: 'manager' };
    const elsewhere = await admin(shop.app, 'POST', '/staff', {
      cookie: staff.cookie,
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('staffCrossOrigin');
    const byReferer = await admin(shop.app, 'POST', '/staff', {
      cookie: staff.cookie,
      body,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(byReferer.status).toBe(403);
    const form = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/staff',
      headers: {
        cookie: `${STAFF_COOKIE}=${staff.cookie}`,
        'content-type': 'text/plain',
      },
      payload: JSON.stringify(body),
    });
    expect(form.statusCode).toBe(415);
    const own = new URL(shop.config.publicUrl).origin;
    const fromShop = await admin(shop.app, 'POST', '/staff', {
      cookie: staff.cookie,
      body,
      headers: { origin: own },
    });
    expect(fromShop.status).toBe(200);
    const added = await shop.db
      .selectFrom('staff')
      .select('account')
      .where('account', '=', body.account)
      .execute();
    expect(added).toHaveLength(1);
  });

  test('answers malformed requests with a refusal, never a failure', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const bodies = [
      '{',
      '[]',
      'null',
      '"x"',
      '{"account":1}',
      '{"account":"a","password":"b","x":1}',
    ];
    const paths = [
      '/sign-in',
      '/sign-out',
      '/totp/enrol',
      '/totp/disable',
      '/staff/1/reset-password',
      '/password',
      '/staff',
      '/staff/1/role',
      '/staff/x/disable',
      '/staff/99999999999/enable',
      '/totp/confirm',
      '/settings/second-factor',
    ];
    for (const path of paths) {
      for (const payload of bodies) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `/admin/api${path}`,
          headers: {
            'content-type': 'application/json',
            cookie: `${STAFF_COOKIE}=${staff.cookie}`,
          },
          payload,
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode, `${path} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${path} ${payload}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('msg');
      }
    }
    const queries = ['?page=0', '?page_size=1000', '?from=abc', '?unknown=1', '?page=1e400'];
    for (const query of queries) {
      const response = await admin(shop.app, 'GET', `/audit${query}`, { cookie: staff.cookie });
      expect(response.status, query).toBe(400);
    }
    expect((await admin(shop.app, 'GET', '/nothing', { cookie: staff.cookie })).status).toBe(404);
  });
});

describe('the staff’s session cookie', () => {
  it('is Secure when the shop is public over https', () => {
    expect(sessionCookie('abc', 'https://shop.example.cn')).toBe(
      `${STAFF_COOKIE}=abc; Max-Age=43200; Path=/admin; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(sessionCookie('abc', 'http://127.0.0.1:3000')).not.toContain('Secure');
    expect(clearedCookie('https://shop.example.cn')).toContain('Max-Age=0; Path=/admin');
  });
});
