import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../../db/seed/data/catalogue';
import { COLORS, PROMOTIONS, SEASONS, SERIES } from '../../db/seed/data/reference';
import { planCatalogue } from '../../db/seed/plan';
import { problemsOf } from './feed-fixtures';
import type { KnownSlugs } from './model';
import { readFeed } from './read';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../examples/catalogue-feed');

/** The demo shop's slugs and pieces, as `seed` writes them. */
const DEMO: KnownSlugs = {
  categories: new Set(DEPARTMENTS.flatMap((d) => [d.slug, ...d.leaves.map((leaf) => leaf.slug)])),
  series: new Set(SERIES.map((series) => series.slug)),
  seasons: new Set(SEASONS.map((season) => season.slug)),
  colours: new Set(COLORS.map((colour) => colour.slug)),
  promotions: new Set(PROMOTIONS.map((promotion) => promotion.slug)),
  pieces: new Set(planCatalogue().map((goods) => goods.sn)),
};

describe('the example feed (examples/catalogue-feed)', () => {
  it('reads without a problem against the demo shop, adding pieces of its own', async () => {
    const reading = await readFeed(EXAMPLE, DEMO);
    expect(problemsOf(reading)).toEqual([]);
    if (!reading.ok) return;
    const { feed } = reading;
    expect(feed.series?.map((series) => series.slug)).toEqual(['lumiere']);
    expect(feed.colours?.map((colour) => [colour.slug, colour.hex])).toEqual([['sage', '#8f9c82']]);
    expect(feed.series?.some((series) => DEMO.series.has(series.slug))).toBe(false);
    expect(feed.colours?.some((colour) => DEMO.colours.has(colour.slug))).toBe(false);
    expect(feed.pieces.map((piece) => [piece.sn, piece.category, piece.colours.length])).toEqual([
      ['MF26-W-CO-9001', 'women-coats', 2],
      ['MF26-B-SB-9002', 'bags-shoulder', 2],
      ['MF26-S-LO-9003', 'shoes-loafers', 2],
      ['MP00-A-SC-9004', 'accessories-silk-scarves', 2],
    ]);
    expect(feed.pieces.some((piece) => DEMO.pieces.has(piece.sn))).toBe(false);
    const pictures = feed.pieces.flatMap((piece) => piece.colours.flatMap((c) => c.pictures));
    expect(pictures).toHaveLength(24);
    for (const picture of pictures) {
      expect(picture).toMatchObject({ contentType: 'image/svg+xml', width: 1200, height: 1500 });
    }
    const scarf = feed.pieces[3]?.colours[0]?.skus[0];
    expect([scarf?.price, scarf?.originalPrice, feed.pieces[3]?.promotion]).toEqual([
      273_000,
      390_000,
      'private-sale',
    ]);
  });
});
