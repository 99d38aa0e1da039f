import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // The nonce of every payment notify taken, by provider: the same nonce twice is a replay.
  await db.schema
    .createTable('notify_nonce')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    // SHA-256 of the nonce, hex: providers' nonces differ in length and alphabet.
    .addColumn('nonce_digest', 'varchar(64)', (c) => c.notNull())
    // Epoch milliseconds: from then on the notify's signed timestamp is too old to be taken, so
    // the row may go.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notify_nonce_pk', ['provider', 'nonce_digest'])
    .execute();
  await db.schema
    .createIndex('notify_nonce_expires_idx')
    .on('notify_nonce')
    .column('expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('notify_nonce').execute();
}
