import type { Db } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import { digest } from '../../lib/sessions';
import { reserveTry, settleTry, verifyPassword } from '../auth';
import { staffByAccount, staffEntry, type StaffRow } from './accounts';
import { writeAudit } from './audit';
import { StaffError } from './messages';
import { looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { activeSecret } from './secrets';
import { startSession } from './sessions';
import { matchingStep } from './totp';

export interface SignInCaller {
  ip: string;
  /** What the authenticator secrets are opened with. */
  box: SecretBox;
  userAgent: string;
  passwordCost: number;
}

export interface SignInInput {
  account: string;
  password: string;
  code?: string | undefined;
}

/** Throttled apart from the shoppers' accounts, with the same counted, locking tries. */
export function staffKey(account: string): string {
  return `staff:${digest(account.trim().toLowerCase())}`;
}

/**
 * Takes the 30-second step of a code once: of two requests with the same code (or a code of an
 * earlier step), only one is let through, by one conditional update.
 */
export async function takeCode(db: Db, staff: StaffRow, secret: string, code: string, now: number) {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staff.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * The second factor's answer: the app's code, or one of the recovery codes kept for a lost phone
 * (spent once, and written to the audit log with how many are left).
 */
async function secondFactorRight(
  db: Db,
  staff: StaffRow,
  secret: string,
  code: string,
  caller: SignInCaller,
  now: number,
) {
  if (!looksLikeRecoveryCode(code)) return takeCode(db, staff, secret, code, now);
  if (!(await spendRecoveryCode(db, staff.id, code, now))) return false;
  const left = await recoveryCodesLeft(db, staff.id);
  const actor = { id: String(staff.id), ip: caller.ip, userAgent: caller.userAgent };
  const entry = staffEntry('staff.recovery_code_used', staff.id, null, { codes_left: left });
  await writeAudit(db, actor, entry, now);
  return true;
}

/**
 * Signs a staff member in: the password, then the code when they have a second factor. The try
 * is counted before the password is compared, and is right only when everything was; the same
 * refusal, after the same work, for an unknown or disabled account as for a wrong password.
 */
export async function signIn(
  db: Db,
  input: SignInInput,
  caller: SignInCaller,
  now: number,
): Promise<{ token: string; staff: StaffRow }> {
  const staff = await staffByAccount(db, input.account);
  const attempt = await reserveTry(db, staffKey(input.account), caller.ip, now);
  const usable = staff && staff.disabled === 0 ? staff : undefined;
  const passwordRight = await verifyPassword(
    input.password,
    usable?.password_hash ?? null,
    caller.passwordCost,
  );
  const secret = usable ? activeSecret(caller.box, usable) : null;
  const codeRight =
    passwordRight && usable && secret !== null && input.code
      ? await secondFactorRight(db, usable, secret, input.code, caller, now)
      : false;
  const right = passwordRight && (secret === null || codeRight);
  await settleTry(db, attempt, right);
  if (!usable || !passwordRight) throw new StaffError(401, 'staffSignInFailed');
  if (secret !== null && !input.code) throw new StaffError(401, 'staffCodeNeeded');
  if (!right) throw new StaffError(401, 'staffCodeWrong');
  return { token: await startSession(db, usable.id, now), staff: usable };
}
