import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// The sizes a piece has in stock, beside the sizes it comes in: a list filtered by size reads
// them from its listing rows instead of visiting the piece's SKUs. Written by every stock
// change. The search structures holding them as facts are emptied: the shop builds them again
// when it starts, as for a catalogue that never had them.
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const tables = postgres ? ['goods_listing', 'search_listing'] : ['goods_listing'];
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('sizes_in_stock', 'varchar(512)', (c) => c.notNull().defaultTo(' '))
      .execute();
  }
  const stocked = postgres
    ? sql`(select ' ' || string_agg(distinct sku.size, ' ' order by sku.size) || ' ' from sku
        where sku.goods_id = t.goods_id and sku.stock > 0)`
    : sql`(select ' ' || group_concat(size, ' ') || ' ' from (select distinct sku.size from sku
        where sku.goods_id = t.goods_id and sku.stock > 0 order by sku.size))`;
  for (const table of tables) {
    await sql`update ${sql.table(table)} as t
      set sizes_in_stock = coalesce(${stocked}, ' ')`.execute(db);
  }
  if (postgres) {
    await sql`delete from search_bits`.execute(db);
    return;
  }
  await sql`insert into listing_words (listing_words) values ('delete-all')`.execute(db);
  await sql`delete from listing_words_position`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of postgres ? ['goods_listing', 'search_listing'] : ['goods_listing']) {
    await db.schema.alterTable(table).dropColumn('sizes_in_stock').execute();
  }
}
