import type { FeedContext } from './folder';
import type { FeedSku } from './model';
import {
  PIECE_COLUMNS,
  pieceParsers,
  sharing,
  takePieceValue,
  type PieceParsers,
} from './piece-values';
import type { ColourDraft, PieceDraft } from './pieces';
import { picturesOf } from './pictures';
import { said } from './problem-words';
import { checkPrices, Row } from './row';
import type { SlugBook } from './slugs';
import { readTable, type TableSource } from './table';
import * as values from './values';
import type { Parser } from './values';

export const CATALOGUE_COLUMNS = [
  ...['sn', 'sku', 'category', 'series', 'season', 'size_kind'],
  ...['name_cn', 'name_en', 'description_cn', 'description_en'],
  ...['material_cn', 'material_en', 'care_cn', 'care_en'],
  ...['colour', 'size', 'price', 'original_price', 'stock'],
  ...['on_sale', 'is_new', 'sort', 'promotion', 'pictures'],
] as const;
type CatalogueRow = Row<(typeof CATALOGUE_COLUMNS)[number]>;
type SkuColumns = Omit<FeedSku, 'size'>;

/** Past this many sizes in a colour, a size is found through a map rather than a search. */
const MANY_SIZES = 24;

const size = values.words(32);

/** The line a size of this colour is already on, if it is. */
function sizeLine(colour: ColourDraft, wanted: string): number | undefined {
  const refused = colour.refusedSizes?.get(wanted);
  if (refused !== undefined) return refused;
  if (colour.sizeLines) return colour.sizeLines.get(wanted);
  return colour.skus.find((sku) => sku.size === wanted)?.line;
}

function addSize(colour: ColourDraft, given: string, line: number, sku: SkuColumns | undefined) {
  if (sku === undefined) {
    colour.refusedSizes ??= new Map();
    colour.refusedSizes.set(given, line);
  } else {
    // Built whole, in one literal: a feed may hold a million of them.
    const { price, originalPrice, stock } = sku;
    colour.skus.push({ sku: sku.sku, size: given, price, originalPrice, stock, line });
  }
  if (!colour.sizeLines && colour.skus.length > MANY_SIZES) {
    colour.sizeLines = new Map(colour.skus.map((known) => [known.size, known.line]));
  }
  colour.sizeLines?.set(given, line);
}

const looseDraft = (): PieceDraft => {
  return { sn: '', origin: { file: '', line: 0 }, values: {}, colours: [] };
};

/** Reads the catalogue's rows into drafts of pieces; every broken rule is a problem. */
/** The reader tells how many rows it has read every this many. */
const ROWS_TOLD = 1000;

export class CatalogueReader {
  /** The pieces by sn, in the order the feed first names them. */
  readonly pieces = new Map<string, PieceDraft>();
  /** Every picture file named, with the first line naming it. */
  readonly pictures = new Map<string, number>();
  /** How many rows the file has, good or not. */
  rows = 0;
  private readonly skuLines = new Map<string, number>();
  /** Each size, slug and shared text once, however many rows give it. */
  private readonly texts = new Map<string, string>();
  private readonly parsers: PieceParsers;
  private readonly colourSlug: Parser<string>;

  constructor(
    private readonly context: FeedContext,
    slugs: SlugBook,
  ) {
    this.parsers = pieceParsers(slugs, this.interned);
    this.colourSlug = sharing(slugs.parser('colours'), this.interned);
  }

  async read(source: TableSource): Promise<void> {
    for await (const cells of readTable(this.context.problems, source, CATALOGUE_COLUMNS)) {
      this.readRow(new Row(this.context.problems, source.file, cells));
      if (this.rows % ROWS_TOLD === 0) this.context.progress.advance('rows read', this.rows, null);
    }
    // A million codes are no longer needed once every row is read.
    this.skuLines.clear();
    this.texts.clear();
  }

  private readRow(row: CatalogueRow): void {
    this.rows++;
    const sn = row.required('sn', values.code);
    const sku = this.skuOf(row);
    const colour = row.required('colour', this.colourSlug);
    const given = row.required('size', size);
    const pictures = this.picturesOf(row);
    // A row without a usable sn belongs to no piece: its values are still checked, on their own.
    const piece = sn === undefined ? looseDraft() : this.pieceOf(row, sn);
    for (const column of PIECE_COLUMNS) takePieceValue(row, piece, column, this.parsers);
    if (sn === undefined || colour === undefined) return;
    const group = this.colourOf(row, piece, colour, pictures);
    if (given === undefined) return;
    const earlier = sizeLine(group, given);
    if (earlier !== undefined) {
      row.report('size', said('sizeTwice', { sn, colour, size: given, line: earlier }));
    } else {
      addSize(group, this.interned(given), row.line, sku);
    }
  }

  /** The SKU's own columns; undefined when one is broken. */
  private skuOf(row: CatalogueRow): SkuColumns | undefined {
    const sku = row.required('sku', values.code);
    const earlier = sku === undefined ? undefined : this.skuLines.get(sku);
    if (earlier !== undefined)
      row.report('sku', said('skuTwice', { sku: sku ?? '', line: earlier }));
    else if (sku !== undefined) this.skuLines.set(sku, row.line);
    const price = row.required('price', values.amount);
    const original = row.optional('original_price', values.amount);
    const stock = row.required('stock', values.integer(0));
    const below = checkPrices(row, price, original);
    if (sku === undefined || earlier !== undefined || !price || below) return undefined;
    if (original === undefined || stock === undefined) return undefined;
    return { sku, price, originalPrice: original ?? price, stock, line: row.line };
  }

  private pieceOf(row: CatalogueRow, sn: string): PieceDraft {
    const known = this.pieces.get(sn);
    if (known) return known;
    const origin = { file: row.file, line: row.line };
    const piece: PieceDraft = { sn, origin, values: {}, colours: [] };
    this.pieces.set(sn, piece);
    return piece;
  }

  private colourOf(
    row: CatalogueRow,
    piece: PieceDraft,
    colour: string,
    pictures: ColourDraft['pictures'],
  ): ColourDraft {
    const known = piece.colours.find((draft) => draft.colour === colour);
    if (known) {
      if (pictures.text !== '' && pictures.text !== known.pictures.text) {
        const line = known.firstLine;
        row.report('pictures', said('picturesDiffer', { sn: piece.sn, colour, line }));
      }
      return known;
    }
    const draft: ColourDraft = { colour, skus: [], pictures, firstLine: row.line };
    piece.colours.push(draft);
    for (const file of pictures.files) {
      if (!this.pictures.has(file)) this.pictures.set(file, row.line);
    }
    return draft;
  }

  /** The row's pictures, and one text with a single "|" between paths to compare rows by. */
  private picturesOf(row: CatalogueRow): ColourDraft['pictures'] {
    const text = row.text('pictures');
    if (text === '') return { text, files: [] };
    const { files, problems } = picturesOf(text);
    for (const problem of problems) row.report('pictures', problem);
    return { text: files.join('|'), files: problems.length ? [] : files };
  }

  private readonly interned = (given: string): string => {
    const known = this.texts.get(given);
    if (known !== undefined) return known;
    this.texts.set(given, given);
    return given;
  };
}
