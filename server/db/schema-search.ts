import type { Generated } from 'kysely';

// The tables of migration search_index (see server/db/migrations).

/**
 * The words each piece is found by, by where they come from, each column a space-separated list
 * with a space before and after it. Derived from the catalogue (server/search/piece-index.ts);
 * SQLite's full-text table goods_search_fts and PostgreSQL's `document` column follow it.
 */
export interface GoodsSearchTable {
  goods_id: number;
  /** Its names, in every language, with their pinyin. */
  name: string;
  /** Its category and the categories above, and its series. */
  category: string;
  /** Its colours, material and sn. */
  attribute: string;
  description: string;
}

/** Words a shopper means the same by: every word of a group finds what the others find. */
export interface SearchSynonymTable {
  group_id: number;
  word: string;
}

/** A word of the pieces' names and how many pieces name it (server/search/name-words.ts). */
export interface SearchWordTable {
  word: string;
  uses: number;
}

/** What a word is found by while typing: itself, and a Chinese word's pinyin and initials. */
export interface SearchWordKeyTable {
  key: string;
  word: string;
}

/**
 * What lists read of a piece on sale, under its category and each above it (0: the whole shop):
 * written from the catalogue (server/catalogue/listing.ts). `colours`, `sizes` and
 * `sizes_in_stock` list its colour ids, the sizes it comes in and those some SKU has in stock,
 * each with a space before and after.
 */
/** What lists sort and filter a piece by. */
export interface GoodsListingFacts {
  sort: number;
  price: number;
  sales: number;
  created_at: number;
  series_id: number;
  season_id: number;
  promotion_id: number | null;
  colours: string;
  sizes: string;
  sizes_in_stock: string;
}

export interface GoodsListingTable extends GoodsListingFacts {
  category_id: number;
  goods_id: number;
}

/**
 * PostgreSQL only: a piece's listing row of the whole shop with its words, what a search there
 * reads of each match (server/search/search-listing.ts).
 */
export interface SearchListingTable extends GoodsListingFacts {
  goods_id: number;
  /** Its category and those above it, without the whole shop. */
  categories: number[];
  /** goods_search's name, category and attribute words as a tsvector, marked 1, 2, 3 by place. */
  words: string;
}

/**
 * PostgreSQL only: the pieces holding a frequent word of search_listing (marked by place) or a
 * fact lists filter by, one bit per piece id (server/search/search-bits.ts).
 */
export interface SearchBitsTable {
  word: string;
  /** A bit string, its bit N set when piece N holds the word; every row as long as the others. */
  bits: string;
}

/**
 * A shopper's search, kept anonymously for the operator's report (migration 0047): no member,
 * address or device. Deleted after 90 days.
 */
export interface SearchQueryLogTable {
  id: Generated<number>;
  /** The keyword trimmed, its spaces folded and in lower case. */
  query: string;
  lang: string;
  result_count: number;
  created_at: number;
  opened_at: number | null;
  /** What the browser that searched is given to say a result was opened. */
  token: string;
}

export interface SearchTables {
  goods_search: GoodsSearchTable;
  search_synonym: SearchSynonymTable;
  search_word: SearchWordTable;
  search_word_key: SearchWordKeyTable;
  goods_listing: GoodsListingTable;
  search_listing: SearchListingTable;
  search_bits: SearchBitsTable;
  search_query_log: SearchQueryLogTable;
}
