import type { TopicNewsCard } from '../../../contract/topic';
import { formatLongDay } from '../../lib/dates';

/** A day in the shopper's language (2026年11月20日, 20 November 2026), in Beijing time. */
export const formatPublished = formatLongDay;

/** How many columns the waterfall has: two on a phone, three or four on a wide screen. */
export function waterfallColumns(wide: boolean, width: number): number {
  if (!wide) return 2;
  return width >= 1440 ? 4 : 3;
}

/** The words under a card's picture, as a share of the column's width. */
const CAPTION_HEIGHT = 0.42;

/**
 * Deals the articles into columns, each to the shortest column so far (by picture proportions),
 * in order: a later page only adds to the bottoms, and nothing on screen moves.
 */
export function masonry(items: readonly TopicNewsCard[], columns: number): TopicNewsCard[][] {
  const count = Math.max(1, columns);
  const out: TopicNewsCard[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < count; c++) {
      if ((heights[c] ?? 0) < (heights[shortest] ?? 0) - 1e-9) shortest = c;
    }
    out[shortest]?.push(item);
    heights[shortest] =
      (heights[shortest] ?? 0) + item.cover.height / item.cover.width + CAPTION_HEIGHT;
  }
  return out;
}
