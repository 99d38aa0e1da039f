import type { CartLine, GuestMerge, Personalisation } from '../../../contract/cart';
import type { OrderItemInput } from '../../../contract/order';

/**
 * Spec §5 stock messages, as a line's state: withdrawn goods are out of stock, a colour and size
 * with nothing left is sold out, fewer left than the line asks for is understock. Only an
 * available line can be selected and ordered.
 */
export type LineState = 'available' | 'offSale' | 'soldOut' | 'understock';

export function lineState(line: Pick<CartLine, 'on_sale' | 'stock' | 'quantity'>): LineState {
  if (!line.on_sale) return 'offSale';
  if (line.stock <= 0) return 'soldOut';
  if (line.stock < line.quantity) return 'understock';
  return 'available';
}

export function isAvailable(line: Pick<CartLine, 'on_sale' | 'stock' | 'quantity'>): boolean {
  return lineState(line) === 'available';
}

/** Whether the line shows ticked: only an available line can be. */
export function isTicked(line: CartLine): boolean {
  return line.selected && isAvailable(line);
}

/** The lines that the checkout and "delete selected" act on. */
export function tickedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter(isTicked);
}

/** "Select all": ticked when every available line is, impossible when none is available. */
export function selectAllState(lines: readonly CartLine[]): {
  checked: boolean;
  disabled: boolean;
} {
  const available = lines.filter(isAvailable);
  return {
    checked: available.length > 0 && available.every((line) => line.selected),
    disabled: available.length === 0,
  };
}

/** The lines whose tick must change for every available line to be `selected`. */
export function linesToTick(lines: readonly CartLine[], selected: boolean): number[] {
  return lines
    .filter((line) => isAvailable(line) && line.selected !== selected)
    .map((line) => line.id);
}

/** What a press of the stepper asks for: a new quantity, or the limit it met (spec §5). */
export type Step = { quantity: number } | { limit: 'minimum' | 'maximum' };

/** The stepper runs from 1 to what is left; a line above the stock may still come down. */
export function stepQuantity(line: Pick<CartLine, 'quantity' | 'stock'>, delta: 1 | -1): Step {
  const next = line.quantity + delta;
  if (next < 1) return { limit: 'minimum' };
  if (delta > 0 && next > line.stock) return { limit: 'maximum' };
  return { quantity: next };
}

/** What the order page buys from the cart: the ticked lines, by their id (spec §3). */
export function checkoutItems(lines: readonly CartLine[]): OrderItemInput[] {
  return tickedLines(lines).map((line) => ({ cart_id: line.id }));
}

/**
 * What a visitor's checkout orders once their bag has joined their account's: the member's
 * lines that took the ticked device lines. Nothing when some piece could not join (the shopper
 * sees what changed before ordering) or when a ticked line went nowhere.
 */
export function checkoutAfterMerge(
  deviceLineIds: readonly number[],
  merge: Pick<GuestMerge, 'left_out' | 'placed'>,
): OrderItemInput[] {
  if (merge.left_out.length > 0) return [];
  const cartIds = deviceLineIds.map((id) => merge.placed.find((p) => p.id === id)?.cart_id);
  if (cartIds.some((id) => id === undefined)) return [];
  return [...new Set(cartIds as number[])].map((cart_id) => ({ cart_id }));
}

/** Whether a line carries any personalisation worth showing. */
export function hasPersonalisation(line: Personalisation): boolean {
  return (
    Boolean(
      line.custom_letters ||
      line.custom_position ||
      line.letter_color ||
      line.number_color ||
      line.inner_area,
    ) || line.pendants.some((pendant) => pendant !== '')
  );
}

/** Below this many lines the cart shows suggestions under its lines. */
export const SMALL_CART_LINES = 3;

export function showsSuggestions(lineCount: number): boolean {
  return lineCount < SMALL_CART_LINES;
}
