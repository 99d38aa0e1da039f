import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // What open orders hold of a SKU is read whenever the catalogue's stock is set.
  await db.schema.createIndex('order_line_sku_idx').on('order_line').column('sku_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('order_line_sku_idx').execute();
}
