import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // PostgreSQL only. A search there reads each match's row: the listing row of the whole shop
  // and the piece's words, kept together so that a search reads one narrow row per match instead
  // of a listing row and a words row. SQLite's full-text index answers from its own pages.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('search_listing')
    .addColumn('goods_id', 'integer', (c) =>
      c.primaryKey().references('goods.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('series_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('promotion_id', 'integer')
    .addColumn('colours', 'varchar(512)', (c) => c.notNull())
    .addColumn('sizes', 'varchar(512)', (c) => c.notNull())
    // The piece's category and those above it, the whole shop (0) left out.
    .addColumn('categories', sql`integer[]`, (c) => c.notNull())
    // The words of goods_search's name, category and attribute, weighted A, B and C by them.
    .addColumn('words', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index search_listing_words_idx on search_listing using gin (words)`.execute(db);
  await sql`create index search_listing_categories_idx on search_listing using gin (categories)`.execute(
    db,
  );
  const weighted = (column: string, weight: string) =>
    sql`(regexp_replace(btrim(s.${sql.raw(column)}), '(\\S+)', ${`'\\1':1${weight}`}, 'g'))::tsvector`;
  await sql`insert into search_listing
    select l.goods_id, l.sort, l.price, l.sales, l.created_at, l.series_id, l.season_id,
      l.promotion_id, l.colours, l.sizes,
      array(select c.category_id from goods_listing c
        where c.goods_id = l.goods_id and c.category_id <> 0 order by c.category_id),
      ${weighted('name', 'A')} || ${weighted('category', 'B')} || ${weighted('attribute', 'C')}
    from goods_listing l join goods_search s on s.goods_id = l.goods_id
    where l.category_id = 0`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable('search_listing').execute();
}
