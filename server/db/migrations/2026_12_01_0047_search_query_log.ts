import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// The anonymous log of shoppers' searches: what was searched for, in which language, how many
// pieces it found and whether one of them was opened. Nothing in it names who searched: no
// member, no address, no device. Rows older than 90 days are deleted.
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('search_query_log')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // Trimmed, spaces folded, lower case: the keyword field takes 50 characters.
    .addColumn('query', 'varchar(100)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('result_count', 'integer', (c) => c.notNull())
    // Epoch milliseconds.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    // Random, handed to the browser that searched so that it can say a result was opened.
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  // The report reads a window of days, and pruning deletes the oldest.
  await db.schema
    .createIndex('search_query_log_created_idx')
    .on('search_query_log')
    .columns(['created_at', 'query'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_query_log').execute();
}
