import type { PlannedGoods } from '../plan';
import { csvFile } from './csv';
import type { DemoPictures } from './pictures';

const COLUMNS = [
  'sn',
  'sku',
  'category',
  'series',
  'season',
  'size_kind',
  'name_cn',
  'name_en',
  'description_cn',
  'description_en',
  'material_cn',
  'material_en',
  'care_cn',
  'care_en',
  'colour',
  'size',
  'price',
  'original_price',
  'stock',
  'on_sale',
  'is_new',
  'sort',
  'promotion',
  'pictures',
] as const;

/** A demo SKU's code, as migration 0014 gave the SKUs a shop had: sn, colour slug and size. */
function skuCode(sn: string, colour: string, size: string): string {
  return `${sn}-${colour}-${size}`;
}

/** Fen as the feed writes an amount: yuan, with the fen as two decimals when there are any. */
function yuan(fen: number): string {
  const cents = fen % 100;
  return cents === 0
    ? String(fen / 100)
    : `${Math.floor(fen / 100)}.${String(cents).padStart(2, '0')}`;
}

/** The columns that describe the piece, given on its first row and left empty on the others. */
function pieceColumns(g: PlannedGoods) {
  return {
    category: g.leaf.slug,
    series: g.series,
    season: g.season,
    size_kind: g.leaf.sizeKind,
    name_cn: g.name.cn,
    name_en: g.name.en,
    description_cn: g.description.cn,
    description_en: g.description.en,
    material_cn: g.composition.cn,
    material_en: g.composition.en,
    care_cn: g.care.cn,
    care_en: g.care.en,
    on_sale: 1,
    is_new: g.isNew ? 1 : 0,
    sort: g.sort,
    promotion: g.promotion,
  };
}

/** catalogue.csv: one row per SKU, stock as the quantity on hand; the pictures it names. */
export function catalogueFile(plan: readonly PlannedGoods[], pictures: DemoPictures): string {
  const rows = plan.flatMap((g) =>
    g.colors.flatMap((colour, c) =>
      g.sizes.map((size, s) => ({
        sn: g.sn,
        sku: skuCode(g.sn, colour.slug, size),
        ...(c === 0 && s === 0 ? pieceColumns(g) : {}),
        colour: colour.slug,
        size,
        price: yuan(g.price),
        original_price: yuan(g.originalPrice),
        stock: colour.stock[s] ?? 0,
        pictures: s === 0 ? pictures.filesOf(g, colour).join('|') : null,
      })),
    ),
  );
  return csvFile(COLUMNS, rows);
}

/** collocations.csv: each piece's matches, in the plan's order. */
export function collocationsFile(plan: readonly PlannedGoods[]): string {
  const rows = plan.flatMap((g) =>
    g.matches.map((index) => ({ sn: g.sn, match_sn: plan[index]?.sn ?? '' })),
  );
  return csvFile(['sn', 'match_sn'], rows);
}
