import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { ShopVocabulary } from './shop-vocabulary';
import type { TypedWord } from './words';
import { PINYIN_SYLLABLE, STOP_WORDS } from '../../contract/search-words';

// What a shopper typed, as the index's words: each typed word is a group that any of its
// alternatives satisfies; an alternative needs every one of its slots; a slot is any of its
// words (the word, its synonyms, the words a typo stands for).

export type Slot = readonly string[];
export type Alternative = readonly Slot[];
export interface QueryGroup {
  typed: string;
  alternatives: readonly Alternative[];
  /** The word names a category: pieces holding it as their category's come before those naming it. */
  namesCategory?: boolean;
  /** Where a narrowed search looks for the word, best first (best-places.ts); unset, everywhere. */
  places?: readonly Place[];
}
export interface ParsedSearch {
  groups: readonly QueryGroup[];
  /** The last typed word is still being typed: words that begin with it count (suggestions). */
  prefix?: string;
}

/** A search of more words than this looks for its first ones. */
export const MOST_GROUPS = 6;
/** A mistyped word is looked for as the closest few words it may stand for. */
const MOST_CORRECTIONS = 3;
/** Consecutive pinyin syllables typed apart (da yi) are also looked for joined (dayi). */
function joinSyllables(typed: readonly TypedWord[]): (TypedWord | TypedWord[])[] {
  const out: (TypedWord | TypedWord[])[] = [];
  let run: TypedWord[] = [];
  const flush = () => {
    if (run.length > 1) out.push(run);
    else out.push(...run);
    run = [];
  };
  for (const word of typed) {
    if (!word.han && PINYIN_SYLLABLE.test(word.word)) {
      run.push(word);
      continue;
    }
    flush();
    out.push(word);
  }
  flush();
  return out;
}

/** The index's words for what a shopper typed; null when it holds no word to look for. */
export function parseSearch(vocabulary: ShopVocabulary, keyword: string): ParsedSearch | null {
  const slot = (word: string, typed = word): Slot => {
    const corrections = vocabulary.correct(word, typed).slice(0, MOST_CORRECTIONS);
    const meant = [word, ...corrections];
    return [...new Set(meant.flatMap((w) => vocabulary.synonymsOf(w)))];
  };
  // A category's joined name (衬衫与上衣) finds its pieces, then pieces holding every kind.
  const kinds = vocabulary.joinedKindsOf(keyword);
  if (kinds) {
    const alternatives = [[[kinds.joined]], kinds.words.map((word) => slot(word))];
    return { groups: [{ typed: keyword, alternatives }] };
  }
  const typed = vocabulary.splitter.typed(keyword);
  const meaningful = typed.filter((t) => !STOP_WORDS.has(t.word));
  const kept = meaningful.length ? meaningful : typed;
  const groups = joinSyllables(kept).map((item): QueryGroup => {
    if (Array.isArray(item)) {
      const joined = item.map((t) => t.word).join('');
      return {
        typed: item.map((t) => t.word).join(' '),
        alternatives: [[slot(joined)], item.map((t) => slot(t.word))],
        namesCategory: vocabulary.namesCategory(joined),
      };
    }
    const alternatives: Alternative[] = [[slot(item.word, item.typed)]];
    if (item.parts.length) alternatives.push(item.parts.map((part) => slot(part)));
    return { typed: item.word, alternatives, namesCategory: vocabulary.namesCategory(item.word) };
  });
  return groups.length ? { groups: groups.slice(0, MOST_GROUPS) } : null;
}

/**
 * The same search, the last typed word also found as the beginning of a longer one: what
 * suggestions look for while the shopper types.
 */
export function asPrefix(parsed: ParsedSearch): ParsedSearch {
  const last = parsed.groups.at(-1);
  const word = last?.alternatives[0]?.[0]?.[0];
  if (!last || !word || last.alternatives[0]?.length !== 1) return parsed;
  const alternatives = [...last.alternatives, [[`${word}*`]]];
  return { groups: [...parsed.groups.slice(0, -1), { ...last, alternatives }], prefix: word };
}

export type Syntax = {
  word(w: string): string;
  prefix(w: string): string;
  and: string;
  or: string;
};

/**
 * How far a search reaches: pieces holding every typed word in their names only (`titled`, what
 * suggestions look at first), in their names, categories and attributes (`named`), anywhere
 * (`described`), or holding some of the words (`partial`).
 */
export type Reach = 'titled' | 'named' | 'described' | 'partial';
/** SQLite's columns a reach looks through, when not all. */
const COLUMNS_REACHED: Partial<Record<Reach, string>> = {
  titled: '{name}',
  named: '{name category attribute}',
};
/** A list widens its search only when the nearer reach finds nothing. */
export const REACHES: readonly Reach[] = ['named', 'described', 'partial'];
// The words are letters and digits only (server/search/words.ts): nothing in them to escape.
export const FTS5: Syntax = {
  word: (w) => `"${w}"`,
  prefix: (w) => `"${w}"*`,
  and: ' AND ',
  or: ' OR ',
};
export const TSQUERY: Syntax = {
  word: (w) => `'${w}'`,
  prefix: (w) => `'${w}':*`,
  and: ' & ',
  or: ' | ',
};
/**
 * The marks SQLite's listing_words and PostgreSQL's search_listing put before each word of a
 * piece, by where the piece holds it: its name, its category or series, its colours, material
 * or sn. A word marked is held there and nowhere else says so.
 */
export const PLACE_MARKS = { name: '1', category: '2', attribute: '3' } as const;
export type Place = keyof typeof PLACE_MARKS;
export const PLACES: readonly Place[] = ['name', 'category', 'attribute'];
const CATEGORY_FIRST: readonly Place[] = ['category', 'name', 'attribute'];

