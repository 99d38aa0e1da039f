import { CATALOGUE_COLUMNS } from '../feed/catalogue';
import type { PageColour, PagePiece, StoredMasterInfo } from './page';
import { pictureFile } from './pictures';
import type { SlugsById } from './reference';
import { flagText, yuanText } from './values';

// catalogue.csv's rows for the pieces of a page. A piece's own columns are on its first row
// only, so that changing a name or a description is one cell; the pictures are on each colour's
// first row, the cover first.

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
type Cells = Partial<Record<CatalogueColumn, string>>;

export interface PageRows {
  records: string[][];
  skus: number;
  /** Colours of which some picture has no stored master: written without pictures. */
  coloursWithoutMasters: string[];
  /** Pieces without a SKU, which catalogue.csv cannot hold: one row is one SKU. */
  piecesWithoutSkus: string[];
}

function pieceCells(piece: PagePiece, slugs: SlugsById): Cells {
  const { goods } = piece;
  const text = (lang: string, field: 'name' | 'description' | 'material' | 'care') =>
    piece.texts.get(lang)?.[field] ?? '';
  return {
    category: slugs.categories.get(goods.category_id) ?? '',
    series: slugs.series.get(goods.series_id) ?? '',
    season: slugs.seasons.get(goods.season_id) ?? '',
    size_kind: goods.size_kind,
    name_cn: text('cn', 'name'),
    name_en: text('en', 'name'),
    description_cn: text('cn', 'description'),
    description_en: text('en', 'description'),
    material_cn: text('cn', 'material'),
    material_en: text('en', 'material'),
    care_cn: text('cn', 'care'),
    care_en: text('en', 'care'),
    on_sale: flagText(goods.on_sale),
    is_new: flagText(goods.is_new),
    sort: String(goods.sort),
    promotion: goods.promotion_id === null ? '' : (slugs.promotions.get(goods.promotion_id) ?? ''),
  };
}

/** The colour's picture files, or null when one of them has no master to write. */
function pictureCell(
  colour: PageColour,
  masters: ReadonlyMap<string, StoredMasterInfo>,
): string | null {
  const files: string[] = [];
  for (const at of colour.pictures) {
    const master = masters.get(at);
    if (!master) return null;
    files.push(pictureFile(at, master));
  }
  return files.join('|');
}

export function pageRows(
  pieces: readonly PagePiece[],
  masters: ReadonlyMap<string, StoredMasterInfo>,
  slugs: SlugsById,
): PageRows {
  const out: PageRows = { records: [], skus: 0, coloursWithoutMasters: [], piecesWithoutSkus: [] };
  for (const piece of pieces) {
    let first: Cells | null = pieceCells(piece, slugs);
    for (const colour of piece.colours) {
      const slug = slugs.colours.get(colour.colour) ?? '';
      let pictures = pictureCell(colour, masters);
      if (pictures === null) {
        out.coloursWithoutMasters.push(`${piece.goods.sn} ${slug}`);
        pictures = '';
      }
      for (const sku of colour.skus) {
        const cells: Cells = {
          ...first,
          sn: piece.goods.sn,
          sku: sku.code,
          colour: slug,
          size: sku.size,
          price: yuanText(sku.price),
          // Left empty when it is the price, so that changing the price is one cell.
          original_price: sku.originalPrice === sku.price ? '' : yuanText(sku.originalPrice),
          stock: String(sku.onHand),
          pictures,
        };
        out.records.push(CATALOGUE_COLUMNS.map((column) => cells[column] ?? ''));
        out.skus += 1;
        first = null;
        pictures = '';
      }
    }
    if (first !== null) out.piecesWithoutSkus.push(piece.goods.sn);
  }
  return out;
}
