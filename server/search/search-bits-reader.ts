import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ScreenData } from '../../contract/catalogue';
import type { Db } from '../db/database';
import {
  filterWords,
  keptChoices,
  panelWords,
  type Filters,
  type ListingWordsList,
  type ListingWordsSearch,
  UNFILTERED,
} from './listing-words-page';
import { groupExpression, markedWords, PLACE_MARKS, PLACES, TSQUERY } from './query';
import { everyWordHeld, rankQueries, readsByRank, type RankDialect } from './rank-levels';
import { isFact, ON_SALE_WORD } from './search-bits';
import { readByWordsIndex } from './words-index-reads';

// PostgreSQL: how many pieces each rank of a search holds, and which choices of its category's
// filter panel they hold, from search_bits (search-bits.ts) rather than from every match's row.
// Null when the bits cannot tell: the table is not built, a typed word is still being typed, or
// a rarer word without bits of its own is held by some piece.

/** Expressions over the rows' bits, each word a column w0, w1, … of `columns`. */
class BitWords {
  readonly words: string[] = [];
  incomplete = false;

  private column(word: string): string {
    let at = this.words.indexOf(word);
    if (at < 0) at = this.words.push(word) - 1;
    return `w${at}`;
  }

  /** The search's words as bits: & and | bind alike in PostgreSQL, so every part is bracketed. */
  readonly dialect: RankDialect = {
    syntax: {
      word: (word) => this.column(word),
      prefix: (word) => {
        this.incomplete = true;
        return this.column(word);
      },
      and: ' & ',
      or: ' | ',
    },
    without: (held, excluded) => `(${held} & ~${excluded})`,
  };

  /** Pieces holding any of the words. */
  anyOf(words: readonly string[]): string {
    return `(${words.map((word) => this.column(word)).join(' | ')})`;
  }

  /** The list's category and filters. */
  filters(list: Filters): string[] {
    return filterWords(list).map((words) => this.anyOf(words));
  }

  /**
   * The rows' bits read once: each word's as its column (none where it has no row), the pieces on
   * sale as `listed`, and which words have a row.
   */
  get columns(): RawBuilder<unknown> {
    // Each row's bits (13 KB) are stored out of line: a word's one row would be its column as
    // stored, fetched again wherever it is used, so each column is made a value of its own (|| '').
    const listed = sql`bit_or(bits) filter (where word = ${ON_SALE_WORD})`;
    const each = this.words.map(
      (word, at) =>
        sql`, coalesce(bit_or(bits) filter (where word = ${word}), ${listed} # ${listed}) || ''::bit varying as ${sql.raw(`w${at}`)}`,
    );
    return sql`select ${listed} || ''::bit varying as listed ${sql.join(each, sql``)}, array_agg(word) as held
      from search_bits where word = any(${[ON_SALE_WORD, ...this.words]}::text[])`;
  }
}

const allOf = (parts: string[]) => sql.raw(parts.join(' & '));

/** Whether the bits tell: the table is built and no word lacking a row is held by a piece. */
async function bitsTell(db: Db, bits: BitWords, held: string[] | null) {
  if (!held?.includes(ON_SALE_WORD)) return false;
  const rare = bits.words.filter((word) => !isFact(word) && !held.includes(word));
  if (!rare.length) return true;
  const query = rare.map(TSQUERY.word).join(TSQUERY.or);
  const { rows } = await readByWordsIndex(db, (reader) =>
    sql<{ found: boolean }>`select exists (select 1 from search_listing
      where words @@ ${query}::tsquery) as found`.execute(reader),
  );
  return !rows[0]?.found;
}

/**
 * For each question (a condition over words, without negation), whether some piece on sale in
 * the category holds what it asks, as the bits tell, in one statement: null where they cannot.
 */
