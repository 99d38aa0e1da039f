import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { digest } from '../../lib/sessions';

/** How many codes a staff member is given at once; each signs in once in place of the phone's code. */
export const RECOVERY_CODE_COUNT = 10;

// Letters and digits that cannot be misread on paper (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A code as it is given: two groups of five, such as `k7m2p-xq4ta` (about 49 bits). */
function newCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** What a typed code is compared as: case, spaces and the dash do not matter. */
export function normaliseRecoveryCode(typed: string): string | null {
  const clean = typed.toLowerCase().replace(/[\s-]/g, '');
  if (clean.length !== GROUP * 2 || ![...clean].every((char) => ALPHABET.includes(char))) {
    return null;
  }
  return clean;
}

/** Whether what was typed in the code field is a recovery code rather than the app's 6 digits. */
export function looksLikeRecoveryCode(typed: string): boolean {
  return normaliseRecoveryCode(typed) !== null;
}

/**
 * A new set of codes in place of the old ones (which stop working), within the caller's
 * transaction; only their digests are kept, the codes themselves are shown once.
 */
export async function replaceRecoveryCodes(trx: Db, staffId: number, now: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_recovery_code')
    .values(
      codes.map((code) => ({
        staff_id: staffId,
        code_hash: digest(normaliseRecoveryCode(code) ?? code),
        created_at: now,
      })),
    )
    .execute();
  return codes;
}

/** Codes no longer usable: the second factor was removed. */
export async function dropRecoveryCodes(trx: Db, staffId: number) {
  await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
}

/**
 * Spends a code once: of two requests with the same code, one conditional update lets one
 * through. False for a code that is unknown, already spent or not a code at all.
 */
export async function spendRecoveryCode(db: Db, staffId: number, typed: string, now: number) {
  const code = normaliseRecoveryCode(typed);
  if (!code) return false;
  const spent = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', digest(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** How many unspent codes the staff member has left. */
export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
