import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // PostgreSQL only. For each word search_listing marks often and each fact a list filters by,
  // which pieces hold it, one bit per piece id: a search's count and filter panel become bit
  // operations on a few rows instead of a visit to every match's row. The shop fills it from
  // search_listing (the row of the empty word holds the length every row has).
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('search_bits')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('bits', sql`bit varying`, (c) => c.notNull())
    .execute();
  // Read whole on every search: kept uncompressed, as decompressing costs more than reading.
  await sql`alter table search_bits alter column bits set storage external`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable('search_bits').execute();
}
