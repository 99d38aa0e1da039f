import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A coupon takes either an amount (value_fen) or a percentage off (percent_off, 0 for an
  // amount), perhaps capped (cap_fen, 0 for no cap); it applies to the whole shop, to some
  // categories or to some pieces (limit_kind 'all', 'categories' or 'pieces').
  await db.schema
    .alterTable('coupon_template')
    .addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('coupon_template')
    .addColumn('cap_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('coupon_template')
    .addColumn('limit_kind', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
    .execute();
  // The categories (with their subcategories) or the pieces (by SN) a limited coupon applies to.
  await db.schema
    .createTable('coupon_template_limit')
    .addColumn('coupon_template_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('goods_sn', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('coupon_template_limit_idx')
    .on('coupon_template_limit')
    .column('coupon_template_id')
    .execute();
  // What of the order's coupon each line took, so that a refund of the line gives back its share.
  await db.schema
    .alterTable('order_line')
    .addColumn('coupon_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('order_line').dropColumn('coupon_fen').execute();
  await db.schema.dropIndex('coupon_template_limit_idx').execute();
  await db.schema.dropTable('coupon_template_limit').execute();
  for (const column of ['limit_kind', 'cap_fen', 'percent_off']) {
    await db.schema.alterTable('coupon_template').dropColumn(column).execute();
  }
}
