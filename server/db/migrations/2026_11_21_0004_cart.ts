import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('cart_line')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('custom_letters', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_position', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('letter_color', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('number_color', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    // JSON: string[]
    .addColumn('pendants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('inner_area', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    // A digest of the personalisation: one line per SKU and personalisation.
    .addColumn('personal_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cart_line_identity_uq', ['member_id', 'sku_id', 'personal_key'])
    .execute();
  await db.schema
    .createIndex('cart_line_member_idx')
    .on('cart_line')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('cart_line').execute();
}
