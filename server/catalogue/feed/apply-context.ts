import { silentProgress, type Progress } from '../../lib/progress';
import type { Db } from '../../db/database';
import type { Feed, FeedProblem, Origin, Texts } from './model';
import type { ProblemWords } from './problem-words';

/** The shop languages a feed writes: the `_cn` and `_en` columns. */
export const FEED_LANGS = ['cn', 'en'] as const satisfies readonly (keyof Texts)[];

export type ReferenceKind = 'categories' | 'series' | 'seasons' | 'colours' | 'promotions';
export const REFERENCE_KINDS: readonly ReferenceKind[] = [
  'categories',
  'series',
  'seasons',
  'colours',
  'promotions',
];

export interface Counts {
  new: number;
  changed: number;
  unchanged: number;
}

/** What an import does, or would do. */
export interface ImportSummary {
  pieces: Counts;
  /** `emptied`: SKUs the feed no longer lists for their piece, whose stock goes to 0. */
  skus: Counts & { emptied: number };
  /** Rows of the reference files added or changed, by file. */
  reference: Record<ReferenceKind, { new: number; changed: number }>;
  /** Pictures the shop did not have: each stored once, whatever the number of colours using it. */
  pictures: number;
  /** Pieces whose matches (collocations.csv) change. */
  collocations: number;
  /** Pieces absent from the feed taken off sale (with `unlistMissing`). */
  unlisted: number;
}

export interface ImportOptions {
  /** Pieces the feed does not list go off sale; otherwise they stay as they are. */
  unlistMissing: boolean;
  /** When new pieces are created (epoch milliseconds); now by default. */
  now?: number;
  /** Told each phase and the pieces done, for the operator to follow a long import. */
  onProgress?: Progress;
  /**
   * An import takes the pieces out of the feed and lets each chunk go once written, so that a
   * large feed's memory is given back before the search words are written (the operator's
   * command); the feed holds no pieces afterwards.
   */
  releasePieces?: boolean;
  /**
   * Called in the import's transaction once the feed is written (applyImport): the console writes
   * its audit row there, and may refuse, which undoes the whole import.
   */
  afterwards?: (trx: Db, summary: ImportSummary) => Promise<void>;
}

/** The shop's ids of reference rows by slug, and the names they have once the feed is in. */
export interface Reference {
  ids: Record<ReferenceKind, Map<string, number>>;
  names: Record<NamedKind, Map<string, Texts>>;
  /** Rows the shop had whose names the feed changed: the search index holds their names. */
  renamed: Record<NamedKind, number[]>;
  /** Slugs of the promotions the feed added or changed (their discount, dates or words). */
  promotionsTouched: string[];
}

/** The reference rows whose names a piece's search words hold. */
export type NamedKind = 'categories' | 'series' | 'colours';

/** One run over a feed: a plan (nothing written) or an import inside its transaction. */
export interface ImportContext {
  db: Db;
  feed: Feed;
  /** False for a plan, and for an import once a problem is found: the rest is only checked. */
  write: boolean;
  now: number;
  summary: ImportSummary;
  problems: FeedProblem[];
  /** Every piece of the feed by sn, with its id (negative for a piece a plan would create). */
  pieceIds: Map<string, number>;
  /**
   * Pieces whose search words or listing rows may have changed (added, changed, taken off
   * sale): read again at the end of the import.
   */
  stale: Set<number>;
  /** Pieces whose stock changed: their listing rows are read again at the end of the import. */
  restocked: Set<number>;
  /** Picture paths already counted (and, in an import, stored). */
  masters: Set<string>;
  /** Stands in for the id of a row a plan would insert: never an id the database has. */
  placeholder(): number;
  progress: Progress;
}

export function createContext(
  db: Db,
  feed: Feed,
  write: boolean,
  options: ImportOptions,
): ImportContext {
  let nextPlaceholder = 0;
  const reference = () => ({ new: 0, changed: 0 });
  return {
    db,
    feed,
    write,
    now: options.now ?? Date.now(),
    summary: {
      pieces: { new: 0, changed: 0, unchanged: 0 },
      skus: { new: 0, changed: 0, unchanged: 0, emptied: 0 },
      reference: {
        categories: reference(),
        series: reference(),
        seasons: reference(),
        colours: reference(),
        promotions: reference(),
      },
      pictures: 0,
      collocations: 0,
      unlisted: 0,
    },
    problems: [],
    pieceIds: new Map(),
    masters: new Set(),
    stale: new Set(),
    restocked: new Set(),
    placeholder: () => --nextPlaceholder,
    progress: options.onProgress ?? silentProgress,
  };
}

export function problemAt(origin: Origin, column: string | null, words: ProblemWords): FeedProblem {
  return { file: origin.file, line: origin.line, column, ...words };
}

/** Splits a list for `IN (…)`: well under both databases' parameter limits. */
export function inChunks<T>(values: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** Row values compared field by field: true when every listed field is the same. */
export function sameFields<K extends PropertyKey>(
  a: Readonly<Record<K, unknown>>,
  b: Readonly<Record<K, unknown>>,
  fields: readonly K[],
): boolean {
  for (const field of fields) if (a[field] !== b[field]) return false;
  return true;
}
