import type { Db } from '../db/database';
import { addBalance } from '../modules/payment/api';
import { OperatorError, parseYuan, yuan } from './format';

/** Gives the member with this mobile number stored value to pay with. */
export async function addBalanceCommand(db: Db, mobile: string, amount: string): Promise<string> {
  const fen = parseYuan(amount);
  if (fen === null || fen <= 0) {
    throw new OperatorError(`"${amount}" is not an amount of yuan: write it like 1200 or 99.50`);
  }
  const member = await db
    .selectFrom('member')
    .select('id')
    .where('mobile', '=', mobile.trim())
    .executeTakeFirst();
  if (!member) throw new OperatorError(`no member has the mobile number ${mobile}`);
  const balance = await addBalance(db, member.id, fen);
  return `added ${yuan(fen)} to ${mobile.trim()}: the balance is now ${yuan(balance)}`;
}
