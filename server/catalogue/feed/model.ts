import type { MasterType } from '../../media/masters';
import { problemText, type ProblemWords } from './problem-words';

// The catalogue feed as the shop reads it (docs/catalogue-feed.md): what the reader makes of a
// feed folder once every row has been checked, and what the import writes. Amounts are in fen.

/** A text in each of the shop's languages, keyed by the language code of the feed's columns. */
export interface Texts {
  cn: string;
  en: string;
}

/** Where a value came from, for messages: the file's name in the folder and its line (1-based). */
export interface Origin {
  file: string;
  line: number;
}

export interface FeedCategory {
  slug: string;
  /** The parent's slug; null for a department at the top of the menu tree. */
  parent: string | null;
  name: Texts;
  sort: number;
}

/** A series or a season. */
export interface FeedNamed {
  slug: string;
  name: Texts;
  sort: number;
}

export interface FeedColour extends FeedNamed {
  /** `#rrggbb`, lower case. */
  hex: string;
}

export interface FeedPromotion {
  slug: string;
  /** 0 to 99: the percentage taken off the price; 0 for one that only labels (a gift, say). */
  discountPercent: number;
  /** Epoch milliseconds; null: no start (or no end). */
  startsAt: number | null;
  endsAt: number | null;
  name: Texts;
  tag: Texts;
}

export interface FeedCollocation {
  sn: string;
  matchSn: string;
}

/**
 * A picture file of the feed, read and checked: a real image of an accepted type. Its bytes are
 * not kept (a large feed has more pictures than memory holds): the import reads the file again.
 */
export interface FeedPicture {
  /** Its path as the feed wrote it, relative to the folder (forward slashes). */
  file: string;
  contentType: MasterType;
  /** SHA-256 of the bytes, hex: a changed picture is a new picture. */
  hash: string;
  width: number;
  height: number;
}

export interface FeedSku {
  /** The SKU's own code, unique in the shop. */
  sku: string;
  size: string;
  price: number;
  originalPrice: number;
  stock: number;
  /** Its row in the catalogue file, which its piece's origin names. */
  line: number;
}

/** One colour of a piece: its pictures (the first is the cover) and its SKUs, in feed order. */
export interface FeedColourGroup {
  colour: string;
  pictures: FeedPicture[];
  skus: FeedSku[];
}

export type SizeKind = 'clothing' | 'shoes' | 'one';

/** A piece (the feed's `sn`): its piece-level columns and its colours, in order of appearance. */
export interface FeedPiece {
  sn: string;
  category: string;
  series: string;
  season: string;
  sizeKind: SizeKind;
  name: Texts;
  description: Texts;
  material: Texts;
  care: Texts;
  onSale: boolean;
  isNew: boolean;
  sort: number;
  /** A promotion's slug, or null. */
  promotion: string | null;
  colours: FeedColourGroup[];
  /** Its first row. */
  origin: Origin;
}

/**
 * A whole feed, checked. The optional files are null when the folder has none: the import then
 * leaves those tables as they are, and every slug the catalogue uses must already exist.
 */
export interface Feed {
  folder: string;
  pieces: FeedPiece[];
  categories: FeedCategory[] | null;
  series: FeedNamed[] | null;
  seasons: FeedNamed[] | null;
  colours: FeedColour[] | null;
  promotions: FeedPromotion[] | null;
  collocations: FeedCollocation[] | null;
}

/** One thing wrong with a feed: where it is, and its code and values (./problem-words.ts). */
export interface FeedProblem extends ProblemWords {
  file: string;
  /** Null for the file as a whole (missing, not UTF-8, wrong headers). */
  line: number | null;
  /** The column the problem is in, if one. */
  column: string | null;
}

/** The problem as the operator's command prints it: `catalogue.csv line 12, price: …`. */
export function describeProblem(problem: FeedProblem): string {
  const where = [problem.file, problem.line === null ? null : `line ${problem.line}`]
    .filter(Boolean)
    .join(' ');
  return `${where}${problem.column ? `, ${problem.column}` : ''}: ${problemText('en', problem)}`;
}

/** The slugs the database already has, which a feed may use without defining them. */
export interface KnownSlugs {
  categories: ReadonlySet<string>;
  series: ReadonlySet<string>;
  seasons: ReadonlySet<string>;
  colours: ReadonlySet<string>;
  promotions: ReadonlySet<string>;
  /**
   * The discount of each promotion the shop has, by slug: a piece under one must be priced by it
   * (promotion-price.ts) unless promotions.csv gives the promotion a new one. Absent: not checked.
   */
  promotionPercents?: ReadonlyMap<string, number>;
  /** Pieces already in the shop, which collocations.csv may name. */
  pieces: ReadonlySet<string>;
}

/** The outcome of reading a feed folder: the feed when nothing is wrong, else every problem. */
export type FeedReading = { ok: true; feed: Feed } | { ok: false; problems: FeedProblem[] };
