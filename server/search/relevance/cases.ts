import { EN_CASES } from './cases-en';
import { ZH_CASES } from './cases-zh';

export type QueryKind =
  | 'category' // a category word: 大衣, 手袋, 鞋履, 配饰, 女士, Shoes, Accessories, coats
  | 'material-noun' // material + noun typed without a space: 羊绒大衣, 真丝衬衫, cashmere coat
  | 'colour-category' // 黑色手袋, 白色运动鞋, black bag, 女士 大衣
  | 'pinyin' // dayi, da yi, dy, shoudai, yangrong
  | 'plural' // dresses, scarves, coats, bags, sneakers
  | 'typo' // sneakrs, cashmre: 1 edit in words of 5+ letters, 2 in words of 9+
  | 'synonym' // handbag/包/包袋 → bags; 毛衣/针织衫/knitwear/sweater; 鞋/shoes; women/女装; 大衣=coat
  | 'name' // a piece's or style's name, whole or in part, either language
  | 'series' // a series name
  | 'sn'; // a piece's code, whole (e.g. MP00-W-DR-0001) or case-changed

/** The kinds in the order reports list them. */
export const QUERY_KINDS: readonly QueryKind[] = [
  'category',
  'material-noun',
  'colour-category',
  'pinyin',
  'plural',
  'typo',
  'synonym',
  'name',
  'series',
  'sn',
];

export interface PieceExpectation {
  /** The piece's category or one of its ancestors has one of these slugs. */
  category?: string[];
  /** The piece comes in one of these colour slugs. */
  colour?: string[];
  /**
   * The piece's English name holds every one of these words (case-insensitive, whole words; a
   * plural in the name counts for its singular). A hyphenated entry ('t-shirt') is its words side
   * by side.
   */
  nameHas?: string[];
  /** The piece's series slug is one of these. */
  series?: string[];
  /** The piece's sn is one of these. */
  sn?: string[];
}

export interface RelevanceCase {
  query: string;
  kind: QueryKind;
  /** The pieces a shopper typing this means: a piece is relevant when every given condition holds. */
  expect: PieceExpectation;
}

/**
 * The synonym groups the cases count on, for the search's seeded synonyms table. 白色 = ivory
 * because the catalogue's only white is ivory (象牙白).
 */
export const SYNONYMS_RELIED_ON: readonly (readonly string[])[] = [
  ['手袋', '包', '包袋', '包包', 'bag', 'handbag'],
  ['鞋履', '鞋', '鞋子', 'shoes'],
  ['女士', '女装', 'women', 'womenswear'],
  ['男士', '男装', 'men', 'menswear'],
  ['大衣', 'coat'],
  ['毛衣', '针织衫', 'sweater', 'knitwear', 'jumper'],
  ['长裤', '裤子', 'trousers', 'pants'],
  ['运动鞋', '球鞋', 'sneakers', 'trainers'],
  ['高跟鞋', 'pumps', 'heels'],
  ['太阳镜', '墨镜', 'sunglasses'],
  ['腰带', '皮带', 'belt'],
  ['珠宝', '首饰', 'jewellery', 'jewelry'],
  ['白色', '象牙白', 'white', 'ivory'],
];

export const RELEVANCE_CASES: readonly RelevanceCase[] = [...ZH_CASES, ...EN_CASES];
