// The console's catalogue area (/admin/api/catalogue…): what its calls take and answer. Money in
// fen.

/** The daily files the console takes: each SKU's quantity on hand, or its prices. */
export const CATALOGUE_FILE_KINDS = ['stock', 'prices'] as const;
export type CatalogueFileKind = (typeof CATALOGUE_FILE_KINDS)[number];

/** The largest file the console takes, in bytes (a whole catalogue's stock is far smaller). */
export const CATALOGUE_FILE_MAX_BYTES = 8 * 1024 * 1024;

/** A file to check (a dry run) or to apply, as the console sends it. */
export interface CatalogueFileInput {
  kind: CatalogueFileKind;
  /** The file's own name: `.csv` or `.xlsx`. */
  file_name: string;
  content_base64: string;
  /** SKUs the shop does not know are left out instead of refusing the file. */
  skip_unknown: boolean;
  /** Applies the file; without it, only tells what would change. */
  apply: boolean;
  /**
   * When applying: the `checked` of the dry run the staff member read. The file is applied only
   * if it still makes those changes.
   */
  checked?: string;
}

/** Something wrong in the file, where it is. */
export interface CatalogueFileProblem {
  /** The feed's file it is in (a feed's problems; a daily file's name the report). */
  file?: string;
  line: number | null;
  column: string | null;
  /** What is wrong, by code, with the values it names (the cell, the SKU, an earlier line…). */
  code: string;
  params: Record<string, string | number | readonly string[]>;
  /** The problem in the staff member's language. */
  message: string;
}

/** One SKU the file changes: its values before and after, by column (on_hand, price…). */
export interface CatalogueDifference {
  sku: string;
  before: Record<string, number>;
  after: Record<string, number>;
}

/** What a file does (applied) or would do (dry run); with problems, nothing at all. */
export interface CatalogueFileReport {
  kind: CatalogueFileKind;
  file_name: string;
  applied: boolean;
  /** What to tell the staff member, in their language. */
  msg: string;
  problems: CatalogueFileProblem[];
  changed: number;
  unchanged: number;
  /** The codes the shop does not know, left out. */
  skipped: string[];
  /** The SKUs that change; the first thousand when more. */
  differences: CatalogueDifference[];
  /** Names these changes: send it back to apply them. */
  checked: string;
}

/** The most files one feed may hold, pictures included. */
export const CATALOGUE_FEED_MAX_FILES = 2000;
/** The largest feed the console takes, all files together, in bytes. */
export const CATALOGUE_FEED_MAX_BYTES = 64 * 1024 * 1024;

/** A feed folder (docs/catalogue-feed.md) as the console sends it: each file by its path. */
export interface CatalogueFeedInput {
  files: { path: string; content_base64: string }[];
  /** Pieces the feed does not list go off sale. */
  unlist_missing: boolean;
  apply: boolean;
  /** When applying: the `checked` of the dry run the staff member read. */
  checked?: string;
}

export interface CatalogueCounts {
  new: number;
  changed: number;
  unchanged: number;
}

/** What a feed does or would do, as the operator's `catalogue import` tells it. */
export interface CatalogueFeedSummary {
  pieces: CatalogueCounts;
  skus: CatalogueCounts & { emptied: number };
  reference: Record<string, { new: number; changed: number }>;
  pictures: number;
  collocations: number;
  unlisted: number;
}

export interface CatalogueFeedReport {
  applied: boolean;
  msg: string;
  problems: CatalogueFileProblem[];
  /** Null when the feed has problems. */
  summary: CatalogueFeedSummary | null;
  checked: string;
}

/** A piece as the catalogue area lists it. */
export interface CataloguePieceRow {
  id: number;
  sn: string;
  name: string;
  price: number;
  on_sale: boolean;
  /** What the shop may still sell of it, all SKUs together. */
  stock: number;
}

export interface CataloguePiecePage {
  rows: CataloguePieceRow[];
  total: number;
  page: number;
  page_size: number;
}
