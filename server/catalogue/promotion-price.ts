// The one rule for a promotional price, shared by the catalogue's feed, its prices file and the
// console's promotions: a piece under a promotion sells, while it runs, at its original price
// less the promotion's discount percent, rounded to the nearest whole yuan (as the shop's tags
// read: "-30%" on ¥1,290 is ¥903). A promotion of 0% only labels its pieces: they
// sell at their original price. A piece under no promotion sells at its original price.

/**
 * A promotional price in fen, from the original price in fen and the percent taken off; never
 * below one yuan (a piece under one yuan keeps its price), since nothing sells for nothing.
 */
export function promotionalPrice(originalPrice: number, discountPercent: number): number {
  if (discountPercent <= 0) return originalPrice;
  const price = Math.round((originalPrice * (100 - discountPercent)) / 10_000) * 100;
  return price >= 100 ? price : Math.min(originalPrice, 100);
}
