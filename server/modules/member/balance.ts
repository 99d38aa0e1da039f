import type { CallParsed, CallReply } from '../../../contract/call';
import type { BalanceEntry, balanceList } from '../../../contract/member';
import type { Db } from '../../db/database';
import { countOf, loadMember, offsetOf, pagination } from './rows';

/** The member's stored value and its entries, newest first, with the order each one concerns. */
export async function listBalance(
  db: Db,
  memberId: number,
  input: CallParsed<typeof balanceList>,
): Promise<CallReply<typeof balanceList>> {
  const [member, countRow, rows] = await Promise.all([
    loadMember(db, memberId),
    db
      .selectFrom('balance_entry')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('balance_entry')
      .leftJoin('shop_order', 'shop_order.id', 'balance_entry.order_id')
      .select([
        'balance_entry.id',
        'balance_entry.kind',
        'balance_entry.amount',
        'balance_entry.balance_after',
        'balance_entry.order_id',
        'balance_entry.created_at',
        'shop_order.order_no',
      ])
      .where('balance_entry.member_id', '=', memberId)
      .orderBy('balance_entry.id', 'desc')
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size))
      .execute(),
  ]);
  const list: BalanceEntry[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    order_id: row.order_id,
    order_no: row.order_no ?? '',
    created_at: Number(row.created_at),
  }));
  return {
    balance: Number(member.balance),
    list,
    pagination: pagination(input.page, input.page_size, countOf(countRow)),
  };
}
