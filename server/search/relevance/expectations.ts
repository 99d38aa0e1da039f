import type { PieceExpectation, QueryKind, RelevanceCase } from './cases';

/** Builds the cases of one kind: `category('连衣裙', DRESSES)`. */
export function casesOf(kind: QueryKind) {
  return (query: string, expect: PieceExpectation): RelevanceCase => ({ query, kind, expect });
}

// Departments
export const WOMEN: PieceExpectation = { category: ['women'] };
export const MEN: PieceExpectation = { category: ['men'] };
export const BAGS: PieceExpectation = { category: ['bags'] };
export const SHOES: PieceExpectation = { category: ['shoes'] };
export const ACCESSORIES: PieceExpectation = { category: ['accessories'] };

// Categories
export const DRESSES: PieceExpectation = { category: ['women-dresses'] };
/** 外套, Coats & Jackets: the whole category, jackets included. */
export const OUTERWEAR: PieceExpectation = { category: ['women-coats', 'men-coats'] };
export const KNITWEAR: PieceExpectation = { category: ['women-knitwear', 'men-knitwear'] };
export const SHIRTS: PieceExpectation = { category: ['women-shirts', 'men-shirts'] };
export const SHIRTS_AND_TOPS: PieceExpectation = { category: ['women-shirts'] };
export const SKIRTS_AND_TROUSERS: PieceExpectation = { category: ['women-skirts-trousers'] };
export const TAILORING: PieceExpectation = { category: ['men-tailoring'] };
export const TOP_HANDLES: PieceExpectation = { category: ['bags-top-handles'] };
export const SHOULDER_BAGS: PieceExpectation = { category: ['bags-shoulder'] };
export const CROSSBODY: PieceExpectation = { category: ['bags-crossbody'] };
export const TOTES: PieceExpectation = { category: ['bags-totes'] };
export const SMALL_LEATHER_GOODS: PieceExpectation = { category: ['bags-small-leather-goods'] };
export const PUMPS: PieceExpectation = { category: ['shoes-pumps'] };
export const FLATS: PieceExpectation = { category: ['shoes-flats'] };
export const SNEAKERS: PieceExpectation = { category: ['shoes-sneakers'] };
export const BOOTS: PieceExpectation = { category: ['shoes-boots'] };
export const LOAFERS: PieceExpectation = { category: ['shoes-loafers'] };
export const SILK_SCARVES: PieceExpectation = { category: ['accessories-silk-scarves'] };
export const BELTS: PieceExpectation = { category: ['accessories-belts'] };
export const JEWELLERY: PieceExpectation = { category: ['accessories-jewellery'] };
export const SUNGLASSES: PieceExpectation = { category: ['accessories-sunglasses'] };
export const HATS: PieceExpectation = { category: ['accessories-hats'] };

// Kinds of piece that no category or single name word covers.

/**
 * 大衣, coat: the coats, overcoats, peacoats and the trench coat, not the jackets that share their
 * category; "Overcoat" and "Peacoat" do not hold the word "coat", so they are listed by sn.
 */
export const COATS: PieceExpectation = {
  sn: [
    'MP00-W-CO-0008',
    'MS26-W-CO-0009',
    'MS26-W-CO-0010',
    'MP00-W-CO-0013',
    'MS26-W-CO-0014',
    'MF26-M-CO-0036',
    'MS26-M-CO-0037',
    'MF25-M-CO-0040',
    'MF26-M-CO-0041',
  ],
};

/** 夹克, jackets: the four pieces named Jacket and the suede blouson (绒面革飞行员夹克). */
export const JACKETS: PieceExpectation = {
  sn: ['MS26-W-CO-0011', 'MS26-W-CO-0012', 'MS26-M-CO-0038', 'MS26-M-CO-0039', 'MF26-M-CO-0042'],
};

/**
 * 长裤, trousers: every pair in both departments (the shop files jeans and chinos under Trousers,
 * tailored trousers under Tailoring), and no skirt.
 */
export const TROUSERS: PieceExpectation = {
  sn: [
    'MS26-W-SK-0031',
    'MP00-W-SK-0032',
    'MF25-W-SK-0033',
    'MS26-M-TA-0045',
    'MS26-M-TA-0049',
    'MS26-M-TR-0064',
    'MP00-M-TR-0065',
    'MF26-M-TR-0066',
    'MS26-M-TR-0067',
    'MP00-M-TR-0068',
    'MF25-M-TR-0069',
    'MS26-M-TR-0070',
  ],
};

/** 真丝衬衫, silk shirt: the silk shirts and blouses, not the silk camisoles beside them. */
export const SILK_SHIRTS: PieceExpectation = {
  sn: ['MF26-W-SH-0023', 'MF25-W-SH-0027', 'MP00-M-SH-0059'],
};
