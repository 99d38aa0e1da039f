import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/**
 * A returned parcel as the warehouse received it: when (a return received waits for its refund),
 * and of each piece how many came back damaged and did not go back to stock.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('refund').addColumn('received_at', 'bigint').execute();
  await db.schema
    .alterTable('refund_line')
    .addColumn('damaged', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('refund_line').dropColumn('damaged').execute();
  await db.schema.alterTable('refund').dropColumn('received_at').execute();
}
