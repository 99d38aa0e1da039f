import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // What lists read of each piece on sale, once under its category and once under each category
  // above it (0: the whole shop), so that a list is one range of one index whatever its size.
  await db.schema
    .createTable('goods_listing')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('series_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('promotion_id', 'integer')
    .addColumn('colours', 'varchar(512)', (c) => c.notNull())
    .addColumn('sizes', 'varchar(512)', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_listing_pk', ['category_id', 'goods_id'])
    // SQLite keeps a category's rows together, in the order of its key.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  for (const [name, column] of [
    ['goods_listing_sort_idx', 'sort'],
    ['goods_listing_price_idx', 'price'],
    ['goods_listing_new_idx', 'created_at'],
    ['goods_listing_sales_idx', 'sales'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('goods_listing')
      .columns(['category_id', column, 'goods_id'])
      .execute();
  }
  await db.schema
    .createIndex('goods_listing_goods_idx')
    .on('goods_listing')
    .column('goods_id')
    .execute();
  // The size filter looks for a size in stock among a piece's SKUs.
  await db.schema
    .createIndex('sku_goods_size_idx')
    .on('sku')
    .columns(['goods_id', 'size', 'stock'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sku_goods_size_idx').execute();
  await db.schema.dropTable('goods_listing').execute();
}
