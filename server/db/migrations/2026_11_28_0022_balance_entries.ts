import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

interface Entry {
  member_id: number;
  kind: string;
  amount: number;
  order_id: number | null;
  created_at: number;
}

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The member's stored value, entry by entry: top-ups (positive), payments (negative) and
  // refunds to the balance (positive), each with the balance it left.
  await db.schema
    .createTable('balance_entry')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // top_up, payment, refund; brought_forward for what a member held before entries were kept.
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('balance_entry_member')
    .on('balance_entry')
    .columns(['member_id', 'id'])
    .execute();

  // What happened before: payments from the balance and refunds to it are in `payment`; the rest
  // of a member's balance was topped up at times nobody wrote down, so it is brought forward.
  const { rows: moves } = await sql<{
    member_id: number;
    status: string;
    amount: number | string;
    order_id: number;
    paid_at: number | string | null;
    created_at: number | string;
  }>`
    select shop_order.member_id, payment.status, payment.amount, payment.order_id,
      payment.paid_at, payment.created_at
    from payment join shop_order on shop_order.id = payment.order_id
    where payment.method = 'balance' and payment.status in ('paid', 'refunded')
  `.execute(db);
  const { rows: held } = await sql<{
    id: number;
    balance: number | string;
    created_at: number | string;
  }>`
    select id, balance, created_at from member
    where balance <> 0 or id in (
      select shop_order.member_id from payment join shop_order on shop_order.id = payment.order_id
      where payment.method = 'balance' and payment.status in ('paid', 'refunded')
    )
  `.execute(db);

  const byMember = new Map<number, Entry[]>();
  for (const move of moves) {
    const paid = move.status === 'paid';
    const entry: Entry = {
      member_id: move.member_id,
      kind: paid ? 'payment' : 'refund',
      amount: paid ? -Number(move.amount) : Number(move.amount),
      order_id: move.order_id,
      created_at: Number(paid ? (move.paid_at ?? move.created_at) : move.created_at),
    };
    byMember.set(move.member_id, [...(byMember.get(move.member_id) ?? []), entry]);
  }
  for (const member of held) {
    const entries = (byMember.get(member.id) ?? []).sort((a, b) => a.created_at - b.created_at);
    const moved = entries.reduce((sum, entry) => sum + entry.amount, 0);
    const forward = Number(member.balance) - moved;
    if (forward !== 0) {
      const first = entries[0]?.created_at ?? Number(member.created_at);
      entries.unshift({
        member_id: member.id,
        kind: 'brought_forward',
        amount: forward,
        order_id: null,
        created_at: Math.min(first, Number(member.created_at)),
      });
    }
    let balance = 0;
    for (const entry of entries) {
      balance += entry.amount;
      await sql`
        insert into balance_entry (member_id, kind, amount, balance_after, order_id, created_at)
        values (${entry.member_id}, ${entry.kind}, ${entry.amount}, ${balance},
          ${entry.order_id}, ${entry.created_at})
      `.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('balance_entry').execute();
}
