/** Words in both shop languages. */
export interface Words {
  cn: string;
  en: string;
}

export type Gender = 'women' | 'men' | 'unisex';
export type SizeKind = 'clothing' | 'shoes' | 'one';
export type CareKey =
  | 'silk'
  | 'wool'
  | 'knit'
  | 'cotton'
  | 'leather'
  | 'suede'
  | 'canvas'
  | 'jewellery'
  | 'eyewear'
  | 'hat'
  | 'shoes';

/** The drawing used for a style's pictures. */
export type ArtKind =
  | 'dress'
  | 'coat'
  | 'knit'
  | 'shirt'
  | 'skirt'
  | 'trousers'
  | 'top-handle'
  | 'shoulder-bag'
  | 'crossbody'
  | 'tote'
  | 'wallet'
  | 'scarf'
  | 'belt'
  | 'jewellery'
  | 'sunglasses'
  | 'hat'
  | 'pump'
  | 'flat'
  | 'sneaker'
  | 'boot'
  | 'loafer';

export interface Material {
  /** Put in front of a style's name, or in place of `{m}`. */
  name: Words;
  composition: Words;
  /** One sentence for the description. */
  about: Words;
  care: CareKey;
  /** Price factor against the style's base price. */
  premium?: number;
  /** Colour slugs this material comes in, when narrower than the category's. */
  palette?: string[];
}

export interface Style {
  /** The name; `{m}` marks where the material goes, otherwise it goes in front. */
  name: Words;
  /** One sentence on the cut or the make. */
  about: Words;
  materials: string[];
  /** Base price in whole yuan. */
  price: number;
  art: ArtKind;
  variant?: number;
  gender?: Gender;
  palette?: string[];
}

export interface Leaf {
  slug: string;
  /** Two letters in the goods' sn. */
  code: string;
  name: Words;
  sizeKind: SizeKind;
  palette: string[];
  styles: Style[];
  /** How many goods to make from the styles (round robin over styles and materials). */
  count: number;
}

export interface Department {
  slug: string;
  code: string;
  name: Words;
  gender: Gender;
  leaves: Leaf[];
}
