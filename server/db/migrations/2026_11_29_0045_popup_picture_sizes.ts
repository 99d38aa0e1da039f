import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A popup's picture is shown at its own size; the popups saved before kept only its path and
  // are shown at the size they were made for (no size: 1000 × 1250).
  await db.schema.alterTable('popup').addColumn('picture_width', 'integer').execute();
  await db.schema.alterTable('popup').addColumn('picture_height', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('popup').dropColumn('picture_height').execute();
  await db.schema.alterTable('popup').dropColumn('picture_width').execute();
}
