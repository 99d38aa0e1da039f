import { z } from 'zod';
import { defineCall, idParam, pageParam, pageSizeParam } from './call';
import type { GoodsCard, Pagination } from './catalogue';

// Personalising pieces with initials (spec §1, §5, §7 api/goods/get-custom-goods, §9). Public,
// language-dependent and cacheable. A bag line keeps the option codes (contract/cart.ts); the
// bag and the orders show their names in the shopper's language.

/** Each character of the initials may appear at most this often (spec §5, §9). */
export const CUSTOM_REPEAT_MAX = 2;
/** Letters A–Z and digits only, as the workshop paints or stamps them. */
export const CUSTOM_LETTERS_PATTERN = /^[A-Z0-9]+$/;
/** How long the workshop takes (spec §9). */
export const CUSTOM_DAYS = { min: 7, max: 14 } as const;

export interface CustomOption {
  code: string;
  name: string;
}

/** A colour of letters or numbers; `hex` is '' for tone-on-tone (blind) embossing. */
export interface CustomColor extends CustomOption {
  hex: string;
}

/**
 * Where the initials go, and where they sit on the product's first picture: the centre of the
 * text at `x`, `y` (fractions of the picture's width and height), letters `size` high (a
 * fraction of the picture's width).
 */
export interface CustomPosition extends CustomOption {
  x: number;
  y: number;
  size: number;
}

/** What one piece offers. Pendants and inner-bag areas are optional extras; [] when not offered. */
export interface CustomOptions {
  goods_id: number;
  /** The most characters of the initials. */
  max_length: number;
  positions: CustomPosition[];
  letter_colors: CustomColor[];
  /** Colours for digits; [] means digits take the letters' colour. */
  number_colors: CustomColor[];
  pendants: CustomOption[];
  inner_areas: CustomOption[];
}

export interface CustomGoodsCard extends GoodsCard {
  max_length: number;
}

/**
 * Without `goods_id`: a page of the pieces that can be personalised, `options` null. With it:
 * that piece alone in `list` and its `options`; a piece that cannot be personalised is refused
 * (4004).
 */
export const customGoods = defineCall<{
  list: CustomGoodsCard[];
  pagination: Pagination;
  options: CustomOptions | null;
}>()({
  r: 'api/goods/get-custom-goods',
  method: 'GET',
  input: z.object({
    goods_id: idParam.optional(),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});
