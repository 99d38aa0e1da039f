import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A translation table: one row per entity and language, so a new language is only new rows. */
async function textTable(db: Db, name: string, owner: string, columns: string[]) {
  let table = db.schema
    .createTable(name)
    .addColumn(`${owner}_id`, 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull());
  for (const column of columns) {
    table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await table.addPrimaryKeyConstraint(`${name}_pk`, [`${owner}_id`, 'lang']).execute();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('language')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('category'))
    .addColumn('parent_id', 'integer')
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await textTable(db, 'category_text', 'category', ['name']);

  for (const name of ['series', 'season'] as const) {
    await withId(db, db.schema.createTable(name))
      .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await textTable(db, `${name}_text`, name, ['name']);
  }

  await withId(db, db.schema.createTable('color'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('hex', 'varchar(7)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await textTable(db, 'color_text', 'color', ['name']);

  await withId(db, db.schema.createTable('promotion'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .execute();
  await textTable(db, 'promotion_text', 'promotion', ['name', 'tag']);

  await withId(db, db.schema.createTable('goods'))
    .addColumn('sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('series_id', 'integer', (c) => c.notNull().references('series.id'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('season.id'))
    .addColumn('promotion_id', 'integer', (c) => c.references('promotion.id'))
    .addColumn('size_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await textTable(db, 'goods_text', 'goods', [
    'name',
    'description',
    'material',
    'care',
    'search_text',
  ]);
  await db.schema.createIndex('goods_category_idx').on('goods').column('category_id').execute();

  await withId(db, db.schema.createTable('goods_color'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('color_id', 'integer', (c) => c.notNull().references('color.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('goods_color_unique', ['goods_id', 'color_id'])
    .execute();

  await withId(db, db.schema.createTable('picture'))
    .addColumn('owner', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('picture_owner_idx')
    .on('picture')
    .columns(['owner', 'owner_id'])
    .execute();

  await withId(db, db.schema.createTable('sku'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('goods_color_id', 'integer', (c) => c.notNull().references('goods_color.id'))
    .addColumn('size', 'varchar(8)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('sku_stock_not_negative', sql`stock >= 0`)
    .addUniqueConstraint('sku_unique', ['goods_color_id', 'size'])
    .execute();
  await db.schema.createIndex('sku_goods_idx').on('sku').column('goods_id').execute();

  await db.schema
    .createTable('goods_collocation')
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('match_goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('goods_collocation_pk', ['goods_id', 'match_goods_id'])
    .execute();

  await db.schema
    .createTable('size_chart')
    .addColumn('size_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('size_chart_pk', ['size_kind', 'lang'])
    .execute();

  await withId(db, db.schema.createTable('menu'))
    .addColumn('parent_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link', 'text', (c) => c.notNull())
    .execute();
  await textTable(db, 'menu_text', 'menu', ['name']);

  await withId(db, db.schema.createTable('home_template'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await textTable(db, 'home_template_text', 'home_template', ['content']);

  await withId(db, db.schema.createTable('footer_group'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await textTable(db, 'footer_group_text', 'footer_group', ['title']);
  await withId(db, db.schema.createTable('footer_link'))
    .addColumn('footer_group_id', 'integer', (c) => c.notNull().references('footer_group.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await textTable(db, 'footer_link_text', 'footer_link', ['label']);

  await withId(db, db.schema.createTable('popup'))
    .addColumn('keyword', 'varchar(40)', (c) => c.notNull())
    .addColumn('picture_path', 'text')
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await textTable(db, 'popup_text', 'popup', ['title', 'body', 'button']);

  await withId(db, db.schema.createTable('hot_search'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await textTable(db, 'hot_search_text', 'hot_search', ['word']);

  await withId(db, db.schema.createTable('search_log'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_log_user_idx').on('search_log').column('user_id').execute();

  await withId(db, db.schema.createTable('subscription'))
    .addColumn('email', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'setting',
    'subscription',
    'search_log',
    'hot_search_text',
    'hot_search',
    'popup_text',
    'popup',
    'footer_link_text',
    'footer_link',
    'footer_group_text',
    'footer_group',
    'home_template_text',
    'home_template',
    'menu_text',
    'menu',
    'size_chart',
    'goods_collocation',
    'sku',
    'picture',
    'goods_color',
    'goods_text',
    'goods',
    'promotion_text',
    'promotion',
    'color_text',
    'color',
    'season_text',
    'season',
    'series_text',
    'series',
    'category_text',
    'category',
    'language',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
