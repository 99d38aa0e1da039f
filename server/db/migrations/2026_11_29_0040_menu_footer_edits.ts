import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A menu item can be hidden from the shoppers without being removed; every one is shown now.
  await db.schema
    .alterTable('menu')
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The edits of a menu item and of a footer group (with its links), counted: of two staff
  // saving the same one at once one wins, the other is told.
  await db.schema
    .alterTable('menu')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('footer_group')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('footer_group').dropColumn('version').execute();
  await db.schema.alterTable('menu').dropColumn('version').execute();
  await db.schema.alterTable('menu').dropColumn('shown').execute();
}
