import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MemberTable } from '../db/schema';
import { SESSION_LIFETIME_MS, createSession } from '../lib/sessions';
import type { Envelope } from './harness';

export interface TestMember {
  id: number;
  mobile: string;
  card_no: string;
  /** A live session's access token. */
  token: string;
}

let created = 0;

/**
 * A member straight in the database, signed in on one device. Each gets its own mobile number,
 * email and card number; `fields` overrides any column.
 */
export async function createMember(
  db: Db,
  fields: Partial<Insertable<MemberTable>> = {},
): Promise<TestMember> {
  created += 1;
  const serial = String(created).padStart(8, '0');
  const now = Date.now();
  const row = await db
    .insertInto('member')
    .values({
      mobile: `139${serial}`,
      email: `member${serial}@example.com`,
      title: 'Ms.',
      last_name: '李',
      first_name: '雅',
      birthday: '1990-05-20',
      country: '中国',
      city: '上海',
      card_no: `8800${serial}`,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning(['id', 'mobile', 'card_no'])
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, row.id);
  return { ...row, token };
}

/** A token whose session ran out a minute ago. */
export async function expiredToken(db: Db, memberId: number): Promise<string> {
  const { token } = await createSession(db, memberId, Date.now() - SESSION_LIFETIME_MS - 60_000);
  return token;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | (string | number)[]>;
  form?: Record<string, string>;
  lang?: 'cn' | 'en';
}

/** Sends `/api?_mall_id=2&r=…` with `X-Access-Token` (none when token is null). */
export async function injectAs(
  app: FastifyInstance,
  token: string | null,
  r: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams({ _mall_id: '2', r });
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const method = options.method ?? (options.form ? 'POST' : 'GET');
  return app.inject({
    method,
    url: `/api?${search.toString()}`,
    headers: {
      language: options.lang ?? 'cn',
      ...(token ? { 'x-access-token': token } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
}

/** Like `call` of the harness, as the member holding `token`; a form makes it a POST. */
export async function callAs<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  r: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await injectAs(app, token, r, options);
  if (response.statusCode !== 200) {
    throw new Error(`HTTP ${response.statusCode} for ${r}: ${response.body}`);
  }
  return response.json<Envelope<T>>();
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A coupon of a template (created with both languages' texts when `code` is new), usable from
 * `starts_at` until `expires_at` unless `used_at` is set.
 */
export async function giveCoupon(
  db: Db,
  memberId: number,
  coupon: {
    code?: string;
    value_fen?: number;
    min_spend_fen?: number;
    starts_at?: number;
    expires_at?: number;
    used_at?: number | null;
  } = {},
): Promise<number> {
  const code = coupon.code ?? 'test_gift';
  const value = coupon.value_fen ?? 100_00;
  const minSpend = coupon.min_spend_fen ?? 0;
  let template = await db
    .selectFrom('coupon_template')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!template) {
    template = await db
      .insertInto('coupon_template')
      .values({ code, value_fen: value, min_spend_fen: minSpend, valid_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('coupon_template_text')
      .values([
        {
          coupon_template_id: template.id,
          lang: 'cn',
          name: `礼券 ${code}`,
          description: '全场通用',
        },
        {
          coupon_template_id: template.id,
          lang: 'en',
          name: `Voucher ${code}`,
          description: 'Valid on everything',
        },
      ])
      .execute();
  }
  const now = Date.now();
  const row = await db
    .insertInto('coupon')
    .values({
      member_id: memberId,
      template_id: template.id,
      value_fen: value,
      min_spend_fen: minSpend,
      starts_at: coupon.starts_at ?? now - DAY,
      expires_at: coupon.expires_at ?? now + 30 * DAY,
      used_at: coupon.used_at ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
