import {
  CART_LINE_LIMIT,
  type CartChange,
  type CartList,
  type Personalisation,
  type cartAdd,
  type cartGuestCheck,
  type cartGuestList,
} from '../../../contract/cart';
import type { CallInput } from '../../../contract/call';
import { endpoint } from '../../lib/api-client';
import {
  findGuestLine,
  GuestBagNotKept,
  guestBagKept,
  guestBagNum,
  guestLinesInput,
  readGuestBag,
  withAddedLine,
  withEditedLine,
  withoutLines,
  writeGuestBag,
  type GuestBag,
} from './guest-bag';

// The bag's calls for a visitor: the lines live on the device, and the server draws them and
// checks each change as it checks a member's, so that a visitor meets the same refusals (sold
// out, too few left, personalisation the piece does not take) in their language. A change the
// device cannot keep fails with GuestBagNotKept rather than seem made.

function keep(bag: GuestBag): void {
  if (!writeGuestBag(bag)) throw new GuestBagNotKept();
}

const postGuestList = endpoint<typeof cartGuestList>('api/cart/guest-list', 'POST');
const postGuestCheck = endpoint<typeof cartGuestCheck>('api/cart/guest-check', 'POST');

const EMPTY_CART: CartList = { list: [], selected_count: 0, selected_amount: 0, num: 0 };

export async function listGuestBag(signal?: AbortSignal): Promise<CartList> {
  const bag = readGuestBag();
  if (bag.lines.length === 0) return EMPTY_CART;
  const { missing, ...cart } = await postGuestList({ lines: guestLinesInput(bag) }, { signal });
  // Pieces the shop no longer has leave the bag, as they would leave a member's (where the
  // device cannot keep the shorter bag, the server leaves them out again next time).
  if (missing.length > 0) writeGuestBag(withoutLines(readGuestBag(), missing));
  return cart;
}

type AddInput = CallInput<typeof cartAdd>;

function personalisationOf(input: AddInput): Personalisation {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    custom_letters: text(input.custom_letters),
    custom_position: text(input.custom_position),
    letter_color: text(input.letter_color),
    number_color: text(input.number_color),
    pendants: Array.isArray(input.pendants)
      ? input.pendants.filter((p): p is string => typeof p === 'string')
      : [],
    inner_area: text(input.inner_area),
  };
}

export async function addToGuestBag(input: AddInput): Promise<CartChange> {
  if (!guestBagKept()) throw new GuestBagNotKept();
  const skuId = Number(input.sku_id);
  const quantity = Number(input.quantity ?? 1);
  const { personalisation } = await postGuestCheck({
    sku_id: skuId,
    quantity,
    ...personalisationOf(input),
  });
  // The line it joins is known once the server has said how it keeps the personalisation.
  const before = readGuestBag();
  const existing = findGuestLine(before, skuId, personalisation);
  if (existing) {
    await postGuestCheck({
      sku_id: skuId,
      quantity: existing.quantity + quantity,
      ...personalisation,
    });
  } else if (before.lines.length >= CART_LINE_LIMIT) {
    await postGuestCheck({ sku_id: skuId, quantity, other_lines: before.lines.length });
  }
  const { bag, id } = withAddedLine(readGuestBag(), skuId, quantity, personalisation);
  keep(bag);
  return { id, num: guestBagNum(bag) };
}

export async function editGuestLine(input: {
  id: number;
  quantity?: number;
  selected?: boolean;
  sku_id?: number;
}): Promise<CartChange> {
  const bag = readGuestBag();
  const line = bag.lines.find((l) => l.id === input.id);
  if (line && (input.quantity !== undefined || input.sku_id !== undefined)) {
    const skuId = input.sku_id ?? line.sku_id;
    const twin = skuId !== line.sku_id ? findGuestLine(bag, skuId, line, line.id) : undefined;
    await postGuestCheck({
      sku_id: skuId,
      quantity: (input.quantity ?? line.quantity) + (twin?.quantity ?? 0),
      change: 'edit',
    });
  }
  const edited = withEditedLine(readGuestBag(), input.id, input);
  keep(edited.bag);
  return { id: edited.id, num: guestBagNum(edited.bag) };
}

export function deleteGuestLines(ids: number[]): { num: number } {
  const bag = withoutLines(readGuestBag(), ids);
  keep(bag);
  return { num: guestBagNum(bag) };
}