export async function anyHeldByBits(
  db: Db,
  questions: readonly ((dialect: RankDialect) => string)[],
  categoryId: number | null,
): Promise<(boolean | null)[]> {
  const unknown = questions.map(() => null);
  const bits = new BitWords();
  const inCategory = bits.filters({ categoryId, ...UNFILTERED });
  const asked = questions.map(
    (question, at) =>
      sql`bit_count(${allOf([question(bits.dialect), ...inCategory])}) > 0 as ${sql.raw(`a${at}`)}`,
  );
  if (bits.incomplete || !asked.length) return unknown;
  const { rows } = await sql<Record<string, boolean> & { held: string[] | null }>`
    select ${sql.join(asked)}, held from (${bits.columns}) x`.execute(db);
  const row = rows[0];
  if (!row?.held?.includes(ON_SALE_WORD)) return unknown;
  const found = questions.map((_, at) => Boolean(row[`a${at}`]));
  // A word without a row counts as held by none: what the bits find is found, what they do not
  // is not only once no such word is held by any piece.
  const exact = found.every(Boolean) || (await bitsTell(db, bits, row.held));
  return found.map((held) => held || (exact ? false : null));
}

/** A search's ranks (rank-levels.ts rankQueries, best first) over the bits of the list's rows. */
export interface RankBits {
  bits: BitWords;
  /** Each typed word held in each place, worked out once: p_<mark>g<n>. */
  places: string[];
  /** Each rank's pieces among the list's, over the places and the list's pieces `f`. */
  ranks: string[];
  /** The list's pieces: its category and filters. */
  scope: string;
}

function rankBitsOf(search: ListingWordsSearch, list: ListingWordsList): RankBits | null {
  if (!readsByRank(search)) return null;
  const bits = new BitWords();
  // The ranks are written over the places (the typed words stand in as g0, g1, …) instead of
  // over every word.
  const places = search.groups.flatMap((group, at) =>
    PLACES.map(
      (place) =>
        `${groupExpression(group, markedWords(bits.dialect.syntax, place))} as p_${PLACE_MARKS[place]}g${at}`,
    ),
  );
  const filters = bits.filters(list);
  if (bits.incomplete) return null;
  const standIns = search.groups.map((group, at) => ({
    typed: '',
    alternatives: [[[`g${at}`]]],
    namesCategory: group.namesCategory,
    places: group.places,
  }));
  const byPlaces: RankDialect = {
    syntax: { word: (word) => `p_${word}`, prefix: (word) => `p_${word}`, and: ' & ', or: ' | ' },
    without: bits.dialect.without,
  };
  const ranks = rankQueries(byPlaces, standIns).map((rank) =>
    filters.length ? `${rank} & f` : rank,
  );
  return { bits, places, ranks, scope: filters.length ? filters.join(' & ') : 'listed' };
}

/** The row of the list's bits: `held` and `f` (the list's pieces), and the places' columns. */
const placesRow = ({ bits, places, scope }: RankBits) =>
  sql`select held, listed, ${sql.raw(places.join(', '))}, ${sql.raw(scope)} as f
    from (${bits.columns}) x offset 0`;

/** A search's ranks among a list's pieces, as the bits tell them. */
export interface RanksByBits {
  /** How many pieces each rank holds. */
  ranks: number[];
  /** How many pieces the list holds before the search. */
  listed: number;
  /** How many pieces the shop has on sale. */
  onSale: number;
  /** What rankPageByBits walks a rank's pieces by. */
  rankBits: RankBits;
}

/**
 * The page a search opens on, read with its ranks' counts: `limit` pieces from `offset`, walked
 * in the rank where the page starts when the walk passes at most `walkedPerPiece` pieces of the
 * shop for each piece of the rank (else it is read apart, by the rank's words).
 */
export interface OpeningPage {
  offset: number;
  limit: number;
  walkedPerPiece: number;
}

/** The pieces of the rank the opening page starts in, from `skip` within it, when walked. */
export interface OpeningWalk {
  rank: number;
  skip: number;
  ids: number[];
}

/** The walk of one rank's bits along the lists' order (search_listing's sort index). */
const walkOf = (from: string, limit: RawBuilder<unknown>, offset: RawBuilder<unknown>) =>
  sql`select s.goods_id as id from search_listing s, ${sql.raw(from)}
    where case when s.goods_id < bit_length(${sql.raw(from)}.bits)
      then get_bit(${sql.raw(from)}.bits, s.goods_id) = 1 end
    order by s.sort, s.goods_id limit ${limit} offset ${offset}`;

