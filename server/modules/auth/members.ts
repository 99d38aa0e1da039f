import { randomInt } from 'node:crypto';
import type { LoginReply } from '../../../contract/account';
import { MOBILE_PATTERN } from '../../../contract/rules';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { createSession } from '../../lib/sessions';
import { displayName } from '../member';
import { memberLevel } from '../member';

export interface MemberLogin {
  id: number;
  mobile: string;
  email: string | null;
  title: string;
  last_name: string;
  level: string;
  lifetime_points: number;
  password_hash: string;
}

export const loginColumns = [
  'id',
  'mobile',
  'email',
  'title',
  'last_name',
  'level',
  'lifetime_points',
  'password_hash',
] as const;

/** The member an account string names: a mobile number or an email address. */
export async function memberByAccount(db: Db, account: string): Promise<MemberLogin | undefined> {
  const normalised = account.trim().toLowerCase();
  const column = MOBILE_PATTERN.test(normalised) ? 'mobile' : 'email';
  if (column === 'email' && !normalised.includes('@')) return undefined;
  return db
    .selectFrom('member')
    .select(loginColumns)
    .where((eb) =>
      column === 'mobile'
        ? eb('mobile', '=', normalised)
        : eb(eb.fn('lower', ['email']), '=', normalised),
    )
    .executeTakeFirst();
}

export async function memberByMobile(db: Db, mobile: string): Promise<MemberLogin | undefined> {
  return db
    .selectFrom('member')
    .select(loginColumns)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function memberById(db: Db, id: number): Promise<MemberLogin | undefined> {
  return db.selectFrom('member').select(loginColumns).where('id', '=', id).executeTakeFirst();
}

/** Opens a session for the member and says who signed in. */
export async function signIn(
  db: Db,
  member: MemberLogin,
  lang: Lang,
  now: number,
): Promise<LoginReply> {
  const session = await createSession(db, member.id, now);
  return {
    access_token: session.token,
    expires_at: session.expiresAt,
    user: {
      id: member.id,
      display_name: displayName(member, lang),
      level: memberLevel(member).key,
    },
  };
}

/** 'MS' and ten digits, not yet given to anyone. */
export async function newCardNumber(db: Db): Promise<string> {
  for (;;) {
    const card = `MS${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    const taken = await db
      .selectFrom('member')
      .select('id')
      .where('card_no', '=', card)
      .executeTakeFirst();
    if (!taken) return card;
  }
}

/** A unique index refused the row (SQLite or PostgreSQL); `column` narrows it when given. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!unique || !column) return unique;
  const detail = `${error.message} ${String((error as { detail?: unknown }).detail ?? '')}`;
  return detail.includes(column);
}
