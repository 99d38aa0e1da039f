import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // What customer service decided on a request: the number of the invoice issued, or why it was
  // refused (the shopper reads it), and when.
  await db.schema
    .alterTable('invoice')
    .addColumn('invoice_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('invoice')
    .addColumn('refuse_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('invoice').addColumn('decided_at', 'bigint').execute();
  await db.schema
    .createIndex('invoice_status_idx')
    .on('invoice')
    .columns(['status', 'created_at'])
    .execute();
  // One invoice per number: two requests given the same number at the same instant cannot both
  // be issued with it.
  await db.schema
    .createIndex('invoice_no_unique_idx')
    .on('invoice')
    .column('invoice_no')
    .unique()
    .where(sql.ref('invoice_no'), '<>', '')
    .execute();
  // The PDF of an issued invoice, kept in the database as the pictures' masters are, so that
  // every instance serves the same one.
  await db.schema
    .createTable('invoice_file')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    // application/pdf.
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    // SHA-256 of the bytes, in hex.
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Epoch milliseconds: when these bytes were stored.
    .addColumn('stored_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('invoice_file').execute();
  await db.schema.dropIndex('invoice_no_unique_idx').execute();
  await db.schema.dropIndex('invoice_status_idx').execute();
  await db.schema.alterTable('invoice').dropColumn('decided_at').execute();
  await db.schema.alterTable('invoice').dropColumn('refuse_reason').execute();
  await db.schema.alterTable('invoice').dropColumn('invoice_no').execute();
}
