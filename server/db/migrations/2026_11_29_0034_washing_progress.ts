import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/**
 * A washing request's care after the drop-off: its price (fen, set once the piece is examined),
 * its progress ('' until the boutique has the piece, then received, cleaning, ready, collected)
 * and the pick-up notice sent to the member. A boutique's closed day keeps why, when and by whom.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('appointment').addColumn('price', 'integer').execute();
  await db.schema
    .alterTable('appointment')
    .addColumn('washing_state', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('appointment')
    .addColumn('pickup_notice', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('appointment').addColumn('notified_at', 'bigint').execute();
  await db.schema
    .alterTable('store_closed_day')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('store_closed_day').addColumn('closed_at', 'bigint').execute();
  await db.schema
    .alterTable('store_closed_day')
    .addColumn('closed_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('store_closed_day').dropColumn('closed_by').execute();
  await db.schema.alterTable('store_closed_day').dropColumn('closed_at').execute();
  await db.schema.alterTable('store_closed_day').dropColumn('reason').execute();
  await db.schema.alterTable('appointment').dropColumn('notified_at').execute();
  await db.schema.alterTable('appointment').dropColumn('pickup_notice').execute();
  await db.schema.alterTable('appointment').dropColumn('washing_state').execute();
  await db.schema.alterTable('appointment').dropColumn('price').execute();
}
