import { passwordProblem } from '../../../contract/rules';
import type { Db } from '../../db/database';
import { hashPassword, reserveTry, settleTry, verifyPassword } from '../auth';
import { staffEntry, type StaffRow } from './accounts';
import { writeAudit, type Actor } from './audit';
import { StaffError } from './messages';
import { RECOVERY_CODE_COUNT, dropRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { endSessionsOf } from './sessions';
import { staffKey, takeCode } from './sign-in';
import type { SecretBox } from '../../lib/secret-box';
import { activeSecret, pendingSecret, sealSecret } from './secrets';
import { newSecret, otpauthUri } from './totp';

export const TOTP_ISSUER = 'Shop Console';

/** A new password of one's own (the one-time one at first sign-in); other sessions end. */
export async function changeOwnPassword(
  db: Db,
  staff: StaffRow,
  passwords: { current: string; next: string },
  context: { actor: Actor; cost: number; keepToken: string },
  now: number,
) {
  const problem = passwordProblem(passwords.next);
  if (problem) throw new StaffError(400, problem);
  // Counted as a sign-in's try: a session left open is no way to guess the password.
  const attempt = await reserveTry(db, staffKey(staff.account), context.actor.ip, now);
  const right = await verifyPassword(passwords.current, staff.password_hash, context.cost);
  await settleTry(db, attempt, right);
  if (!right) throw new StaffError(400, 'staffPasswordWrong');
  if (passwords.current === passwords.next) throw new StaffError(400, 'staffPasswordSame');
  const passwordHash = await hashPassword(passwords.next, context.cost);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now })
      .where('id', '=', staff.id)
      .execute();
    await endSessionsOf(trx, staff.id, now, context.keepToken);
    const before = { must_change_password: staff.must_change_password === 1 };
    const after = { must_change_password: false, password_changed: true };
    await writeAudit(
      trx,
      context.actor,
      staffEntry('staff.password', staff.id, before, after),
      now,
    );
  });
}

/** A secret to enrol, kept aside until a code made from it is confirmed. */
export async function startEnrolment(db: Db, staff: StaffRow, box: SecretBox, now: number) {
  const secret = newSecret();
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: sealSecret(box, staff.id, secret), updated_at: now })
    .where('id', '=', staff.id)
    .execute();
  return { secret, uri: otpauthUri(TOTP_ISSUER, staff.account, secret) };
}

export async function confirmEnrolment(
  db: Db,
  staff: StaffRow,
  code: string,
  actor: Actor,
  box: SecretBox,
  now: number,
) {
  const secret = pendingSecret(box, staff);
  if (!secret) throw new StaffError(409, 'staffNoEnrolment');
  if (!(await takeCode(db, staff, secret, code, now))) throw new StaffError(400, 'staffCodeWrong');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({
        totp_secret: sealSecret(box, staff.id, secret),
        totp_pending_secret: null,
        updated_at: now,
      })
      .where('id', '=', staff.id)
      .execute();
    const entry = staffEntry(
      'staff.totp_enrol',
      staff.id,
      { second_factor: staff.totp_secret !== null },
      { second_factor: true, recovery_codes: RECOVERY_CODE_COUNT },
    );
    await writeAudit(trx, actor, entry, now);
    return replaceRecoveryCodes(trx, staff.id, now);
  });
}

/**
 * A new set of recovery codes, the old ones void: asked with the app's code, so that a session
 * left open is not enough to take them.
 */
export async function renewRecoveryCodes(
  db: Db,
  staff: StaffRow,
  code: string,
  actor: Actor,
  box: SecretBox,
  now: number,
) {
  const secret = activeSecret(box, staff);
  if (secret === null) throw new StaffError(409, 'staffNoSecondFactor');
  if (!(await takeCode(db, staff, secret, code, now))) throw new StaffError(400, 'staffCodeWrong');
  return db.transaction().execute(async (trx) => {
    const entry = staffEntry('staff.recovery_codes', staff.id, null, {
      recovery_codes: RECOVERY_CODE_COUNT,
    });
    await writeAudit(trx, actor, entry, now);
    return replaceRecoveryCodes(trx, staff.id, now);
  });
}

/** Turning the second factor off takes a code from it, as proof the phone is at hand. */
export async function disableSecondFactor(
  db: Db,
  staff: StaffRow,
  code: string,
  actor: Actor,
  box: SecretBox,
  now: number,
) {
  const secret = activeSecret(box, staff);
  if (secret === null) return;
  if (!(await takeCode(db, staff, secret, code, now))) throw new StaffError(400, 'staffCodeWrong');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ totp_secret: null, totp_pending_secret: null, updated_at: now })
      .where('id', '=', staff.id)
      .execute();
    await dropRecoveryCodes(trx, staff.id);
    const entry = staffEntry(
      'staff.totp_disable',
      staff.id,
      { second_factor: true },
      { second_factor: false },
    );
    await writeAudit(trx, actor, entry, now);
  });
}
