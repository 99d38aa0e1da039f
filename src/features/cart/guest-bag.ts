import type { GuestLineInput, Personalisation } from '../../../contract/cart';
import { browserStore, storageKeeps } from '../../lib/safe-storage';

// A visitor's bag, kept on their device (local storage) until they sign in: then it is added to
// their own bag once (guest-merge.ts) and emptied here. Newest line first, as a member's bag.
// The functions on `GuestBag` values are pure; `readGuestBag` and `writeGuestBag` touch storage.
// Where the browser refuses local storage (private modes, storage blocked) or it is full, the bag
// is not kept: nothing pretends it was, and the shopper is asked to sign in to keep pieces.

export interface GuestBagLine extends Personalisation {
  id: number;
  sku_id: number;
  quantity: number;
  selected: boolean;
}

export interface GuestBag {
  /** Random: the server adds one bag to a member's bag once, by this id. */
  bagId: string;
  nextId: number;
  lines: GuestBagLine[];
}

export const GUEST_BAG_KEY = 'guestBag';

function randomBagId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function emptyGuestBag(): GuestBag {
  return { bagId: randomBagId(), nextId: 1, lines: [] };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readLine(value: unknown): GuestBagLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (!isCount(line.id) || !isCount(line.sku_id) || !isCount(line.quantity)) return null;
  const text = (key: string) => (typeof line[key] === 'string' ? line[key] : '');
  return {
    id: line.id,
    sku_id: line.sku_id,
    quantity: line.quantity,
    selected: line.selected !== false,
    custom_letters: text('custom_letters'),
    custom_position: text('custom_position'),
    letter_color: text('letter_color'),
    number_color: text('number_color'),
    pendants: Array.isArray(line.pendants)
      ? line.pendants.filter((p): p is string => typeof p === 'string')
      : [],
    inner_area: text('inner_area'),
  };
}

/** The bag a stored text holds; a fresh empty bag for anything unreadable. */
export function parseGuestBag(stored: string | null): GuestBag {
  try {
    const value = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value.bagId !== 'string' || !Array.isArray(value.lines)) {
      return emptyGuestBag();
    }
    const lines = value.lines.map(readLine).filter((line) => line !== null);
    const nextId = Math.max(
      isCount(value.nextId) ? value.nextId : 1,
      ...lines.map((l) => l.id + 1),
    );
    return { bagId: value.bagId, nextId, lines };
  } catch {
    return emptyGuestBag();
  }
}

const store = browserStore('localStorage');

/** A change to the visitor's bag that the device could not keep (storage refused or full). */
export class GuestBagNotKept extends Error {
  constructor() {
    super('This device cannot keep a bag');
    this.name = 'GuestBagNotKept';
  }
}

/** Whether this device keeps a visitor's bag now. */
export function guestBagKept(): boolean {
  return storageKeeps('localStorage');
}

/** The bag on the device; an empty one where nothing is kept. */
export function readGuestBag(): GuestBag {
  return parseGuestBag(store.getItem(GUEST_BAG_KEY));
}

/** Keeps `bag` on the device; false where it cannot, and the device's bag stays as it was. */
export function writeGuestBag(bag: GuestBag): boolean {
  if (bag.lines.length > 0) return store.setItem(GUEST_BAG_KEY, JSON.stringify(bag));
  store.removeItem(GUEST_BAG_KEY);
  return true;
}

/** Pieces in the bag, as the header's count says. */
export function guestBagNum(bag: GuestBag): number {
  return bag.lines.reduce((sum, line) => sum + line.quantity, 0);
}

function samePersonalisation(a: Personalisation, b: Personalisation): boolean {
  return (
    a.custom_letters === b.custom_letters &&
    a.custom_position === b.custom_position &&
    a.letter_color === b.letter_color &&
    a.number_color === b.number_color &&
    a.inner_area === b.inner_area &&
    a.pendants.join('\u0000') === b.pendants.join('\u0000')
  );
}

/** The line holding this SKU with this personalisation: one line each, as in a member's bag. */
export function findGuestLine(
  bag: GuestBag,
  skuId: number,
  personalisation: Personalisation,
  except?: number,
): GuestBagLine | undefined {
  return bag.lines.find(
    (line) =>
      line.id !== except && line.sku_id === skuId && samePersonalisation(line, personalisation),
  );
}

/** Adds `quantity` to the matching line (ticking it) or puts a new line on top. */
export function withAddedLine(
  bag: GuestBag,
  skuId: number,
  quantity: number,
  personalisation: Personalisation,
): { bag: GuestBag; id: number } {
  const existing = findGuestLine(bag, skuId, personalisation);
  if (existing) {
    const lines = bag.lines.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + quantity, selected: true } : line,
    );
    return { bag: { ...bag, lines }, id: existing.id };
  }
  const line: GuestBagLine = {
    ...personalisation,
    id: bag.nextId,
    sku_id: skuId,
    quantity,
    selected: true,
  };
  return { bag: { ...bag, nextId: bag.nextId + 1, lines: [line, ...bag.lines] }, id: line.id };
}

/**
 * A line's new quantity, tick or SKU. A line moved onto the SKU of another line with the same
 * personalisation merges into that one, which is returned as the holder.
 */
export function withEditedLine(
  bag: GuestBag,
  id: number,
  edit: { quantity?: number; selected?: boolean; sku_id?: number },
): { bag: GuestBag; id: number } {
  const line = bag.lines.find((l) => l.id === id);
  if (!line) return { bag, id };
  const skuId = edit.sku_id ?? line.sku_id;
  const changed = {
    ...line,
    sku_id: skuId,
    quantity: edit.quantity ?? line.quantity,
    selected: edit.selected ?? line.selected,
  };
  const twin = skuId !== line.sku_id ? findGuestLine(bag, skuId, line, id) : undefined;
  if (!twin) {
    return { bag: { ...bag, lines: bag.lines.map((l) => (l === line ? changed : l)) }, id };
  }
  const lines = bag.lines
    .filter((l) => l !== line)
    .map((l) =>
      l === twin
        ? { ...l, quantity: l.quantity + changed.quantity, selected: changed.selected }
        : l,
    );
  return { bag: { ...bag, lines }, id: twin.id };
}

export function withoutLines(bag: GuestBag, ids: readonly number[]): GuestBag {
  return { ...bag, lines: bag.lines.filter((line) => !ids.includes(line.id)) };
}

/** The lines as the server's calls take them. */
export function guestLinesInput(bag: GuestBag): GuestLineInput[] {
  return bag.lines.map((line) => ({ ...line }));
}
