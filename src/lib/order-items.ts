import type { OrderItemInput } from '../../contract/order';
import { browserStoreOrMemory } from './safe-storage';

/**
 * Spec §3: what the order page is about to buy travels in local storage under this name; where
 * the browser refuses local storage, in memory, which takes it to the order page of this visit.
 */
export const ORDER_ITEMS_KEY = 'createOrderSkuList';
const store = browserStoreOrMemory('localStorage');

/** Remembers what "buy now" or the cart's checkout is about to order, for the order page. */
export function saveOrderItems(items: OrderItemInput[]): void {
  store.setItem(ORDER_ITEMS_KEY, JSON.stringify(items));
}

function isItem(value: unknown): value is OrderItemInput {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.cart_id === 'number' || typeof item.sku_id === 'number';
}

/** The items the order page should show: [] when nothing (readable) was saved. */
export function readOrderItems(): OrderItemInput[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(ORDER_ITEMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function clearOrderItems(): void {
  store.removeItem(ORDER_ITEMS_KEY);
}
