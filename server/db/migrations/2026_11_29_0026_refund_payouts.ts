import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A refund the payment provider took but has not paid out yet is `processing`: since when
  // (epoch milliseconds), and when the shop next asks the provider about it (the sweep's claim
  // moves it on). When the provider could not pay it out, its word for why (ABNORMAL, CLOSED,
  // NOT_FOUND), for the operator; '' otherwise.
  await db.schema.alterTable('refund').addColumn('payout_sent_at', 'bigint').execute();
  await db.schema.alterTable('refund').addColumn('payout_check_at', 'bigint').execute();
  await db.schema
    .alterTable('refund')
    .addColumn('payout_failure', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('refund_payout_check')
    .on('refund')
    .columns(['status', 'payout_check_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('refund_payout_check').execute();
  await db.schema.alterTable('refund').dropColumn('payout_failure').execute();
  await db.schema.alterTable('refund').dropColumn('payout_check_at').execute();
  await db.schema.alterTable('refund').dropColumn('payout_sent_at').execute();
}
