import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/** The shop's own vocabulary across languages and registers; the operator extends it. */
const SYNONYMS = [
  ['手袋', '包', '包袋', '包包', 'bag', 'handbag'],
  ['鞋履', '鞋', '鞋子', 'shoe', 'footwear'],
  ['女士', '女装', 'women', 'woman', 'ladies', 'womenswear'],
  ['男士', '男装', 'men', 'man', 'mens', 'menswear'],
  ['配饰', '饰品', 'accessory'],
  ['大衣', 'coat', 'overcoat'],
  ['外套', '夹克', 'jacket'],
  ['毛衣', '针织衫', 'sweater', 'knitwear', 'jumper', 'pullover'],
  ['连衣裙', '裙子', 'dress'],
  ['半身裙', '短裙', 'skirt'],
  ['衬衫', '衬衣', 'shirt'],
  ['裤子', '长裤', '裤装', 'trouser', 'pant'],
  ['运动鞋', '球鞋', 'sneaker', 'trainer'],
  ['围巾', '披肩', 'scarf', 'shawl'],
  ['钱包', '钱夹', 'wallet', 'purse'],
  ['腰带', '皮带', 'belt'],
  ['靴子', '靴', 'boot'],
  ['高跟鞋', 'pump', 'heel'],
  ['太阳镜', '墨镜', 'sunglass'],
  ['珠宝', '首饰', 'jewellery', 'jewelry'],
  ['白色', '象牙白', 'white', 'ivory'],
];

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // goods_search replaces the one lower-cased text searched with LIKE.
  await db.schema.alterTable('goods_text').dropColumn('search_text').execute();
  await db.schema
    .createTable('goods_search')
    .addColumn('goods_id', 'integer', (c) =>
      c.primaryKey().references('goods.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('attribute', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  if (postgres) {
    // The words are cut already, letters and digits only: each becomes a lexeme as it is, in
    // tsvector's own text form, with no parser's idea of where a Chinese word ends. A column of
    // its own for each of goods_search's: a search asks one of them where a word is held, for a
    // piece's rank, without weights (which every match would have to be read again for).
    const lexemes = (column: string) =>
      sql`(regexp_replace(btrim(${sql.ref(column)}), '(\\S+)', '''\\1''', 'g'))::tsvector`;
    for (const column of ['name', 'category', 'attribute', 'description']) {
      await sql`alter table goods_search add column ${sql.ref(`${column}_words`)} tsvector not null
        generated always as (${lexemes(column)}) stored`.execute(db);
    }
    // What a search looks through first (every column but the description), and everything.
    await sql`alter table goods_search add column named_words tsvector not null generated always as (
      ${lexemes('name')} || ${lexemes('category')} || ${lexemes('attribute')}) stored`.execute(db);
    await sql`alter table goods_search add column document tsvector not null generated always as (
      ${lexemes('name')} || ${lexemes('category')} || ${lexemes('attribute')} ||
      ${lexemes('description')}) stored`.execute(db);
    for (const column of ['named_words', 'document']) {
      await sql`create index ${sql.id(`goods_search_${column}_idx`)} on goods_search
        using gin (${sql.ref(column)})`.execute(db);
    }
  } else {
    await sql`create virtual table goods_search_fts using fts5(
      name, category, attribute, description,
      content = 'goods_search', content_rowid = 'goods_id',
      tokenize = 'unicode61 remove_diacritics 0', detail = column, prefix = '2 3')`.execute(db);
    const row = (prefix: string) =>
      sql.raw(
        ['goods_id', 'name', 'category', 'attribute', 'description']
          .map((c) => `${prefix}.${c}`)
          .join(', '),
      );
    const fts = sql.raw(
      'goods_search_fts(goods_search_fts, rowid, name, category, attribute, description)',
    );
    await sql`create trigger goods_search_added after insert on goods_search begin
      insert into goods_search_fts(rowid, name, category, attribute, description) values (${row('new')});
    end`.execute(db);
    await sql`create trigger goods_search_removed after delete on goods_search begin
      insert into ${fts} values ('delete', ${row('old')});
    end`.execute(db);
    await sql`create trigger goods_search_changed after update on goods_search begin
      insert into ${fts} values ('delete', ${row('old')});
      insert into goods_search_fts(rowid, name, category, attribute, description) values (${row('new')});
    end`.execute(db);
  }

  await db.schema
    .createTable('search_synonym')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('word', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonym_pk', ['group_id', 'word'])
    .execute();
  await db.schema
    .createIndex('search_synonym_word_idx')
    .on('search_synonym')
    .column('word')
    .execute();
  await db
    .insertInto('search_synonym' as never)
    .values(
      SYNONYMS.flatMap((words, index) =>
        words.map((word) => ({ group_id: index + 1, word })),
      ) as never,
    )
    .execute();

  // The words of the pieces' names, with how many pieces name them: what suggestions complete
  // and typos are corrected to. Each is found by its keys: itself, its pinyin and initials.
  await db.schema
    .createTable('search_word')
    .addColumn('word', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_word_key')
    // Compared byte by byte on PostgreSQL as on SQLite, so that a prefix is a range of keys.
    .addColumn('key', postgres ? sql`varchar(128) collate "C"` : 'varchar(128)', (c) => c.notNull())
    .addColumn('word', 'varchar(64)', (c) =>
      c.notNull().references('search_word.word').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('search_word_key_pk', ['key', 'word'])
    .execute();
  await db.schema
    .createIndex('search_word_key_word_idx')
    .on('search_word_key')
    .column('word')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_word_key').execute();
  await db.schema.dropTable('search_word').execute();
  await db.schema.dropTable('search_synonym').execute();
  await sql`drop trigger if exists goods_search_added`.execute(db);
  await sql`drop trigger if exists goods_search_removed`.execute(db);
  await sql`drop trigger if exists goods_search_changed`.execute(db);
  await sql`drop table if exists goods_search_fts`.execute(db);
  await db.schema.dropTable('goods_search').execute();
  await db.schema
    .alterTable('goods_text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
