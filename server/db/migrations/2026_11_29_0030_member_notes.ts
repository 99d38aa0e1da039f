import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // What the brand's staff write down about a member (a preference, a call), newest last.
  await db.schema
    .createTable('member_note')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // The staff member's id as text, or 'operator'; their name as it was when they wrote it.
    .addColumn('author', 'varchar(32)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_note_member_idx')
    .on('member_note')
    .columns(['member_id', 'id'])
    .execute();
  // Why the staff moved a member's stored value up or down (empty for the shop's own entries).
  await db.schema
    .alterTable('balance_entry')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('balance_entry').dropColumn('reason').execute();
  await db.schema.dropTable('member_note').execute();
}
