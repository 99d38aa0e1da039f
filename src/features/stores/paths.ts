/** Which route set the boutiques page belongs to: the shared route adapts to the width. */
export type BoutiqueRouteSet = 'shared' | 'pc' | 'mobile';

export const BOUTIQUE_PATHS = {
  shared: '/otherPages/boutique',
  pc: '/pc/otherPages/boutique',
  mobile: '/mobile/otherPages/boutique',
} as const satisfies Record<BoutiqueRouteSet, string>;
