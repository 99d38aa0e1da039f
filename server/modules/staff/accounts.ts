import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { passwordProblem } from '../../../contract/rules';
import type { Db } from '../../db/database';
import type { StaffTable } from '../../db/schema-staff';
import { hashPassword, lockFor } from '../auth';
import { writeAudit, type Actor } from './audit';
import { StaffError } from './messages';
import { isRole, type Role } from './permissions';
import { endSessionsOf } from './sessions';

export type StaffRow = Selectable<StaffTable>;

/** Lower-case letters, digits, dots, dashes and underscores, 3 to 32, starting with a letter. */
export const ACCOUNT_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;

export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

/** What the console shows of a staff member: never the password or the TOTP secret. */
export function publicStaff(row: StaffRow) {
  return {
    id: row.id,
    account: row.account,
    display_name: row.display_name,
    role: row.role,
    disabled: row.disabled === 1,
    must_change_password: row.must_change_password === 1,
    second_factor: row.totp_secret !== null,
    created_at: row.created_at,
  };
}

const UNAMBIGUOUS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters that meet the shoppers' password rule, to be changed at first sign-in. */
export function oneTimePassword(): string {
  for (;;) {
    const password = Array.from({ length: 12 }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]);
    const text = password.join('');
    if (passwordProblem(text) === null) return text;
  }
}

export async function staffByAccount(db: Db, account: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('account', '=', normaliseAccount(account))
    .executeTakeFirst();
}

export async function staffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('account').execute();
}

export interface NewStaff {
  account: string;
  displayName: string;
  role: string;
}

/** A new staff member with a one-time password, which is returned (and nowhere kept). */
export async function addStaff(db: Db, input: NewStaff, actor: Actor, cost: number, now: number) {
  const account = normaliseAccount(input.account);
  if (!ACCOUNT_PATTERN.test(account))
    throw new StaffError(400, 'staffInvalid', { field: 'account' });
  if (!isRole(input.role)) throw new StaffError(400, 'staffInvalid', { field: 'role' });
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password, cost);
  const displayName = input.displayName.trim() || account;
  const staff = await db.transaction().execute(async (trx) => {
    await lockFor(trx, `staff:account:${account}`);
    const taken = await staffByAccount(trx, account);
    if (taken) throw new StaffError(409, 'staffAccountTaken', { account });
    const row = await trx
      .insertInto('staff')
      .values({
        account,
        display_name: displayName,
        role: input.role,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = { account, display_name: displayName, role: input.role, disabled: false };
    await writeAudit(trx, actor, staffEntry('staff.add', row.id, null, after), now);
    return row;
  });
  return { staff, password };
}

function staffEntry(action: string, id: number, before: object | null, after: object | null) {
  return {
    action,
    recordType: 'staff',
    recordId: id,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  };
}

/** The staff member, read in the transaction after earlier changes of staff end; 404 if none. */
async function existing(trx: Db, id: number): Promise<StaffRow> {
  await lockFor(trx, 'staff:roles');
  const row = await staffById(trx, id);
  if (!row) throw new StaffError(404, 'staffNotFound');
  return row;
}

/**
 * Refuses a change that would leave the shop with no enabled owner. Role and state changes are
 * made one after the other (`existing`), so two owners disabling each other at once cannot both
 * succeed.
 */
async function keepAnOwner(trx: Db, row: StaffRow) {
  if (row.role !== 'owner' || row.disabled === 1) return;
  const others = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', row.id)
    .execute();
  if (others.length === 0) throw new StaffError(409, 'staffLastOwner');
}

export async function changeRole(db: Db, id: number, role: Role, actor: Actor, now: number) {
  return db.transaction().execute(async (trx) => {
    const row = await existing(trx, id);
    if (row.role === role) return row;
    if (role !== 'owner') await keepAnOwner(trx, row);
    const after = await trx
      .updateTable('staff')
      .set({ role, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, staffEntry('staff.role', id, { role: row.role }, { role }), now);
    return after;
  });
}

/** Disables (ending every session) or enables a staff member. */
export async function setDisabled(
  db: Db,
  id: number,
  disabled: boolean,
  actor: Actor,
  now: number,
) {
  return db.transaction().execute(async (trx) => {
    const row = await existing(trx, id);
    if ((row.disabled === 1) === disabled) return row;
    if (disabled) await keepAnOwner(trx, row);
    const after = await trx
      .updateTable('staff')
      .set({ disabled: disabled ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (disabled) await endSessionsOf(trx, id, now);
    const action = disabled ? 'staff.disable' : 'staff.enable';
    const entry = staffEntry(action, id, { disabled: !disabled }, { disabled });
    await writeAudit(trx, actor, entry, now);
    return after;
  });
}

/** A new one-time password, returned; every session of the staff member ends. */
export async function resetPassword(db: Db, id: number, actor: Actor, cost: number, now: number) {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password, cost);
  const staff = await db.transaction().execute(async (trx) => {
    const row = await existing(trx, id);
    const after = await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, must_change_password: 1, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await endSessionsOf(trx, id, now);
    const before = { must_change_password: row.must_change_password === 1 };
    const entry = staffEntry('staff.reset_password', id, before, {
      must_change_password: true,
      sessions_ended: true,
    });
    await writeAudit(trx, actor, entry, now);
    return after;
  });
  return { staff, password };
}

export { staffEntry };
