import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

// SQLite: suggestions look for what is being typed as the beginning of a word, from its first
// letter. The full-text index kept the pieces' words by their first two and three letters only,
// so one letter (c, 羊) was looked for through every word it begins, hundreds of them at
// 100,000 pieces: the index now keeps them by their first letter as well. PostgreSQL's
// prefix search needs nothing of the kind.

const COLUMNS = ['name', 'category', 'attribute', 'description'];

async function indexWithPrefixes(db: Db, prefixes: string): Promise<void> {
  for (const trigger of ['goods_search_added', 'goods_search_removed', 'goods_search_changed']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table goods_search_fts`.execute(db);
  await sql`create virtual table goods_search_fts using fts5(
    name, category, attribute, description,
    content = 'goods_search', content_rowid = 'goods_id',
    tokenize = 'unicode61 remove_diacritics 0', detail = column,
    prefix = ${sql.lit(prefixes)})`.execute(db);
  const row = (prefix: string) =>
    sql.raw(['goods_id', ...COLUMNS].map((c) => `${prefix}.${c}`).join(', '));
  const fts = sql.raw(
    'goods_search_fts(goods_search_fts, rowid, name, category, attribute, description)',
  );
  const insert = sql.raw(
    'insert into goods_search_fts(rowid, name, category, attribute, description)',
  );
  await sql`create trigger goods_search_added after insert on goods_search begin
    ${insert} values (${row('new')});
  end`.execute(db);
  await sql`create trigger goods_search_removed after delete on goods_search begin
    insert into ${fts} values ('delete', ${row('old')});
  end`.execute(db);
  await sql`create trigger goods_search_changed after update on goods_search begin
    insert into ${fts} values ('delete', ${row('old')});
    ${insert} values (${row('new')});
  end`.execute(db);
  await sql`insert into goods_search_fts(goods_search_fts) values ('rebuild')`.execute(db);
}

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await indexWithPrefixes(db, '1 2 3');
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await indexWithPrefixes(db, '2 3');
}
