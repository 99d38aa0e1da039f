import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // WeChat's access tokens and JS-SDK tickets, one row each by name (kind and appid). WeChat
  // limits how often they may be fetched, and a new access token retires the one before: every
  // instance reads them here, and one at a time renews them under a lease.
  await db.schema
    .createTable('wechat_credential')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    // WeChat asks to keep at least 512 characters for an access token.
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    // Epoch milliseconds, as WeChat's expires_in gave it when the value was fetched.
    .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    // Epoch milliseconds: while in the future, `lease_holder` is renewing the value.
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_holder', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('wechat_credential').execute();
}
