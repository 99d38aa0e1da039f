import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const store = db.schema.createTable('store');
  await (
    postgres
      ? store.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : store.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull().defaultTo('CN'))
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    // WGS-84 degrees.
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // JSON array: appointment, washing, personalisation.
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('store_region_idx')
    .on('store')
    .columns(['country_code', 'province_code', 'city_code'])
    .execute();

  await db.schema
    .createTable('store_text')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('store_text_pk', ['store_id', 'lang'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('store_text').execute();
  await db.schema.dropTable('store').execute();
}
