import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A visitor's bag lives on their device under a random id. When they sign in it is added to
  // their bag once: a second request with the same id (another tab, a retry after a lost reply)
  // finds it here and adds nothing.
  await db.schema
    .createTable('guest_bag_merge')
    .addColumn('bag_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merged_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('guest_bag_merge').execute();
}
