import type { TestShop } from '../../../test/harness';

/** The member's points and balance as they are now. */
export function memberFigures(shop: TestShop, memberId: number) {
  return shop.db
    .selectFrom('member')
    .select(['points', 'lifetime_points', 'balance'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow()
    .then((row) => ({
      points: Number(row.points),
      lifetime_points: Number(row.lifetime_points),
      balance: Number(row.balance),
    }));
}

/** Sets the member's points and balance (with no ledger entry: a starting point for a test). */
export async function giveMember(
  shop: TestShop,
  memberId: number,
  figures: { points?: number; balance?: number },
) {
  await shop.db.updateTable('member').set(figures).where('id', '=', memberId).execute();
}

/** The audit log's rows about one member, oldest first. */
export function memberAudit(shop: TestShop, memberId: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'member')
    .where('record_id', '=', String(memberId))
    .orderBy('id')
    .execute();
}
