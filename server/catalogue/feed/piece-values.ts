import type { Origin, SizeKind } from './model';
import { said } from './problem-words';
import type { Row } from './row';
import type { SlugBook, SlugKind } from './slugs';
import * as values from './values';
import type { Parser } from './values';

/** The catalogue's columns that describe the piece, not one of its SKUs. */
export const PIECE_COLUMNS = [
  ...['category', 'series', 'season', 'size_kind'],
  ...['name_cn', 'name_en', 'description_cn', 'description_en'],
  ...['material_cn', 'material_en', 'care_cn', 'care_en'],
  ...['on_sale', 'is_new', 'sort', 'promotion'],
] as const satisfies readonly string[];

export interface PieceValues {
  category: string;
  series: string;
  season: string;
  size_kind: SizeKind;
  name_cn: string;
  name_en: string;
  description_cn: string;
  description_en: string;
  material_cn: string;
  material_en: string;
  care_cn: string;
  care_en: string;
  on_sale: boolean;
  is_new: boolean;
  sort: number;
  promotion: string;
}
export type PieceColumn = keyof PieceValues;

/** A piece while its rows are read: its piece-level values as first given. */
export interface PieceValuesDraft {
  sn: string;
  /** Its first row. */
  origin: Origin;
  values: Partial<PieceValues>;
  /**
   * The line each column was first given on, where that is not simply the piece's first row
   * with a valid value: most pieces give all on their first row, and need no such record.
   */
  lines?: Partial<Record<PieceColumn, number>>;
}

export type PieceParsers = { [K in PieceColumn]: Parser<PieceValues[K]> };

/** A parser whose values are kept once each, however many rows give them. */
export function sharing<T extends string>(
  parse: Parser<T>,
  intern: (text: string) => string,
): Parser<T> {
  return (text) => {
    const parsed = parse(text);
    return parsed.ok ? { ok: true, value: intern(parsed.value) as T } : parsed;
  };
}

/**
 * The parsers of the piece-level columns. `intern` keeps one copy of each value that many
 * pieces share (slugs, materials, care): a feed may hold a hundred thousand pieces.
 */
export function pieceParsers(
  slugs: SlugBook,
  intern: (text: string) => string = (text) => text,
): PieceParsers {
  const name = values.words(200);
  const long = values.words(10_000, true);
  const shared = sharing(long, intern);
  const known = (kind: SlugKind) => sharing(slugs.parser(kind), intern);
  return {
    category: known('categories'),
    series: known('series'),
    season: known('seasons'),
    size_kind: sharing(values.sizeKind, intern),
    name_cn: name,
    name_en: name,
    description_cn: long,
    description_en: long,
    material_cn: shared,
    material_en: shared,
    care_cn: shared,
    care_en: shared,
    on_sale: values.flag,
    is_new: values.flag,
    sort: values.integer(),
    promotion: known('promotions'),
  };
}

/** The line the column was first given on, valid or not; undefined when no row gave it. */
export function givenOn(draft: PieceValuesDraft, column: PieceColumn): number | undefined {
  const line = draft.lines?.[column];
  if (line !== undefined) return line;
  return draft.values[column] === undefined ? undefined : draft.origin.line;
}

const shown = (value: unknown) =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/**
 * A piece-level cell of a row. The first row that gives the column sets the piece's value; a
 * later row may leave it empty or give the same value, never another.
 */
export function takePieceValue<K extends PieceColumn>(
  row: Row<string>,
  draft: PieceValuesDraft,
  column: K,
  parsers: PieceParsers,
): void {
  if (row.text(column) === '') return;
  const value = row.optional(column, parsers[column]);
  const firstLine = givenOn(draft, column);
  if (firstLine === undefined) {
    if (value != null) draft.values[column] = value;
    if (value == null || row.line !== draft.origin.line) {
      draft.lines ??= {};
      draft.lines[column] = row.line;
    }
    return;
  }
  const first = draft.values[column];
  if (value == null || first === undefined || value === first) return;
  const given = values.shown(row.text(column));
  const earlier = { first: values.shown(shown(first)), line: firstLine, sn: draft.sn };
  row.report(column, said('valueDiffers', { value: given, ...earlier }));
}
