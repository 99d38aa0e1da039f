import type { Gender, SizeKind } from './data/types';
import type { PlannedGoods } from './plan';
import type { Random } from './random';

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
export const ONE_SIZE = 'ONE';

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

export function sizesFor(kind: SizeKind, gender: Gender): string[] {
  if (kind === 'clothing') return CLOTHING_SIZES;
  if (kind === 'one') return [ONE_SIZE];
  if (gender === 'women') return range(35, 41);
  if (gender === 'men') return range(39, 45);
  return range(36, 45);
}

/** 3 to 5 pictures a colour, 4 most often. */
function pictureCount(random: Random): number {
  const roll = random.next();
  return roll < 0.3 ? 3 : roll < 0.75 ? 4 : 5;
}

function colorCount(random: Random, available: number): number {
  const roll = random.next();
  const wanted = roll < 0.35 ? 2 : roll < 0.8 ? 3 : 4;
  return Math.max(2, Math.min(wanted, available));
}

/** Middle sizes are stocked deeper than the extremes; some sizes are sold out. */
function stockFor(sizes: string[], random: Random): number[] {
  return sizes.map((_, i) => {
    if (random.chance(0.14)) return 0;
    const edge = i === 0 || i === sizes.length - 1;
    return random.int(1, edge ? 8 : 25);
  });
}

/**
 * Colours, pictures and stock. A handful of goods are sold out in one colour,
 * and a few are sold out altogether.
 */
export function planStock(goods: PlannedGoods[], random: Random): void {
  for (const g of goods) {
    const palette = g.material.palette ?? g.style.palette ?? g.leaf.palette;
    const slugs = random.shuffle(palette).slice(0, colorCount(random, palette.length));
    const base = `goods/${g.sn.toLowerCase()}`;
    g.colors = slugs.map((slug) => {
      const pictures = Array.from(
        { length: pictureCount(random) },
        (_, n) => `${base}/${slug}-${n + 1}`,
      );
      let stock = stockFor(g.sizes, random);
      if (stock.every((s) => s === 0)) stock = stock.map((_, i) => (i === 0 ? 3 : 0));
      return { slug, pictures, stock };
    });
  }
  const order = random.shuffle(goods.map((_, i) => i));
  for (const i of order.slice(0, 4)) {
    for (const color of (goods[i] as PlannedGoods).colors) color.stock = color.stock.map(() => 0);
  }
  for (const i of order.slice(4, 11)) {
    const colors = (goods[i] as PlannedGoods).colors;
    const last = colors[colors.length - 1];
    if (last) last.stock = last.stock.map(() => 0);
  }
}
