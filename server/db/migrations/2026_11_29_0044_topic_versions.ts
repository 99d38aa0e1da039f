import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// A campaign's and an article's version: each save from the console raises it, so of two staff
// saving the same one at once, one is told.
export async function up(db: Db): Promise<void> {
  for (const table of ['topic_page', 'topic_news']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of ['topic_page', 'topic_news']) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
