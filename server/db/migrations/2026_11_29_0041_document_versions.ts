import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// A document's version: each publish raises it, so of two staff publishing at once one is told.
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('document').dropColumn('version').execute();
}
