import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { uniqueIp } from '../../test/accounts';
import type { TestShop } from '../../test/harness';
import { addStaff } from './accounts';
import { OPERATOR } from './audit';
import type { Role } from './permissions';
import { secretBox, secretKeyOf } from '../../lib/secret-box';
import type { SignInCaller } from './sign-in';
import { STAFF_COOKIE } from './sessions';
import { base32Decode, hotp, stepAt } from './totp';

export const NEW_PASSWORD = 'Console2026';

export interface AdminReply<T = unknown> {
  status: number;
  body: { code: string | number; data: T; msg: string };
  cookie: string | null;
}

export interface AdminOptions {
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
  ip?: string;
  lang?: 'cn' | 'en';
}

/** A console call as the console's page makes it: JSON, from the shop's own pages. */
export async function admin<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: AdminOptions = {},
): Promise<AdminReply<T>> {
  const headers: Record<string, string> = { language: options.lang ?? 'en' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = `${STAFF_COOKIE}=${options.cookie}`;
  const response = await app.inject({
    method,
    url: `/admin/api${path}`,
    headers: { ...headers, ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(method === 'POST' ? { payload: JSON.stringify(options.body ?? {}) } : {}),
  });
  const setCookie = response.headers['set-cookie'];
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const match = line ? new RegExp(`^${STAFF_COOKIE}=([^;]*)`).exec(line) : null;
  return {
    status: response.statusCode,
    body: response.json() as AdminReply<T>['body'],
    cookie: match?.[1] || null,
  };
}

let made = 0;

export function uniqueAccount(role: string): string {
  made += 1;
  return `${role.replace('_', '')}${made}${Math.random().toString(36).slice(2, 6)}`;
}

export interface TestStaff {
  id: number;
  account: string;
  password: string;
  cookie: string;
}

/** A staff member added by the operator, signed in once and with their own password set. */
export async function signedInStaff(shop: TestShop, role: Role): Promise<TestStaff> {
  const account = uniqueAccount(role);
  const input = { account, displayName: account, role };
  const added = await addStaff(shop.db, input, OPERATOR, shop.config.passwordCost, Date.now());
  const ip = uniqueIp();
  const signed = await admin(shop.app, 'POST', '/sign-in', {
    body: { account, password: added.password },
    ip,
  });
  if (!signed.cookie) throw new Error(`no session: ${JSON.stringify(signed.body)}`);
  const changed = await admin(shop.app, 'POST', '/password', {
    body: { current_password: added.password, new_password: NEW_PASSWORD },
    cookie: signed.cookie,
  });
  if (changed.status !== 200) throw new Error(`password not changed: ${changed.body.msg}`);
  return { id: added.staff.id, account, password: NEW_PASSWORD, cookie: signed.cookie };
}

/** The authenticator's code for the secret, `offset` steps from `now`. */
export const codeAt = (secret: string, now: number, offset = 0) =>
  hotp(base32Decode(secret) ?? Buffer.alloc(0), stepAt(now) + offset);

/** Enrols the staff member's phone through the console: the confirmed secret and recovery codes. */
export async function enrolWithCodes(
  shop: TestShop,
  staff: TestStaff,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await admin<{ secret: string; uri: string }>(shop.app, 'POST', '/totp/enrol', {
    cookie: staff.cookie,
  });
  const { secret, uri } = started.body.data;
  expect(uri).toContain(`otpauth://totp/`);
  expect(uri).toContain(`secret=${secret}`);
  const wrong = await admin(shop.app, 'POST', '/totp/confirm', {
    cookie: staff.cookie,
    body: { code: codeAt(secret, Date.now(), 5) },
  });
  expect(wrong.body.code).toBe('staffCodeWrong');
  const confirmed = await admin(shop.app, 'POST', '/totp/confirm', {
    cookie: staff.cookie,
    body: { code: codeAt(secret, Date.now(), -1) },
  });
  const data = confirmed.body.data as { second_factor: boolean; recovery_codes: string[] };
  expect(data.second_factor).toBe(true);
  return { secret, recoveryCodes: data.recovery_codes };
}

/** Enrols the staff member's phone through the console; the confirmed secret. */
export async function enrol(shop: TestShop, staff: TestStaff): Promise<string> {
  return (await enrolWithCodes(shop, staff)).secret;
}

/** Who signs in when a test calls the sign-in itself: a new address, the shop's key. */
export function signInCaller(shop: TestShop): SignInCaller {
  return {
    box: secretBox(secretKeyOf(shop.config)),
    ip: uniqueIp(),
    userAgent: 'test',
    passwordCost: shop.config.passwordCost,
  };
}
