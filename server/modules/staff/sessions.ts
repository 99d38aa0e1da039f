import type { Db } from '../../db/database';
import { readCookie } from '../../lib/cookies';
import { digest, randomToken } from '../../lib/sessions';

// A staff member's session: its own table and cookie, apart from the shoppers'. It ends after a
// short idle time, and in any case some hours after signing in.

export const STAFF_COOKIE = 'shop_staff';
export const IDLE_MS = 30 * 60 * 1000;
export const LIFETIME_MS = 12 * 60 * 60 * 1000;

type Headers = Record<string, string | string[] | undefined>;

export async function startSession(db: Db, staffId: number, now: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('staff_session')
    .values({
      token_hash: digest(token),
      staff_id: staffId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + LIFETIME_MS,
    })
    .execute();
  return token;
}

/** The staff id of a live session, whose idle time starts again; null otherwise. */
export async function touchSession(db: Db, token: string, now: number): Promise<number | null> {
  if (!token || token.length > 128) return null;
  const row = await db
    .updateTable('staff_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - IDLE_MS)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}

export async function endSession(db: Db, token: string, now: number): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a staff member (disabled, a password reset), but the one kept. */
export async function endSessionsOf(db: Db, staffId: number, now: number, keep?: string) {
  let query = db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('token_hash', '!=', digest(keep));
  await query.execute();
}

export function sessionToken(headers: Headers): string | null {
  return readCookie(headers, STAFF_COOKIE);
}

/** Only sent to /admin, never readable by scripts, never sent from another site. */
export function sessionCookie(token: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = Math.floor(LIFETIME_MS / 1000);
  return `${STAFF_COOKIE}=${token}; Max-Age=${maxAge}; Path=/admin; HttpOnly; SameSite=Strict${secure}`;
}

export function clearedCookie(publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${STAFF_COOKIE}=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Strict${secure}`;
}
