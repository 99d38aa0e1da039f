import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/** What the console's dashboard looks up: orders by the moment they were paid, and the work open. */
const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: 'shop_order_paid_idx', table: 'shop_order', columns: ['paid_at'] },
  { name: 'shop_order_cancel_idx', table: 'shop_order', columns: ['cancel_status', 'updated_at'] },
  { name: 'refund_status_idx', table: 'refund', columns: ['status', 'created_at'] },
  { name: 'sku_stock_idx', table: 'sku', columns: ['stock'] },
  { name: 'appointment_date_idx', table: 'appointment', columns: ['date', 'period'] },
];

export async function up(db: Db): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