/** Sums of the first 1, 2, … counts c0, c1, … as SQL. */
const runningSums = (count: number) =>
  Array.from({ length: count }, (_, at) =>
    Array.from({ length: at + 1 }, (_, j) => `c${j}`).join(' + '),
  );

/**
 * The opening page's rank (-1 past the last), how far into it the page starts and the walk's
 * length there (0 when the rank is read apart), over the counts c0, c1, … and on_sale.
 */
function openingStart(ranks: number, opening: OpeningPage) {
  const sums = runningSums(ranks);
  const before = ['0', ...sums];
  const whichRank = sums.map((sum, at) => `when ${sum} > ${opening.offset} then ${at}`).join(' ');
  const each = (values: string[]) => values.map((v, at) => `when ${at} then ${v}`).join(' ');
  const holds = `case k ${each(sums.map((_, at) => `c${at}`))} else 0 end`;
  const skip = `${opening.offset} - case k ${each(before.slice(0, -1))} else 0 end`;
  const walked = `case when ${holds} > 0 and (${skip} + ${opening.limit}) * on_sale
    <= ${opening.walkedPerPiece} * ${holds} * ${holds}
    then least(${opening.limit}, ${holds} - (${skip})) else 0 end`;
  return {
    rank: `case ${whichRank} else -1 end`,
    bits: `case k ${each(sums.map((_, at) => `r${at}`))} end`,
    skip,
    walked,
  };
}

/**
 * How many pieces of the list each rank of the search holds (rank-levels.ts rankQueries, best
 * first), and how many the list holds before the search; null when the bits cannot tell. With
 * `opening`, the opening page's walk too, in the same statement.
 */
export async function rankCountsByBits(
  db: Db,
  search: ListingWordsSearch,
  list: ListingWordsList,
  opening?: OpeningPage,
): Promise<(RanksByBits & { walk: OpeningWalk | null }) | null> {
  const rankBits = rankBitsOf(search, list);
  if (!rankBits) return null;
  const { ranks } = rankBits;
  const bits = ranks.map((rank, at) => `${rank} as r${at}`).join(', ');
  const counts = ranks.map((_, at) => `bit_count(r${at}) as c${at}`).join(', ');
  const start = opening && openingStart(ranks.length, opening);
  // The rank the page starts in, worked out once (materialized), then walked.
  const walk = start
    ? sql`, (select k from o) as k, (select skip from o) as skip,
        array(${walkOf('o', sql`(select walked from o)`, sql`(select skip from o)`)}) as ids`
    : sql``;
  const { rows } = await sql<
    Record<string, string | null> & {
      held: string[] | null;
      k?: number | null;
      skip?: string | null;
      ids?: number[] | null;
    }
  >`
    with b as materialized (select ${sql.raw(bits)}, f, listed, held from (${placesRow(rankBits)}) y),
      n as materialized (select b.*, ${sql.raw(counts)}, bit_count(f) as listed_count,
        bit_count(listed) as on_sale from b)
      ${
        start
          ? sql`, o as materialized (select k, ${sql.raw(start.bits)} as bits,
          ${sql.raw(start.skip)} as skip, ${sql.raw(start.walked)} as walked
          from (select n.*, ${sql.raw(start.rank)} as k from n) m)`
          : sql``
      }
    select ${sql.raw(ranks.map((_, at) => `c${at}`).join(', '))}, listed_count, on_sale, held
      ${walk}
    from n`.execute(db);
  const row = rows[0];
  if (!row || !(await bitsTell(db, rankBits.bits, row.held))) return null;
  const k = row.k ?? -1;
  return {
    ranks: ranks.map((_, at) => Number(row[`c${at}`] ?? 0)),
    listed: Number(row.listed_count ?? 0),
    onSale: Number(row.on_sale ?? 0),
    rankBits,
    walk:
      k >= 0 && row.ids?.length
        ? { rank: k, skip: Number(row.skip ?? 0), ids: row.ids.map(Number) }
        : null,
  };
}

