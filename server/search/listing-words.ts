import { sql } from 'kysely';
import type { Db } from '../db/database';
import { PLACE_MARKS } from './query';

// SQLite's listing_words: for each piece on sale, one full-text entry of its named words, each
// marked with where the piece holds it (query.ts PLACE_MARKS), and of the facts a list filters
// by, as words marked 0 (facetWord). The entry's number is the piece's place in the lists'
// default order (sort, then id), so the index gives a search's matches in that order
// (listing-words-page.ts). Written from the piece's words and its listing rows, after either
// changes (search-listing.ts).

/**
 * A piece's place in listing_words: by sort (a 32-bit integer), then by id, in one 63-bit
 * number. Its id is the low 31 bits.
 */
const PLACE = sql.raw('(l.sort + 2147483648) * 2147483648 + l.goods_id');
export const ID_BITS = 2_147_483_647;

/** `size`: a size the piece comes in (the filter panel offers it); `inStock`: one it has in stock. */
export type Facet = 'category' | 'series' | 'season' | 'promotion' | 'colour' | 'size' | 'inStock';
const FACET_MARKS: Record<Facet, string> = {
  category: '0c',
  series: '0s',
  season: '0e',
  promotion: '0p',
  colour: '0k',
  size: '0z',
  inStock: '0y',
};

/** A fact as a word of listing_words: a size (any text) by its bytes in hex. */
export function facetWord(facet: Facet, value: number | string): string {
  const sized = facet === 'size' || facet === 'inStock';
  const text = sized ? Buffer.from(String(value)).toString('hex') : String(value);
  return `${FACET_MARKS[facet]}${text}`;
}

interface EntrySource {
  goods_id: number;
  name: string;
  category: string;
  attribute: string;
  categories: string | null;
  series_id: number;
  season_id: number;
  promotion_id: number | null;
  colours: string;
  sizes: string;
  sizes_in_stock: string;
}

const spread = (list: string | null) => (list ?? '').split(' ').filter(Boolean);

function entryWords(row: EntrySource): string {
  const marked = (list: string, mark: string) => spread(list).map((word) => `${mark}${word}`);
  return [
    ...marked(row.name, PLACE_MARKS.name),
    ...marked(row.category, PLACE_MARKS.category),
    ...marked(row.attribute, PLACE_MARKS.attribute),
    ...spread(row.categories).map((id) => facetWord('category', id)),
    facetWord('series', row.series_id),
    facetWord('season', row.season_id),
    ...(row.promotion_id === null ? [] : [facetWord('promotion', row.promotion_id)]),
    ...spread(row.colours).map((id) => facetWord('colour', id)),
    ...spread(row.sizes).map((size) => facetWord('size', size)),
    ...spread(row.sizes_in_stock).map((size) => facetWord('inStock', size)),
  ].join(' ');
}

/** Brings the listing_words entries of the given pieces up to their words and listing rows. */
export async function refreshListingWords(db: Db, goodsIds: readonly number[]): Promise<void> {
  const ids = sql.join(goodsIds);
  await sql`delete from listing_words where rowid in
    (select position from listing_words_position where goods_id in (${ids}))`.execute(db);
  await sql`delete from listing_words_position where goods_id in (${ids})`.execute(db);
  await sql`insert into listing_words_position (goods_id, position)
    select l.goods_id, ${PLACE}
    from goods_listing l join goods_search s on s.goods_id = l.goods_id
    where l.category_id = 0 and l.goods_id in (${ids})`.execute(db);
  const { rows } = await sql<EntrySource>`select l.goods_id, s.name, s.category, s.attribute,
      (select group_concat(c.category_id, ' ') from goods_listing c
        where c.goods_id = l.goods_id and c.category_id <> 0) as categories,
      l.series_id, l.season_id, l.promotion_id, l.colours, l.sizes, l.sizes_in_stock
    from goods_listing l join goods_search s on s.goods_id = l.goods_id
    where l.category_id = 0 and l.goods_id in (${ids})`.execute(db);
  if (!rows.length) return;
  const entries = rows.map((row) => ({ id: row.goods_id, words: entryWords(row) }));
  await sql`insert into listing_words (rowid, words)
    select p.position, json_extract(e.value, '$.words')
    from json_each(${JSON.stringify(entries)}) e
    join listing_words_position p on p.goods_id = json_extract(e.value, '$.id')`.execute(db);
}
