import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The master of every picture the shop serves, so that every instance renders the same one.
  await db.schema
    .createTable('media_master')
    // As the media URLs name it: `/media/<path>-<width>.webp`.
    .addColumn('path', 'varchar(255)', (c) => c.primaryKey())
    // image/svg+xml, image/jpeg, image/png or image/webp.
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    // SHA-256 of the bytes, in hex: a replaced master gets a new one.
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Epoch milliseconds: when these bytes were stored.
    .addColumn('stored_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_master').execute();
}
