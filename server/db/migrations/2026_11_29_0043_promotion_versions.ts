import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// A promotion's version: each change the console makes raises it, so that of two staff saving
// the same promotion at once one is told.
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('promotion')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('promotion').dropColumn('version').execute();
}
