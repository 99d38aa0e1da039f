import { z } from 'zod';
import { defineCall, idParam, listParam } from './call';
import type { GoodsCard, Picture } from './catalogue';
import { optionalText } from './fields';

// The cart (spec §3 "Cart line", §5 stock messages, §7 "Cart and orders"). Every call but
// get-cart-num and hot-sale-goods needs a signed-in member and only touches their own lines.

/** Distinct lines a cart may hold. */
export const CART_LINE_LIMIT = 50;
/** Pendants one line may carry. */
export const PENDANT_LIMIT = 10;

/** A quantity the shopper asked for; above the stock is refused by the server with `tooMany`. */
function quantityField(tooManyKey: 'understock' | 'reachedMaximum') {
  return z.coerce
    .number({ error: 'quantityInvalid' })
    .int({ error: 'quantityInvalid' })
    .min(1, { error: 'reachedMinimum' })
    .max(99_999, { error: tooManyKey });
}

/** An optional flag that stays undefined when absent (edit changes only what it is given). */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

/**
 * Personalisation of a line (spec §3): the initials and the codes of the options the piece
 * offers (contract/personalise.ts), checked by the server; lists show the options' names.
 */
const personalisationFields = {
  custom_letters: optionalText(20),
  custom_position: optionalText(40),
  letter_color: optionalText(40),
  number_color: optionalText(40),
  /** JSON-encoded list of pendant codes. */
  pendants: listParam(optionalText(40)).refine((list) => list.length <= PENDANT_LIMIT, {
    error: 'tooManyPendants',
  }),
  inner_area: optionalText(40),
};

export interface Personalisation {
  custom_letters: string;
  custom_position: string;
  letter_color: string;
  number_color: string;
  pendants: string[];
  inner_area: string;
}

export interface CartLine extends Personalisation {
  id: number;
  goods_id: number;
  sku_id: number;
  sn: string;
  name: string;
  color_id: number;
  color_name: string;
  size: string;
  picture: Picture | null;
  /** Unit prices in fen, as they are now. */
  price: number;
  original_price: number;
  quantity: number;
  /** What is left of this colour and size; 0 once the product is withdrawn. */
  stock: number;
  on_sale: boolean;
  /** On sale with at least `quantity` left: only such lines can be ordered. */
  available: boolean;
  selected: boolean;
  created_at: number;
}

export interface CartList {
  /** Newest first. */
  list: CartLine[];
  /** Pieces and amount (fen) of the selected available lines. */
  selected_count: number;
  selected_amount: number;
  /** Pieces in the whole cart, as get-cart-num counts them. */
  num: number;
}

/** Replies of the calls that change the cart: the line concerned and the new cart count. */
export interface CartChange {
  id: number;
  num: number;
}

export const cartAdd = defineCall<CartChange>()({
  r: 'api/cart/add',
  method: 'POST',
  noLogin: false,
  input: z.object({
    sku_id: idParam,
    quantity: quantityField('understock').default(1),
    ...personalisationFields,
  }),
});

/** Several SKUs at once, without personalisation: all are added or none. */
export const cartBatchAdd = defineCall<{ num: number }>()({
  r: 'api/cart/batch-add',
  method: 'POST',
  noLogin: false,
  input: z.object({
    /** JSON-encoded `[{sku_id, quantity}]`. */
    sku_list: listParam(
      z.object({ sku_id: idParam, quantity: quantityField('understock') }),
    ).refine((list) => list.length > 0, { error: 'cartNothingToAdd' }),
  }),
});

/** Visitors get 0; never cached. */
export const cartNum = defineCall<{ num: number }>()({
  r: 'api/cart/get-cart-num',
  method: 'GET',
  input: z.object({}),
});

