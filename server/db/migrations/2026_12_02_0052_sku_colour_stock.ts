import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// A list card says of each colour whether it is sold out, from the sum of its SKUs' stock: read
// from this index alone, not from a table row per SKU scattered over the table.
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('sku_colour_stock_idx')
    .on('sku')
    .columns(['goods_color_id', 'stock'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sku_colour_stock_idx').execute();
}
