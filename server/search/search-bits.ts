import { sql } from 'kysely';
import type { Db } from '../db/database';
import { facetWord } from './listing-words';

// PostgreSQL's search_bits (migration 0020): for each word search_listing often holds (marked by
// place) and each fact lists filter by (listing-words.ts facetWord), the pieces holding it, one
// bit per piece id. A search's count and filter panel are then bit operations on a few rows
// (search-bits-reader.ts) instead of a visit to every match's row. Rarer words stay with the
// words' index. The row of the empty word holds every piece on sale: without it the table is not
// built, and searches count from search_listing.

/** Rows grow by this many bits when a piece's id outgrows them. */
const LENGTH_STEP = 8_192;
/** A word gets its row once one piece in this many holds it; facts always have theirs. */
const FREQUENT_AMONG = 1_000;

export const ON_SALE_WORD = '';
/** What every fact's word begins with (listing-words.ts facetWord); words never do. */
const FACT_MARK = facetWord('category', '').charAt(0);
export const isFact = (word: string) => word.startsWith(FACT_MARK);

/** The words and facts of search_listing's rows (the given pieces', or all), with who holds them. */
async function holders(
  db: Db,
  goodsIds: readonly number[] | null,
  least = 1,
): Promise<Map<string, number[]>> {
  const picked = goodsIds ? sql`where goods_id = any(${[...goodsIds]}::integer[])` : sql``;
  const mark = (facet: Parameters<typeof facetWord>[0]) => facetWord(facet, '');
  const { rows } = await sql<{ word: string; ids: number[] }>`
    with picked as materialized (select * from search_listing ${picked})
    select word, array_agg(goods_id) as ids from (
      select goods_id, ${ON_SALE_WORD} as word from picked
      union all select goods_id, x.lexeme from picked, unnest(words) x
      union all select goods_id, ${mark('category')} || c from picked, unnest(categories) c
      union all select goods_id, ${mark('series')} || series_id from picked
      union all select goods_id, ${mark('season')} || season_id from picked
      union all select goods_id, ${mark('promotion')} || promotion_id from picked
        where promotion_id is not null
      union all select goods_id, ${mark('colour')} || k
        from picked, unnest(string_to_array(btrim(colours), ' ')) k
      union all select goods_id, ${mark('size')} || encode(convert_to(z, 'UTF8'), 'hex')
        from picked, unnest(string_to_array(btrim(sizes), ' ')) z
      union all select goods_id, ${mark('inStock')} || encode(convert_to(z, 'UTF8'), 'hex')
        from picked, unnest(string_to_array(btrim(sizes_in_stock), ' ')) z
    ) held
    group by word
    having count(*) >= ${least} or left(word, 1) = ${FACT_MARK}`.execute(db);
  return new Map(rows.map((row) => [row.word, row.ids]));
}

const lengthFor = (highestId: number) => (Math.floor(highestId / LENGTH_STEP) + 1) * LENGTH_STEP;

/** A bit string of `length` bits with those of `ids` set, as PostgreSQL reads one in hex. */
function bitsOf(ids: Iterable<number>, length: number): string {
  const bytes = Buffer.alloc(length / 8);
  for (const id of ids) bytes[id >> 3] = (bytes[id >> 3] ?? 0) | (0x80 >> (id & 7));
  return `x${bytes.toString('hex')}`;
}

const ROWS_PER_INSERT = 100;

/**
 * Builds search_bits again from search_listing: after the writes that fill it (an import that
 * added pieces, `search reindex`), when which words are frequent may have changed.
 */
export async function rebuildSearchBits(db: Db): Promise<void> {
  const counted = await db
    .selectFrom('search_listing')
    .select((eb) => [eb.fn.countAll<string>().as('pieces'), eb.fn.max('goods_id').as('highest')])
    .executeTakeFirst();
  const length = lengthFor(Number(counted?.highest ?? 0));
  const least = Math.max(1, Math.floor(Number(counted?.pieces ?? 0) / FREQUENT_AMONG));
  const held = await holders(db, null, least);
  if (!held.has(ON_SALE_WORD)) held.set(ON_SALE_WORD, []);
  const rows = [...held];
  const write = async (trx: Db) => {
    await trx.deleteFrom('search_bits').execute();
    for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
      const values = rows.slice(at, at + ROWS_PER_INSERT).map(([word, ids]) => ({
        word,
        bits: sql<string>`${bitsOf(ids, length)}::bit varying`,
      }));
      await trx.insertInto('search_bits').values(values).execute();
    }
  };
  // Searches read the old rows until the new ones are all written.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** The length of search_bits' rows, or null when it is not built. */
export async function builtLength(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('search_bits')
    .select(sql<number>`bit_length(bits)`.as('length'))
    .where('word', '=', ON_SALE_WORD)
    .executeTakeFirst();
  return row ? Number(row.length) : null;
}

/**
 * The words of the given pieces' search_listing rows, read before they are written again; null
 * when search_bits is not built (nothing to keep up).
 */
export async function searchBitsBefore(db: Db, goodsIds: readonly number[]) {
  return (await builtLength(db)) === null ? null : holders(db, goodsIds);
}

const heldAmong = (ids: readonly number[] | undefined) => new Set(ids ?? []);
const same = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Brings the bits of the given pieces up to their search_listing rows, written since `before`
 * was read: only the rows of words some of them gained or lost, and the facts' rows they lack.
 */
export async function refreshSearchBits(
  db: Db,
  goodsIds: readonly number[],
  before: Map<string, number[]> | null,
): Promise<void> {
  const built = before && (await builtLength(db));
  if (!built) return;
  const after = await holders(db, goodsIds);
  const differ = [...new Set([...before.keys(), ...after.keys()])].filter(
    (word) => !same(heldAmong(before.get(word)), heldAmong(after.get(word))),
  );
  if (!differ.length) return;
  // Rarer words have no row to keep up; facts get theirs when a piece first holds them.
  const { rows: withRows } = await sql<{ word: string }>`select word from search_bits
    where word = any(${differ}::text[])`.execute(db);
  const facts = differ.filter((word) => isFact(word) && after.has(word));
  const changed = [...new Set([...withRows.map((row) => row.word), ...facts])];
  if (!changed.length) return;
  let length = built;
  const highest = Math.max(...goodsIds);
  if (highest >= length) {
    const grown = lengthFor(highest);
    await sql`update search_bits set bits = bits || ${bitsOf([], grown - length)}::bit varying`.execute(
      db,
    );
    length = grown;
  }
  if (facts.length) {
    await db
      .insertInto('search_bits')
      .values(
        facts.map((word) => ({ word, bits: sql<string>`${bitsOf([], length)}::bit varying` })),
      )
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
  }
  // Rows held in one order: transactions moving stock at once keep up rows of the same facts.
  await sql`select word from search_bits where word = any(${changed}::text[])
    order by word for update`.execute(db);
  // The pieces' bits in each row replaced by what they hold now, on the row as it is when written.
  await sql`update search_bits b set bits = (b.bits & ~${bitsOf(goodsIds, length)}::bit varying)
      | u.held::bit varying
    from unnest(${changed}::text[], ${changed.map((word) => bitsOf(after.get(word) ?? [], length))}::text[])
      as u(word, held)
    where b.word = u.word`.execute(db);
}
