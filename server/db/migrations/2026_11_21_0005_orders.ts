import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  // Activities: whether a promotion may be combined with coupons and with points.
  await db.schema
    .alterTable('promotion')
    .addColumn('is_coupon', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('promotion')
    .addColumn('is_integral', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Stored value a member may pay with, in fen.
  await db.schema
    .alterTable('member')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('shop_order'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    // unpaid, paid, shipped, completed, cancelled
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // null, processing, rejected
    .addColumn('cancel_status', 'varchar(16)')
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_refuse_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('goods_amount', 'bigint', (c) => c.notNull())
    .addColumn('product_discount', 'bigint', (c) => c.notNull())
    .addColumn('member_discount', 'bigint', (c) => c.notNull())
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_amount', 'bigint', (c) => c.notNull())
    .addColumn('points_used', 'integer', (c) => c.notNull())
    .addColumn('points_amount', 'bigint', (c) => c.notNull())
    .addColumn('freight', 'bigint', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points_earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_method', 'varchar(16)')
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('shop_order_idempotency_uq', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('shop_order_member_idx')
    .on('shop_order')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('shop_order_deadline_idx')
    .on('shop_order')
    .columns(['status', 'pay_deadline'])
    .execute();

  await withId(db, db.schema.createTable('order_line'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('cart_line_id', 'integer')
    .addColumn('promotion_id', 'integer')
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('custom_letters', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_position', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('letter_color', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('number_color', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('pendants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('inner_area', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();

  // One row per attempt to pay through a provider (or from the balance).
  await withId(db, db.schema.createTable('payment'))
    .addColumn('payment_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // pending, paid, failed, closed
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_txn', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('payment_order_idx').on('payment').column('order_id').execute();

  // After-sales requests, and money sent back for them or for a cancelled paid order.
  await withId(db, db.schema.createTable('refund'))
    .addColumn('refund_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // refund, return, cancel (a cancellation agreed after payment), late (paid after cancelling)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    // requested, reviewing, agreed, returning, refunded, refused
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('contact', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('express_company', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('express_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    // JSON: [{status, at}]
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('payment_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('refunded_at', 'bigint')
    .execute();
  await db.schema.createIndex('refund_order_idx').on('refund').column('order_id').execute();

  await withId(db, db.schema.createTable('invoice'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('invoice_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('header_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // requested, needs_service, issued
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // The sandbox cashier: what it was asked to collect, and its notify callbacks to deliver.
  await db.schema
    .createTable('sandbox_payment')
    .addColumn('payment_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // pending, paid, failed, closed
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_notify_at', 'bigint')
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'sandbox_payment',
    'invoice',
    'refund',
    'payment',
    'order_line',
    'shop_order',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('member').dropColumn('balance').execute();
  await db.schema.alterTable('promotion').dropColumn('is_integral').execute();
  await db.schema.alterTable('promotion').dropColumn('is_coupon').execute();
}
