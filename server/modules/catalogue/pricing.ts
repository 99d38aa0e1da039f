/**
 * The stored `price` is the promotional price and `original_price` the regular one. Once a
 * promotion has ended (or was withdrawn) the regular price applies again.
 */
export function effectivePrice(
  stored: { price: number; original_price: number },
  promotionActive: boolean,
): { price: number; original_price: number } {
  if (promotionActive) return { price: stored.price, original_price: stored.original_price };
  return { price: stored.original_price, original_price: stored.original_price };
}

export { promotionalPrice } from '../../catalogue/promotion-price';
