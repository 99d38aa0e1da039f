import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

function withId(db: Db, table: CreateTableBuilder<string>): CreateTableBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A `<owner>_text` table: one row per language, keyed by (owner id, lang). */
function textTable(db: Db, owner: string, fields: string[]) {
  let table = db.schema
    .createTable(`${owner}_text`)
    .addColumn(`${owner}_id`, 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull());
  for (const field of fields) {
    table = table.addColumn(field, 'text', (c) => c.notNull().defaultTo(''));
  }
  return table.addPrimaryKeyConstraint(`${owner}_text_pk`, [`${owner}_id`, 'lang']).execute();
}

export async function up(db: Db): Promise<void> {
  // A named collection of articles (the waterfall of a campaign).
  await withId(db, db.schema.createTable('topic_group'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await textTable(db, 'topic_group', ['name', 'description']);

  // A campaign: a hero picture (wide and portrait) above a column of blocks.
  await withId(db, db.schema.createTable('topic_page'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('topic_group_id', 'integer')
    .addColumn('hero_path', 'varchar(160)', (c) => c.notNull())
    .addColumn('hero_width', 'integer', (c) => c.notNull())
    .addColumn('hero_height', 'integer', (c) => c.notNull())
    .addColumn('mobile_hero_path', 'varchar(160)', (c) => c.notNull())
    .addColumn('mobile_hero_width', 'integer', (c) => c.notNull())
    .addColumn('mobile_hero_height', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await textTable(db, 'topic_page', ['title', 'subtitle', 'summary']);

  // text, picture, goods or news; config holds what is the same in every language (JSON).
  await withId(db, db.schema.createTable('topic_block'))
    .addColumn('topic_page_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('topic_block_page_idx')
    .on('topic_block')
    .columns(['topic_page_id', 'sort'])
    .execute();
  // The block's words as JSON: title, text, caption, button.
  await textTable(db, 'topic_block', ['content']);

  await withId(db, db.schema.createTable('topic_news'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('topic_group_id', 'integer', (c) => c.notNull())
    .addColumn('cover_path', 'varchar(160)', (c) => c.notNull())
    .addColumn('cover_width', 'integer', (c) => c.notNull())
    .addColumn('cover_height', 'integer', (c) => c.notNull())
    // JSON array of goods ids, in the order shown.
    .addColumn('goods_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('topic_news_group_idx')
    .on('topic_news')
    .columns(['topic_group_id', 'published_at'])
    .execute();
  // body: rich HTML, cleaned when stored and again when served.
  await textTable(db, 'topic_news', ['title', 'summary', 'body']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'topic_news_text',
    'topic_news',
    'topic_block_text',
    'topic_block',
    'topic_page_text',
    'topic_page',
    'topic_group_text',
    'topic_group',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
