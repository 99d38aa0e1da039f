import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // Coupons the brand's team creates in the console: the dates every coupon issued from them is
  // valid between (null for the registration gift, which counts valid_days from the day it is
  // given), a code members can type to take one (null: given by the staff only), when the
  // team stopped issuing it, and when it was created.
  await db.schema.alterTable('coupon_template').addColumn('starts_at', 'bigint').execute();
  await db.schema.alterTable('coupon_template').addColumn('ends_at', 'bigint').execute();
  await db.schema.alterTable('coupon_template').addColumn('redeem_code', 'varchar(32)').execute();
  await db.schema.alterTable('coupon_template').addColumn('disabled_at', 'bigint').execute();
  await db.schema
    .alterTable('coupon_template')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('coupon_template_redeem_code_idx')
    .on('coupon_template')
    .column('redeem_code')
    .unique()
    .execute();
  // The issued and used counts of one coupon.
  await db.schema
    .createIndex('coupon_template_idx')
    .on('coupon')
    .columns(['template_id', 'member_id'])
    .execute();
  // The newsletter's list, newest first.
  await db.schema
    .createIndex('subscription_created_idx')
    .on('subscription')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('subscription_created_idx').execute();
  await db.schema.dropIndex('coupon_template_idx').execute();
  await db.schema.dropIndex('coupon_template_redeem_code_idx').execute();
  for (const column of ['created_at', 'disabled_at', 'redeem_code', 'ends_at', 'starts_at']) {
    await db.schema.alterTable('coupon_template').dropColumn(column).execute();
  }
}
