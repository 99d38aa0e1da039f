import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // What the merchant is preparing for a piece of the shop's content (the home page), before it
  // is published: one draft per piece, shared by the team. `version` counts its saves, so that
  // of two staff saving or publishing the same draft at once one wins and the other is told.
  await db.schema
    .createTable('content_draft')
    .addColumn('piece', 'varchar(40)', (c) => c.primaryKey())
    // JSON: the whole piece as it will be published, in both languages.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The staff id as text, as the audit log names them.
    .addColumn('updated_by', 'varchar(40)', (c) => c.notNull())
    // Epoch milliseconds.
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A popup's edits, counted: of two staff saving the same popup at once one wins, one is told.
  await db.schema
    .alterTable('popup')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('popup').dropColumn('version').execute();
  await db.schema.dropTable('content_draft').execute();
}
