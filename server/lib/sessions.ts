import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A member stays signed in on a device for this long after signing in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Tokens, codes and tickets are stored only as this digest, never as themselves. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export async function createSession(
  db: Db,
  memberId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db
    .insertInto('member_session')
    .values({
      member_id: memberId,
      token_hash: digest(token),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The member a token belongs to, if it is live; null otherwise. */
export async function sessionMember(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  if (!token || token.length > 128) return null;
  const row = await db
    .selectFrom('member_session')
    .select('member_id')
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

export async function revokeSession(db: Db, token: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (a new password), except the one given. */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  keepToken: string | null,
  now = Date.now(),
): Promise<void> {
  let query = db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepToken) query = query.where('token_hash', '!=', digest(keepToken));
  await query.execute();
}
