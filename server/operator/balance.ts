import type { Db } from '../db/database';
import { MemberRefusal, adjustBalance } from '../modules/member';
import { message } from '../messages';
import { OPERATOR, writeAudit } from '../modules/staff';
import { OperatorError, parseYuan, yuan } from './format';

/**
 * Gives the member with this mobile number stored value to pay with (`balance add`), or takes
 * back an over-credit (`balance take`): the same rule and audit row as the console's
 * adjustment, by the same function.
 */
export async function balanceCommand(
  db: Db,
  direction: 'add' | 'take',
  mobile: string,
  amount: string,
  reason: string,
  now: number,
): Promise<string> {
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
  try {
    const { after } = await adjustBalance(
      db,
      {
        memberId: member.id,
        amount: direction === 'add' ? fen : -fen,
        reason: reason.trim() || (direction === 'add' ? 'top-up by the operator' : ''),
        kind: direction === 'add' ? 'top_up' : 'adjust',
      },
      now,
      (trx, change) => writeAudit(trx, OPERATOR, change, now),
    );
    const done = direction === 'add' ? `added ${yuan(fen)} to` : `took ${yuan(fen)} back from`;
    return `${done} ${mobile.trim()}: the balance is now ${yuan(after)}`;
  } catch (error) {
    if (error instanceof MemberRefusal) {
      throw new OperatorError(message('en', error.key, error.params));
    }
    throw error;
  }
}
