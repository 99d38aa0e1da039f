import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginReply, SmsScene } from '../../contract/account';
import type { Db } from '../db/database';
import type { CookieJar } from './cookie-jar';
import type { Envelope } from './harness';

// Members made the way a shopper makes them: graphic code → mobile code (read from the sandbox
// outbox) → register. Needs the sandbox (the default of a test shop).

export interface Request {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number>;
  form?: Record<string, string>;
  lang?: 'cn' | 'en';
  /** Sent as X-Access-Token. */
  token?: string;
  /** The client address the server sees (each flow may take its own, away from others' limits). */
  ip?: string;
  /** The browser making the call: its cookies are sent, and what the reply sets is kept. */
  jar?: CookieJar;
}

/** Calls `/api?_mall_id=2&r=…` with an optional token, client address and browser. */
export async function request<T = unknown>(
  app: FastifyInstance,
  r: string,
  options: Request = {},
): Promise<Envelope<T>> {
  const search = new URLSearchParams({ _mall_id: '2', r });
  for (const [key, value] of Object.entries(options.query ?? {})) search.append(key, String(value));
  const response = await app.inject({
    method: options.method ?? (options.form ? 'POST' : 'GET'),
    url: `/api?${search.toString()}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      language: options.lang ?? 'cn',
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.jar?.header() ? { cookie: options.jar.header() } : {}),
    },
    payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  options.jar?.take(response.headers['set-cookie']);
  if (response.statusCode !== 200) {
    throw new Error(`HTTP ${response.statusCode} for ${r}: ${response.body}`);
  }
  return response.json<Envelope<T>>();
}

/** A mobile number nobody else in the run has (139 and eight random digits). */
export function uniqueMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A client address of its own, from the private 10/8 range. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A new graphic code and its answer (read from the sandbox, as browser suites do). */
export async function solvedCaptcha(app: FastifyInstance, ip = uniqueIp()) {
  const reply = await request<{ key: string }>(app, 'site/pic-captcha', { ip });
  if (reply.code !== 0) throw new Error(`pic-captcha: ${reply.msg}`);
  const answer = await app.inject({ url: `/sandbox/captcha/${reply.data.key}.json` });
  return { key: reply.data.key, answer: answer.json<{ answer: string }>().answer };
}

export interface OutboxMessage {
  id: number;
  mobile: string;
  text: string;
  created_at: number;
  code: string | null;
}

export async function outbox(app: FastifyInstance, mobile: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    url: `/sandbox/sms/outbox.json?mobile=${encodeURIComponent(mobile)}`,
  });
  return response.json<{ list: OutboxMessage[] }>().list;
}

/** Asks for a mobile code like a shopper and returns the reply of send-msg-by-code. */
export async function sendCode(
  app: FastifyInstance,
  mobile: string,
  scene: SmsScene,
  options: { ip?: string; lang?: 'cn' | 'en' } = {},
) {
  const ip = options.ip ?? uniqueIp();
  const captcha = await solvedCaptcha(app, ip);
  return request<unknown>(app, 'api/kc/crm-msg/send-msg-by-code', {
    ip,
    lang: options.lang,
    query: { mobile, scene, captcha_key: captcha.key, captcha_code: captcha.answer },
  });
}

/** Sends a mobile code for the scene and returns it, read from the sandbox outbox. */
export async function smsCodeFor(
  app: FastifyInstance,
  mobile: string,
  scene: SmsScene,
  options: { ip?: string; lang?: 'cn' | 'en' } = {},
): Promise<string> {
  const sent = await sendCode(app, mobile, scene, options);
  if (sent.code !== 0) throw new Error(`send-msg-by-code: ${sent.msg}`);
  const code = (await outbox(app, mobile))[0]?.code;
  if (!code) throw new Error(`no mobile code in the outbox for ${mobile}`);
  return code;
}

export const TEST_PASSWORD = 'Maison2026';

export function registrationForm(mobile: string, smsCode: string): Record<string, string> {
  return {
    title: 'Ms.',
    last_name: '林',
    first_name: '晓月',
    birthday: '1990-05-12',
    country: '中国',
    city: '上海',
    email: `m${mobile}@example.com`,
    mobile,
    sms_code: smsCode,
    password: TEST_PASSWORD,
    password_confirm: TEST_PASSWORD,
    privacy: '1',
    newsletter: '0',
  };
}

export interface RegisteredMember {
  token: string;
  userId: number;
  mobile: string;
  email: string;
  password: string;
  reply: LoginReply & { coupon_value: number };
}

/** Registers a new member through the real flow; `fields` overrides the form's values. */
export async function registerMember(
  app: FastifyInstance,
  fields: Record<string, string> = {},
): Promise<RegisteredMember> {
  const mobile = fields.mobile ?? uniqueMobile();
  const smsCode = await smsCodeFor(app, mobile, 'register');
  const form = { ...registrationForm(mobile, smsCode), ...fields };
  const reply = await request<LoginReply & { coupon_value: number }>(
    app,
    'plugin/mobile/api/passport/register',
    { form, ip: uniqueIp() },
  );
  if (reply.code !== 0) throw new Error(`register: ${reply.msg}`);
  return {
    token: reply.data.access_token,
    userId: reply.data.user.id,
    mobile,
    email: form.email ?? '',
    password: form.password ?? '',
    reply: reply.data,
  };
}

/**
 * Lets another code be sent to a number at once, as if its last one were a minute old (the
 * hourly and daily caps still count).
 */
export async function letResendWaitPass(db: Db, mobile: string): Promise<void> {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ created_at: eb('created_at', '-', 61_000) }))
    .where('mobile', '=', mobile)
    .execute();
}