/** Changes what it is given: quantity, selection, or the colour and size (another SKU). */
export const cartEdit = defineCall<CartChange>()({
  r: 'api/cart/edit',
  method: 'POST',
  noLogin: false,
  input: z.object({
    id: idParam,
    quantity: quantityField('reachedMaximum').optional(),
    selected: optionalFlag,
    /** Another SKU of the same goods; the line merges into an identical one if there is one. */
    sku_id: idParam.optional(),
  }),
});

/** Goods to suggest beside the cart, for visitors too. */
export const cartHotSaleGoods = defineCall<{ list: GoodsCard[] }>()({
  r: 'api/cart/hot-sale-goods',
  method: 'POST',
  input: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
});

/** All the given lines are deleted, or none when one of them is not in the caller's cart. */
export const cartDelete = defineCall<{ num: number }>()({
  r: 'api/cart/delete',
  method: 'POST',
  noLogin: false,
  input: z.object({
    /** JSON-encoded list of line ids. */
    ids: listParam(idParam).refine((list) => list.length > 0, { error: 'cartNothingToDelete' }),
  }),
});

export const cartList = defineCall<CartList>()({
  r: 'api/cart/list',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

// A visitor's bag lives on their device (the lines below, numbered by the device). The server
// keeps nothing of it until the visitor signs in and it is added to their bag once.

/** How a visitor's device keeps a line of their bag. */
export const guestLineInput = z.object({
  /** The device's own number for the line. */
  id: idParam,
  sku_id: idParam,
  quantity: quantityField('understock'),
  selected: z.boolean().default(true),
  ...personalisationFields,
});
export type GuestLineInput = z.input<typeof guestLineInput>;

/** A visitor's lines as the bag shows them; `missing` are device ids of SKUs that no longer exist. */
export const cartGuestList = defineCall<CartList & { missing: number[] }>()({
  r: 'api/cart/guest-list',
  method: 'POST',
  input: z.object({ lines: listParam(guestLineInput) }),
});

/**
 * Whether a visitor's line may hold `quantity` pieces of the SKU with this personalisation,
 * refused as a member's add (`add`) or change (`edit`) would be. `other_lines` is how many other
 * lines the device bag holds when this one is new (the bag's line limit). Answers the stock and
 * the personalisation as the server keeps it, which the device then stores.
 */
export const cartGuestCheck = defineCall<{ stock: number; personalisation: Personalisation }>()({
  r: 'api/cart/guest-check',
  method: 'POST',
  input: z.object({
    sku_id: idParam,
    quantity: quantityField('understock'),
    change: z.enum(['add', 'edit']).default('add'),
    other_lines: z.coerce.number().int().min(0).max(CART_LINE_LIMIT).optional(),
    ...personalisationFields,
  }),
});

/** Why a line of a visitor's bag was not added, or not in full, to the member's bag. */
export type GuestLeftOutReason = 'unavailable' | 'soldOut' | 'stock' | 'personalisation' | 'full';

export interface GuestLeftOut {
  sku_id: number;
  /** Empty for a SKU that no longer exists. */
  name: string;
  color_name: string;
  size: string;
  wanted: number;
  /** Pieces of it that were added (up to what is left, for `stock`). */
  added: number;
  reason: GuestLeftOutReason;
}

export interface GuestMerge {
  /** The member's bag count afterwards. */
  num: number;
  /** Pieces of the visitor's bag now in the member's bag. */
  added: number;
  left_out: GuestLeftOut[];
  /** Where each device line (by its device id) went in the member's bag, when any of it did. */
  placed: { id: number; cart_id: number }[];
  /** This device bag had been added before (another tab, a retry): nothing was added now. */
  already: boolean;
}

/** Adds a visitor's device bag to the signed-in member's bag, once per bag id. */
export const cartMergeGuest = defineCall<GuestMerge>()({
  r: 'api/cart/merge-guest',
  method: 'POST',
  noLogin: false,
  input: z.object({
    bag_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'cartBagInvalid' }),
    lines: listParam(guestLineInput).refine((list) => list.length > 0, {
      error: 'cartNothingToAdd',
    }),
  }),
});
