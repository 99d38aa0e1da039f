import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The pieces of an after-sales request: how many of which order line, and what they refund
  // (fen). The request's amount is the sum of its lines, plus the freight when it takes the
  // order's last pieces. Requests made before pieces were chosen have no lines.
  await db.schema
    .createTable('refund_line')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('refund_id', 'integer', (c) => c.notNull())
    .addColumn('order_line_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('refund_line_refund')
    .on('refund_line')
    .columns(['refund_id', 'order_line_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('refund_line_order_line')
    .on('refund_line')
    .column('order_line_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('refund_line').execute();
}
