import { randomInt } from 'node:crypto';

/** The shop's clock for order numbers: China Standard Time, UTC+8 all year. */
const SHOP_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An order number: 20 digits, the time placed (yyyyMMddHHmmss, shop time) then 6 random digits.
 * The unique constraint on order_no catches the rare repeat; the submission then tries again.
 */
export function newOrderNo(now = Date.now()): string {
  const time = new Date(now + SHOP_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return time + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
