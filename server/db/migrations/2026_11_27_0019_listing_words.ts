import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // search_listing's words marked with where the piece holds them (1 name, 2 category or
    // series, 3 colour, material or sn) instead of weighted: the words' index then finds the
    // pieces holding a word in one place without reading each row. A search's rank is read in
    // the lists' default order, stopping at its page.
    const marked = (column: string, mark: string) =>
      sql`(regexp_replace(btrim(${sql.ref(`s.${column}`)}), '(\\S+)', ${`'${mark}\\1'`}, 'g'))::tsvector`;
    await sql`update search_listing l
      set words = ${marked('name', '1')} || ${marked('category', '2')} || ${marked('attribute', '3')}
      from goods_search s where s.goods_id = l.goods_id`.execute(db);
    // Planned from what the words are now: every search's rank queries depend on it.
    await sql`analyze search_listing`.execute(db);
    await db.schema
      .createIndex('search_listing_sort_idx')
      .on('search_listing')
      .columns(['sort', 'goods_id'])
      .execute();
    return;
  }
  // SQLite. A search's page is read from one full-text index of the pieces on sale, where
  // each word is marked with where the piece holds it and the facts a list filters by are words
  // too; each entry is numbered by the piece's place in the lists' default order, so a page of
  // matches stops early (PostgreSQL's search_listing, ordered by its index above, does the same).
  // The shop writes the entries from the pieces' words and listing rows when it starts.
  await sql`create virtual table listing_words using fts5(words, content = '',
    contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0', detail = none)`.execute(db);
  // Where each piece is in listing_words, to replace its entry when its place changes.
  await db.schema
    .createTable('listing_words_position')
    .addColumn('goods_id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.dropIndex('search_listing_sort_idx').execute();
    return;
  }
  await db.schema.dropTable('listing_words_position').execute();
  await sql`drop table listing_words`.execute(db);
}
