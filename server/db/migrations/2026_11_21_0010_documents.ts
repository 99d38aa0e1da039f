import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const document = db.schema.createTable('document');
  await (
    postgres
      ? document.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : document.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    // 1: shown in the documents centre; 0: a one-off text reached by its code only.
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('document_text')
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // Cleaned HTML (server/lib/rich-text.ts).
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // Epoch milliseconds: when this language's text last changed.
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_text_pk', ['document_id', 'lang'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('document_text').execute();
  await db.schema.dropTable('document').execute();
}
