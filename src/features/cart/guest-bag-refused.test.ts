// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { allowStorage, refuseAccess, refuseWrites } from '../../lib/refused-storage.testing';
import { addToGuestBag, deleteGuestLines, editGuestLine } from './guest-api';
import {
  emptyGuestBag,
  GUEST_BAG_KEY,
  GuestBagNotKept,
  guestBagKept,
  readGuestBag,
  withAddedLine,
  writeGuestBag,
} from './guest-bag';

const plain = {
  custom_letters: '',
  custom_position: '',
  letter_color: '',
  number_color: '',
  pendants: [],
  inner_area: '',
};

/** The server's check of a visitor's change: it accepts every piece here. */
const guestCheck = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  endpoint: () => guestCheck,
}));

/** A device bag holding one piece. */
function bagWithOnePiece() {
  const { bag, id } = withAddedLine(emptyGuestBag(), 11, 1, plain);
  expect(writeGuestBag(bag)).toBe(true);
  return { bag, id };
}

afterEach(() => {
  allowStorage();
  localStorage.clear();
  guestCheck.mockReset();
});

describe("a visitor's bag where the device refuses local storage", () => {
  it('is empty, and says that it keeps nothing', () => {
    bagWithOnePiece();
    refuseAccess('localStorage');
    expect(readGuestBag().lines).toEqual([]);
    expect(guestBagKept()).toBe(false);
    expect(writeGuestBag(withAddedLine(emptyGuestBag(), 12, 1, plain).bag)).toBe(false);
  });

  it('refuses an add before asking the server, rather than seem to make it', async () => {
    refuseAccess('localStorage');
    await expect(addToGuestBag({ sku_id: 11, quantity: 1 })).rejects.toBeInstanceOf(
      GuestBagNotKept,
    );
    expect(guestCheck).not.toHaveBeenCalled();
  });
});

describe("a visitor's bag where local storage is full", () => {
  it('stays as it was when a change cannot be written', () => {
    const { bag } = bagWithOnePiece();
    refuseWrites();
    expect(guestBagKept()).toBe(false);
    expect(writeGuestBag(withAddedLine(bag, 12, 1, plain).bag)).toBe(false);
    expect(readGuestBag()).toEqual(bag);
  });

  it('fails an add or an edit it cannot keep, and keeps the bag as it was', async () => {
    const { bag, id } = bagWithOnePiece();
    guestCheck.mockResolvedValue({ personalisation: plain });
    // Room for a few letters, not for a bag of two pieces.
    const write = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (value.length > 20)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      write.call(this, key, value);
    });
    await expect(addToGuestBag({ sku_id: 12, quantity: 1 })).rejects.toBeInstanceOf(
      GuestBagNotKept,
    );
    expect(guestCheck).toHaveBeenCalled();
    await expect(editGuestLine({ id, quantity: 2 })).rejects.toBeInstanceOf(GuestBagNotKept);
    expect(readGuestBag()).toEqual(bag);
    // Emptying the bag takes nothing to write: its entry goes.
    expect(deleteGuestLines([id])).toEqual({ num: 0 });
    expect(localStorage.getItem(GUEST_BAG_KEY)).toBeNull();
  });
});