/** Where a typed word is held, best first: its category first for a word naming one. */
export const placesFor = (group: QueryGroup): readonly Place[] =>
  group.places ?? (group.namesCategory ? CATEGORY_FIRST : PLACES);

/** A query for words held in one place (PLACE_MARKS). */
export const markedWords = (syntax: Syntax, place: Place): Syntax => ({
  ...syntax,
  word: (w) => syntax.word(`${PLACE_MARKS[place]}${w}`),
  prefix: (w) => syntax.prefix(`${PLACE_MARKS[place]}${w}`),
});

/** The typed word held in one of the places. */
export const heldInPlaces = (group: QueryGroup, syntax: Syntax, places: readonly Place[]) =>
  `(${places.map((place) => groupExpression(group, markedWords(syntax, place))).join(syntax.or)})`;

/** PostgreSQL: whether a search reads search_listing (the reaches that stop at attributes). */
export const readsSearchListing = (search: { reach: Reach; postgres: boolean }) =>
  search.postgres && (search.reach === 'named' || search.reach === 'titled');

/** PostgreSQL: whether a row of search_listing holds what the search looks for. */
export function listingWordsMatch({
  parsed,
  reach,
}: {
  parsed: ParsedSearch;
  reach: Reach;
}): RawBuilder<boolean> {
  const groups = parsed.groups.map((group) =>
    heldInPlaces(group, TSQUERY, reach === 'titled' ? PLACES.slice(0, 1) : placesFor(group)),
  );
  return sql<boolean>`goods_listing.words @@ ${groups.join(TSQUERY.and)}::tsquery`;
}

const join = (parts: string[], glue: string) =>
  parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(glue)})`;

/** One typed word's query: any of its alternatives, each needing all of its slots. */
export function groupExpression(group: QueryGroup, syntax: Syntax): string {
  const term = (w: string) => (w.endsWith('*') ? syntax.prefix(w.slice(0, -1)) : syntax.word(w));
  return join(
    group.alternatives.map((alternative) =>
      join(
        alternative.map((slot) => join(slot.map(term), syntax.or)),
        syntax.and,
      ),
    ),
    syntax.or,
  );
}

function expression(parsed: ParsedSearch, every: boolean, syntax: Syntax): string {
  const groups = parsed.groups.map((group) => groupExpression(group, syntax));
  return groups.join(every ? syntax.and : syntax.or);
}

/** SQLite: the search's words, each of a narrowed search looked for where it may be held. */
function ftsExpression(parsed: ParsedSearch, every: boolean): string {
  const groups = parsed.groups.map((group) => {
    const words = groupExpression(group, FTS5);
    return group.places ? `({${group.places.join(' ')}} : ${words})` : words;
  });
  return groups.join(every ? FTS5.and : FTS5.or);
}

/** PostgreSQL: each word of a narrowed search held where it may be (goods_search's columns). */
function heldWhereAllowed(parsed: ParsedSearch): RawBuilder<boolean> {
  const narrowed = parsed.groups.flatMap((group) => {
    if (!group.places) return [];
    const query = groupExpression(group, TSQUERY);
    const held = group.places.map(
      (place) => sql`${sql.ref(`goods_search.${place}_words`)} @@ ${query}::tsquery`,
    );
    return [sql`(${sql.join(held, sql` or `)})`];
  });
  return narrowed.length ? sql`and ${sql.join(narrowed, sql` and `)}` : sql``;
}

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** PostgreSQL: whether a row of goods_search holds what the search looks for. */
export function matchingCondition({
  parsed,
  reach,
}: {
  parsed: ParsedSearch;
  reach: Reach;
}): RawBuilder<boolean> {
  const query = expression(parsed, reach !== 'partial', TSQUERY);
  const words = sql.ref(
    reach === 'titled'
      ? 'goods_search.name_words'
      : reach === 'named'
        ? 'goods_search.named_words'
        : 'goods_search.document',
  );
  // Names are among the named words: their index finds the few pieces a rare word names.
  const named =
    reach === 'titled' ? sql` and goods_search.named_words @@ ${query}::tsquery` : sql``;
  return sql<boolean>`${words} @@ ${query}::tsquery${named} ${heldWhereAllowed(parsed)}`;
}

/**
 * The pieces the search finds, as a query of their `goods_id`, from the full-text index: holding
 * every typed word in their names, categories, colours, materials or sn (`named`), or anywhere
 * (`described`), or at least one of the words anywhere (`partial`).
 */
export function matchingQuery(search: {
  parsed: ParsedSearch;
  reach: Reach;
  postgres: boolean;
}): RawBuilder<{ goods_id: number }> {
  if (search.postgres) {
    return sql`select goods_id from goods_search where ${matchingCondition(search)}`;
  }
  const words = ftsExpression(search.parsed, search.reach !== 'partial');
  const columns = COLUMNS_REACHED[search.reach];
  const query = columns ? `${columns} : (${words})` : words;
  return sql`select rowid as goods_id from goods_search_fts where goods_search_fts match ${query}`;
}

/** The pieces the search finds (matchingQuery), as a table to join or a common table expression. */
export function matchingTable(search: Parameters<typeof matchingQuery>[0]) {
  return sql<{ goods_id: number }>`(${matchingQuery(search)})`;
}

/** The ids of the pieces the search finds (matchingQuery), for `goods_id in …`. */
export function matchingIds(search: Parameters<typeof matchingQuery>[0]): RawBuilder<number> {
  return sql<number>`(${matchingQuery(search)})`;
}
