import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import { revokeMemberSessions } from '../../lib/sessions';
import { checkPassword, type Caller } from './login';
import { accountKey, clearFailures } from './login-failures';
import { memberById, memberByMobile } from './members';
import { hashPassword } from './passwords';
import { proveMobile } from './sms-codes';
import { MINUTE } from './throttle';
import { consumeTicket, issueTicket } from './tickets';

export const RESET_TICKET_LIFETIME_MS = 15 * MINUTE;

/** A proven number with an account gets a ticket to set a new password with. */
export async function findPassword(db: Db, mobile: string, code: string, now: number) {
  await proveMobile(db, mobile, 'find_password', code, now);
  const member = await memberByMobile(db, mobile);
  if (!member) throw new BusinessError(CODE_NOT_FOUND, 'mobileNoAccount');
  const expiresAt = now + RESET_TICKET_LIFETIME_MS;
  const token = await issueTicket(db, 'reset', member.id, mobile, expiresAt, now);
  return { reset_token: token, expires_at: expiresAt };
}

async function setPassword(db: Db, memberId: number, password: string, cost: number, now: number) {
  const passwordHash = await hashPassword(password, cost);
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** Sets the new password and ends every session of the member. */
export async function resetPassword(
  db: Db,
  ticketToken: string,
  password: string,
  passwordCost: number,
  now: number,
): Promise<null> {
  const ticket = await consumeTicket(db, ticketToken, 'reset', now);
  const member = ticket.member_id === null ? undefined : await memberById(db, ticket.member_id);
  if (!member) throw new BusinessError(CODE_INVALID_INPUT, 'ticketExpired');
  await setPassword(db, member.id, password, passwordCost, now);
  await revokeMemberSessions(db, member.id, null, now);
  // The number is proven: a lock left by someone guessing at this account ends here.
  const keys = [member.mobile, member.email].filter((value): value is string => !!value);
  await clearFailures(db, keys.map(accountKey));
  return null;
}

/** A signed-in member changes the password; the other devices are signed out. */
export async function updatePassword(
  db: Db,
  memberId: number,
  keepToken: string | null,
  oldPassword: string,
  password: string,
  caller: Caller,
  now: number,
): Promise<null> {
  const member = await memberById(db, memberId);
  const key = `member:${memberId}`;
  const right = await checkPassword(
    db,
    key,
    oldPassword,
    member?.password_hash ?? null,
    caller,
    now,
  );
  if (!member || !right) throw new BusinessError(CODE_INVALID_INPUT, 'oldPasswordWrong');
  await setPassword(db, member.id, password, caller.passwordCost, now);
  await revokeMemberSessions(db, member.id, keepToken, now);
  return null;
}
