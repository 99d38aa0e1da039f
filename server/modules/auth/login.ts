import type { LoginReply } from '../../../contract/account';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { revokeSession } from '../../lib/sessions';
import { accountKey, reserveTry, settleTry } from './login-failures';
import { memberByAccount, memberByMobile, signIn } from './members';
import { verifyPassword } from './passwords';
import { proveMobile } from './sms-codes';

export interface Caller {
  lang: Lang;
  ip: string;
  /** scrypt cost of the dummy comparison for unknown accounts (the configured cost). */
  passwordCost: number;
}

/**
 * Checks a password against a throttled key; the same answer, after the same work, whether the
 * account exists or not. The try is counted before the comparison (see `reserveTry`).
 */
export async function checkPassword(
  db: Db,
  key: string,
  password: string,
  storedHash: string | null,
  caller: Caller,
  now: number,
): Promise<boolean> {
  const attempt = await reserveTry(db, key, caller.ip, now);
  const right = await verifyPassword(password, storedHash || null, caller.passwordCost);
  await settleTry(db, attempt, right);
  return right;
}

export async function passwordLogin(
  db: Db,
  account: string,
  password: string,
  caller: Caller,
  now: number,
): Promise<LoginReply> {
  const member = await memberByAccount(db, account);
  const key = accountKey(account);
  const right = await checkPassword(db, key, password, member?.password_hash ?? null, caller, now);
  if (!member || !right) throw new BusinessError(CODE_INVALID_INPUT, 'loginFailed');
  return signIn(db, member, caller.lang, now);
}

export async function smsLogin(
  db: Db,
  mobile: string,
  code: string,
  lang: Lang,
  now: number,
): Promise<LoginReply> {
  await proveMobile(db, mobile, 'login', code, now);
  // The code proved the number: saying it has no account reveals nothing to a stranger.
  const member = await memberByMobile(db, mobile);
  if (!member) throw new BusinessError(CODE_NOT_FOUND, 'mobileNoAccount');
  return signIn(db, member, lang, now);
}

export async function logout(db: Db, token: string | null, now: number): Promise<null> {
  if (token) await revokeSession(db, token, now);
  return null;
}