/**
 * One page of a rank's pieces in the lists' default order, walking search_listing's sort index
 * (its rows are not read) and keeping the pieces whose bit the rank sets. Worth it when the rank
 * is dense enough that the walk passes few pieces before the page's end: PostgreSQL would
 * otherwise read each match's row to sort them, or each walked piece's row to test its words.
 */
export async function rankPageByBits(
  db: Db,
  rankBits: RankBits,
  rank: number,
  page: { limit: number; skip: number },
): Promise<number[]> {
  const bits = rankBits.ranks[rank];
  if (bits === undefined) return [];
  // Materialized: worked out once, not for every piece walked.
  const { rows } = await sql<{ id: number }>`
    with r as materialized (select ${sql.raw(bits)} as bits from (${placesRow(rankBits)}) y)
    ${walkOf('r', sql`${page.limit}`, sql`${page.skip}`)}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The filter panel of a search, or of a category without one: the choices of the wider panel
 * (its category's, or the whole shop's) that some match holds, in the same order; null when the
 * bits cannot tell.
 */
export async function panelByBits(
  db: Db,
  search: ListingWordsSearch | null,
  categoryId: number | null,
  widerPanel: ScreenData,
): Promise<ScreenData | null> {
  if (search && !readsByRank(search)) return null;
  const bits = new BitWords();
  const matches = allOf([
    ...(search ? [everyWordHeld(bits.dialect, search.groups)] : []),
    ...bits.filters({ categoryId, ...UNFILTERED }),
  ]);
  if (bits.incomplete) return null;
  const asked = panelWords(widerPanel);
  const { rows } = await sql<{ held: string[] | null; kept: string[] }>`
    select m.held, array(select f.word from search_bits f
      where f.word = any(${asked}::text[]) and bit_count(f.bits & m.matches) > 0) as kept
    from (select ${matches} as matches, held from (${bits.columns}) x offset 0) m`.execute(db);
  const row = rows[0];
  if (!row || !(await bitsTell(db, bits, row.held))) return null;
  return keptChoices(widerPanel, new Set(row.kept));
}

/**
 * How many pieces a list without a search holds (its category and filters), and which they are
 * when so few that looking each up costs less than walking the list's order to the page's end
 * (`pageEnd`); else, given `pageIds` (the page's ids as read from the list's rows), the page read
 * in the same statement. Null when the bits cannot tell.
 */
export async function listedByBits(
  db: Db,
  list: Filters,
  pageEnd: number,
  pageIds?: Expression<unknown>,
): Promise<{ total: number; members: number[] | null; ids: number[] | null } | null> {
  const bits = new BitWords();
  const filters = bits.filters(list);
  const found = filters.length ? allOf(filters) : sql.raw('listed');
  const walked = bits.filters({ ...list, ...UNFILTERED });
  const scope = walked.length ? allOf(walked) : sql.raw('listed');
  const sparse = sql`bit_count(found) * bit_count(found) <= ${pageEnd} * bit_count(scope)`;
  // A subquery in a branch not taken is not run.
  const page = pageIds ? sql`, case when not (${sparse}) then array(${pageIds}) end as ids` : sql``;
  const { rows } = await sql<{
    total: string | null;
    members: string | null;
    held: string[] | null;
    ids?: number[] | null;
  }>`
    select bit_count(found) as total, held, case when ${sparse} then found::text end as members
      ${page}
    from (select ${found} as found, ${scope} as scope, held from (${bits.columns}) x offset 0) y`.execute(
    db,
  );
  const row = rows[0];
  if (!row?.held?.includes(ON_SALE_WORD)) return null;
  const members: number[] = [];
  for (
    let at = row.members?.indexOf('1') ?? -1;
    at >= 0;
    at = row.members?.indexOf('1', at + 1) ?? -1
  ) {
    members.push(at);
  }
  return {
    total: Number(row.total ?? 0),
    members: row.members === null ? null : members,
    ids: row.ids ?? null,
  };
}
