import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // The sweep run that is cancelling an overdue order, and until when (epoch milliseconds) its
  // claim holds: the other instances leave the order alone until then.
  await db.schema.alterTable('shop_order').addColumn('sweep_claimed_by', 'varchar(32)').execute();
  await db.schema.alterTable('shop_order').addColumn('sweep_claimed_until', 'bigint').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('shop_order').dropColumn('sweep_claimed_until').execute();
  await db.schema.alterTable('shop_order').dropColumn('sweep_claimed_by').execute();
}
