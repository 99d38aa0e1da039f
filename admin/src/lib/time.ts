import dayjs from 'dayjs';

/** A moment (milliseconds) as the staff member's clock shows it. */
export function formatTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}

const SHOP_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A moment in the shop's time (Beijing, UTC+8), whatever the device's zone: 2026-11-21 14:05. */
export function formatShopTime(ms: number): string {
  return new Date(ms + SHOP_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
