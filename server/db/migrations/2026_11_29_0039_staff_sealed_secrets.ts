import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// The authenticator secrets are kept sealed (encrypted, with their nonce and tag), longer than the
// bare secrets were. SQLite does not hold text to its declared length.
export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const column of ['totp_secret', 'totp_pending_secret']) {
    await db.schema
      .alterTable('staff')
      .alterColumn(column, (c) => c.setDataType('varchar(200)'))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const column of ['totp_secret', 'totp_pending_secret']) {
    await db.schema
      .alterTable('staff')
      .alterColumn(column, (c) => c.setDataType('varchar(64)'))
      .execute();
  }
}
