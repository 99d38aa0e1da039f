import type { Db } from '../../db/database';
import type { BalanceEntryKind } from '../../db/schema';

/**
 * Moves a member's stored value by `amount` fen (negative to pay) and writes the entry with the
 * balance it leaves, in the caller's transaction. A payment moves only while the balance covers
 * it, in the same update, so two payments (or a payment and a take-back) at once cannot take it
 * below zero: null then.
 */
export async function moveBalance(
  trx: Db,
  move: {
    memberId: number;
    kind: BalanceEntryKind;
    amount: number;
    orderId: number | null;
    /** Why the staff moved it (an adjustment); empty for the shop's own entries. */
    reason?: string;
  },
  now: number,
): Promise<number | null> {
  const row = await trx
    .updateTable('member')
    .set((eb) => ({ balance: eb('balance', '+', move.amount), updated_at: now }))
    .where('id', '=', move.memberId)
    .$if(move.amount < 0, (query) => query.where('balance', '>=', -move.amount))
    .returning('balance')
    .executeTakeFirst();
  if (!row) return null;
  const balance = Number(row.balance);
  await trx
    .insertInto('balance_entry')
    .values({
      member_id: move.memberId,
      kind: move.kind,
      amount: move.amount,
      balance_after: balance,
      order_id: move.orderId,
      reason: move.reason ?? '',
      created_at: now,
    })
    .execute();
  return balance;
}
