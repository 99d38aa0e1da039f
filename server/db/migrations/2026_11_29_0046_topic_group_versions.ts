import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// A collection of stories' version: each save from the console raises it, so of two staff
// saving the same collection at once, one is told.
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('topic_group')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('topic_group').dropColumn('version').execute();
}
