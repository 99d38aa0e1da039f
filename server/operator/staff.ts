import type { Db } from '../db/database';
import {
  ACCOUNT_PATTERN,
  OPERATOR,
  ROLES,
  StaffError,
  addStaff,
  listStaff,
  normaliseAccount,
  resetPassword,
  setDisabled,
  staffByAccount,
  staffMessage,
} from '../modules/staff';
import { columns, OperatorError, shopTime } from './format';

export const STAFF_USAGE = `  staff add <account> <role>                add a staff member (role: ${ROLES.join(', ')});
                                            prints a one-time password to change at
                                            first sign-in to /admin
  staff list                                every staff member, their role and state
  staff disable <account>                   stop a staff member signing in (sessions end)
  staff reset <account>                     a new one-time password; sessions end`;

/** The module's refusal as the operator reads it (in English). */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffError) {
      throw new OperatorError(staffMessage('en', error.key, error.params));
    }
    throw error;
  }
}

async function existing(db: Db, account: string) {
  const staff = await staffByAccount(db, account);
  if (!staff) throw new OperatorError(`no staff member has the account "${account}"`);
  return staff;
}

export async function staffCommand(
  db: Db,
  passwordCost: number,
  action: string,
  args: string[],
  now: number,
): Promise<string | null> {
  const one = (usage: string) => {
    if (args.length !== 1 || !args[0]) throw new OperatorError(`usage: npm run shop -- ${usage}`);
    return args[0];
  };
  switch (action) {
    case 'add': {
      const [account = '', role = ''] = args;
      if (args.length !== 2)
        throw new OperatorError('usage: npm run shop -- staff add <account> <role>');
      if (!ACCOUNT_PATTERN.test(normaliseAccount(account))) {
        throw new OperatorError(
          `the account must be 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter, not "${account}"`,
        );
      }
      if (!(ROLES as readonly string[]).includes(role)) {
        throw new OperatorError(`the role must be one of ${ROLES.join(', ')}, not "${role}"`);
      }
      const input = { account, displayName: '', role };
      const added = await refusing(() => addStaff(db, input, OPERATOR, passwordCost, now));
      return `added ${added.staff.account} (${role}); one-time password: ${added.password}\nit must be changed at the first sign-in to /admin`;
    }
    case 'list': {
      if (args.length) throw new OperatorError('usage: npm run shop -- staff list');
      const staff = await listStaff(db);
      if (staff.length === 0)
        return 'no staff yet: add the first owner with "staff add <account> owner"';
      const rows = staff.map((row) => [
        row.account,
        row.role,
        row.disabled ? 'disabled' : row.must_change_password ? 'one-time password' : 'active',
        row.totp_secret ? 'second factor' : '-',
        shopTime(row.created_at),
      ]);
      return columns([['account', 'role', 'state', 'second factor', 'added'], ...rows]);
    }
    case 'disable': {
      const staff = await existing(db, one('staff disable <account>'));
      await refusing(() => setDisabled(db, staff.id, true, OPERATOR, now));
      return `${staff.account} is disabled: they can no longer sign in`;
    }
    case 'reset': {
      const staff = await existing(db, one('staff reset <account>'));
      const reset = await refusing(() => resetPassword(db, staff.id, OPERATOR, passwordCost, now));
      return `${staff.account}'s sessions are ended; one-time password: ${reset.password}`;
    }
    default:
      return null;
  }
}
