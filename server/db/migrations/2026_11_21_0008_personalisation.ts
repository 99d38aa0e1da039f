import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const option = db.schema.createTable('personal_option');
  await (
    postgres
      ? option.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : option.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    // position, letter_color, number_color, pendant or inner_area.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    // '#rrggbb' for colours; '' for everything else and for tone-on-tone letters.
    .addColumn('hex', 'varchar(7)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('personal_option_kind_code_uq', ['kind', 'code'])
    .execute();

  await db.schema
    .createTable('personal_option_text')
    .addColumn('personal_option_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('personal_option_text_pk', ['personal_option_id', 'lang'])
    .execute();

  await db.schema
    .createTable('personal_goods')
    .addColumn('goods_id', 'integer', (c) => c.primaryKey())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('personal_goods_option')
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('personal_option_id', 'integer', (c) => c.notNull())
    // Where a position's letters sit on the product's picture, in thousandths of its width
    // (x, size) and height (y); 0 for the other kinds.
    .addColumn('x', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('personal_goods_option_pk', ['goods_id', 'personal_option_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('personal_goods_option').execute();
  await db.schema.dropTable('personal_goods').execute();
  await db.schema.dropTable('personal_option_text').execute();
  await db.schema.dropTable('personal_option').execute();
}
