import type { FeedPicture, FeedPiece, FeedSku, Texts } from './model';
import { said, type ProblemWords } from './problem-words';
import { givenOn, type PieceColumn, type PieceValues, type PieceValuesDraft } from './piece-values';
import type { Problems } from './problems';
import { promotionalPrice } from '../promotion-price';

/** A colour of a piece while its rows are read. */
export interface ColourDraft {
  colour: string;
  skus: FeedSku[];
  /** Its pictures as its first row names them: the paths, and one text to compare rows by. */
  pictures: { text: string; files: string[] };
  firstLine: number;
  /** The sizes of its rows whose SKU was refused, so a size is still given once only. */
  refusedSizes?: Map<string, number>;
  /** Every size's line, made once the colour has many, to find one without a search. */
  sizeLines?: Map<string, number>;
}

export interface PieceDraft extends PieceValuesDraft {
  colours: ColourDraft[];
}

/** What a piece's rows may leave empty: no text, on sale, not new, sorted 0, no promotion. */
const DEFAULTS = {
  description_cn: '',
  description_en: '',
  material_cn: '',
  material_en: '',
  care_cn: '',
  care_en: '',
  on_sale: true,
  is_new: false,
  sort: 0,
} satisfies Partial<PieceValues>;

const REQUIRED = ['category', 'series', 'season', 'size_kind'] as const;

const LANGUAGE_PAIRS = [
  ['name_cn', 'name_en'],
  ['description_cn', 'description_en'],
  ['material_cn', 'material_en'],
  ['care_cn', 'care_en'],
] as const;

/** Problems of the piece as a whole: a column no row gives, a text in one language only. */
function checkWhole(draft: PieceDraft, problems: Problems): void {
  const report = (column: PieceColumn, line: number, words: ProblemWords) =>
    problems.add(draft.origin.file, line, column, words);
  const { sn, origin } = draft;
  for (const column of REQUIRED) {
    if (givenOn(draft, column) === undefined) report(column, origin.line, said('notGiven', { sn }));
  }
  for (const [cn, en] of LANGUAGE_PAIRS) {
    const [chinese, english] = [givenOn(draft, cn), givenOn(draft, en)];
    if (chinese !== undefined && english === undefined) {
      report(en, chinese, said('oneLanguageOnly', { sn, other: cn }));
    }
    if (english !== undefined && chinese === undefined) {
      report(cn, english, said('oneLanguageOnly', { sn, other: en }));
    }
    if (chinese === undefined && english === undefined && cn === 'name_cn') {
      report(cn, origin.line, said('noName', { sn }));
    }
  }
}

/**
 * A price below the original one is a promotion's price: the shop charges the original price
 * while the piece has no promotion running (modules/catalogue/pricing.ts).
 */
function checkMarkdowns(draft: PieceDraft, problems: Problems): void {
  for (const { skus } of draft.colours) {
    for (const { price, originalPrice, line } of skus) {
      if (price >= originalPrice) continue;
      problems.add(draft.origin.file, line, 'price', said('markdownNoPromotion', { sn: draft.sn }));
    }
  }
}

/**
 * A piece under a promotion sells at the price the promotion's discount gives its original price
 * (promotion-price.ts), as the prices file and the console's promotions price it: a SKU at
 * another price is a problem naming that price. A promotion whose discount is not known (none in
 * the shop or the feed) is not checked.
 */
export function checkPromotionPrices(
  piece: FeedPiece,
  percents: ReadonlyMap<string, number>,
  problems: Problems,
): void {
  const percent = piece.promotion === null ? undefined : percents.get(piece.promotion);
  if (piece.promotion === null || percent === undefined) return;
  for (const { skus } of piece.colours) {
    for (const { price, originalPrice, line } of skus) {
      const expected = promotionalPrice(originalPrice, percent);
      if (price === expected) continue;
      const words = said('skuNotPromotionPrice', {
        promotion: piece.promotion,
        percent,
        original: (originalPrice / 100).toFixed(2),
        expected: (expected / 100).toFixed(2),
      });
      problems.add(piece.origin.file, line, 'price', words);
    }
  }
}

const texts = (cn: string, en: string): Texts => ({ cn, en });

/**
 * The piece, once all rows are read and its pictures checked; null when something of it is
 * missing or broken (each told as a problem).
 */
export function finishPiece(
  draft: PieceDraft,
  problems: Problems,
  pictures: ReadonlyMap<string, FeedPicture | ProblemWords>,
): FeedPiece | null {
  checkWhole(draft, problems);
  const v = { ...DEFAULTS, ...draft.values };
  if (draft.values.promotion === undefined && givenOn(draft, 'promotion') === undefined) {
    checkMarkdowns(draft, problems);
  }
  const { category, series, season, size_kind, name_cn, name_en } = v;
  if (!category || !series || !season || !size_kind || !name_cn || !name_en) return null;
  const colours = [];
  for (const { colour, skus, pictures: named } of draft.colours) {
    const checked = named.files.map((file) => pictures.get(file));
    if (checked.some((picture) => picture === undefined || 'code' in picture)) return null;
    // A copy holds exactly its SKUs, where the growing list kept room for more.
    colours.push({ colour, pictures: checked as FeedPicture[], skus: skus.slice() });
  }
  return {
    sn: draft.sn,
    category,
    series,
    season,
    sizeKind: size_kind,
    name: texts(name_cn, name_en),
    description: texts(v.description_cn, v.description_en),
    material: texts(v.material_cn, v.material_en),
    care: texts(v.care_cn, v.care_en),
    onSale: v.on_sale,
    isNew: v.is_new,
    sort: v.sort,
    promotion: v.promotion ?? null,
    colours,
    origin: draft.origin,
  };
}
