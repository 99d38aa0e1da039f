import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // A SKU's own code, unique in the shop: the catalogue feed names SKUs by it. SQLite adds a
  // NOT NULL column only with a default; every SKU gets its code below.
  await db.schema
    .alterTable('sku')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The SKUs a shop already has: their piece's sn, colour slug and size, e.g. MW24-001-black-M.
  await sql`
    update sku set code = (
      select goods.sn || '-' || color.slug || '-' || sku.size
      from goods_color
      join goods on goods.id = goods_color.goods_id
      join color on color.id = goods_color.color_id
      where goods_color.id = sku.goods_color_id
    )
  `.execute(db);
  // Joined with '-', two different SKUs could still spell the same code: those take their id.
  await sql`
    update sku set code = code || '-' || cast(id as varchar(20))
    where code in (select code from sku group by code having count(*) > 1)
  `.execute(db);
  await db.schema.createIndex('sku_code_unique').on('sku').column('code').unique().execute();
  if (postgres) await sql`alter table sku alter column code drop default`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sku_code_unique').execute();
  await db.schema.alterTable('sku').dropColumn('code').execute();
}
