import { COLORS } from './reference';
import type { ArtKind, Words } from './types';

export interface Subject {
  art: ArtKind;
  variant: number;
  hex: string;
}

/** An editorial picture: a backdrop, one to three pieces and an optional wordmark. */
export interface Scene {
  path: string;
  width: number;
  height: number;
  /** Backdrop gradient, top to bottom. */
  mood: [string, string];
  /** Colour of the large backdrop shape. */
  accent: string;
  layout: 'arch' | 'circle' | 'split' | 'stage';
  subjects: Subject[];
  wordmark?: boolean;
}

export function hexOf(slug: string): string {
  const color = COLORS.find((c) => c.slug === slug);
  if (!color) throw new Error(`unknown colour ${slug}`);
  return color.hex;
}

const s = (art: ArtKind, variant: number, color: string): Subject => ({
  art,
  variant,
  hex: hexOf(color),
});

interface Slide {
  slug: string;
  words: { title: Words; subtitle: Words; button: Words };
  mood: [string, string];
  accent: string;
  layout: Scene['layout'];
  subjects: Subject[];
}

export const SLIDES: Slide[] = [
  {
    slug: 'fw26-collection',
    words: {
      title: { cn: '2026 秋冬系列', en: 'Fall-Winter 2026' },
      subtitle: {
        cn: '羊绒、粗花呢与夜色，在巴黎的初冬相遇。',
        en: 'Cashmere, tweed and midnight hues meet in the first chill of a Paris winter.',
      },
      button: { cn: '探索系列', en: 'Discover the collection' },
    },
    mood: ['#ece3d7', '#cdb89f'],
    accent: '#f5efe6',
    layout: 'arch',
    subjects: [s('coat', 0, 'camel'), s('boot', 0, 'black')],
  },
  {
    slug: 'icon-bags',
    words: {
      title: { cn: '经典手袋', en: 'The Icon Bags' },
      subtitle: {
        cn: '每一只都由一位匠人在工坊中从头至尾亲手完成。',
        en: 'Each one made from start to finish by a single artisan in our atelier.',
      },
      button: { cn: '选购手袋', en: 'Shop bags' },
    },
    mood: ['#f1e7e2', '#d8bfb8'],
    accent: '#8f3b45',
    layout: 'circle',
    subjects: [s('top-handle', 0, 'burgundy'), s('scarf', 1, 'navy')],
  },
  {
    slug: 'private-sale',
    words: {
      title: { cn: '会员私享', en: 'Private Sale' },
      subtitle: {
        cn: '精选往季作品限时七折，仅限会员选购。',
        en: 'A selection of past-season pieces at 30% off, for members only.',
      },
      button: { cn: '立即选购', en: 'Shop now' },
    },
    mood: ['#27314d', '#151b2c'],
    accent: '#c9a44c',
    layout: 'split',
    subjects: [s('pump', 0, 'ivory'), s('shoulder-bag', 0, 'black')],
  },
];

export const bannerScenes = (slide: Slide): { desktop: Scene; mobile: Scene } => {
  const base = {
    mood: slide.mood,
    accent: slide.accent,
    layout: slide.layout,
    subjects: slide.subjects,
  };
  return {
    desktop: {
      ...base,
      path: `banner/${slide.slug}-desktop`,
      width: 2400,
      height: 1000,
      wordmark: true,
    },
    mobile: {
      ...base,
      path: `banner/${slide.slug}-mobile`,
      width: 1080,
      height: 1440,
      wordmark: true,
    },
  };
};

interface Tile {
  slug: string;
  height: 1200 | 1500 | 1800;
  category: string;
  words: { title: Words; text: Words };
  mood: [string, string];
  accent: string;
  layout: Scene['layout'];
  subjects: Subject[];
}

export const TILES: Tile[] = [
  {
    slug: 'riviera-light',
    height: 1500,
    category: 'women-dresses',
    words: {
      title: { cn: '里维埃拉之光', en: 'Riviera Light' },
      text: { cn: '真丝、亚麻与海风的颜色。', en: 'Silk, linen and the colours of sea air.' },
    },
    mood: ['#dfe8ee', '#b9cbd8'],
    accent: '#f3efe6',
    layout: 'arch',
    subjects: [s('dress', 0, 'ivory')],
  },
  {
    slug: 'the-perfect-coat',
    height: 1800,
    category: 'women-coats',
    words: {
      title: { cn: '一件完美的大衣', en: 'The Perfect Coat' },
      text: {
        cn: '从双面羊毛到经典风衣，为整个冬天做好准备。',
        en: 'From double-face wool to the classic trench, ready for the whole winter.',
      },
    },
    mood: ['#e6ddd1', '#c2ad94'],
    accent: '#a5622d',
    layout: 'stage',
    subjects: [s('coat', 2, 'sand')],
  },
  {
    slug: 'squares-of-silk',
    height: 1200,
    category: 'accessories-silk-scarves',
    words: {
      title: { cn: '方寸之间', en: 'Squares of Silk' },
      text: {
        cn: '九十厘米的画布，二十二种套色。',
        en: 'A ninety-centimetre canvas, printed in twenty-two colours.',
      },
    },
    mood: ['#f2e9e4', '#e0cbc3'],
    accent: '#2b4f9e',
    layout: 'circle',
    subjects: [s('scarf', 0, 'royal-blue')],
  },
  {
    slug: 'a-walk-in-paris',
    height: 1500,
    category: 'shoes-loafers',
    words: {
      title: { cn: '漫步巴黎', en: 'A Walk in Paris' },
      text: {
        cn: '乐福鞋与运动鞋，陪伴城市里的每一步。',
        en: 'Loafers and sneakers for every step through the city.',
      },
    },
    mood: ['#e9e4dc', '#cfc6b8'],
    accent: '#6b1e2b',
    layout: 'split',
    subjects: [s('loafer', 0, 'burgundy'), s('sneaker', 0, 'ivory')],
  },
  {
    slug: 'the-gentlemans-wardrobe',
    height: 1800,
    category: 'men-tailoring',
    words: {
      title: { cn: '绅士的衣橱', en: 'The Gentleman’s Wardrobe' },
      text: {
        cn: '半麻衬西装与羊绒针织，低调而讲究。',
        en: 'Half-canvas tailoring and cashmere knits, understated and exacting.',
      },
    },
    mood: ['#dde0e3', '#b4b9bf'],
    accent: '#1f2a44',
    layout: 'arch',
    subjects: [s('coat', 9, 'navy')],
  },
  {
    slug: 'evening-light',
    height: 1200,
    category: 'accessories-jewellery',
    words: {
      title: { cn: '夜色微光', en: 'Evening Light' },
      text: {
        cn: '为夜晚而生的珠宝与缎面高跟鞋。',
        en: 'Jewellery and satin pumps, made for the evening.',
      },
    },
    mood: ['#2a2422', '#120f0e'],
    accent: '#6b1e2b',
    layout: 'stage',
    subjects: [s('jewellery', 0, 'gold')],
  },
  {
    slug: 'the-weekend-away',
    height: 1500,
    category: 'bags-totes',
    words: {
      title: { cn: '周末出行', en: 'The Weekend Away' },
      text: {
        cn: '一只旅行袋、一顶渔夫帽与一副太阳镜。',
        en: 'A weekender, a bucket hat and a pair of sunglasses.',
      },
    },
    mood: ['#ede6d6', '#d3c3a1'],
    accent: '#2e4a3a',
    layout: 'circle',
    subjects: [s('tote', 2, 'caramel'), s('sunglasses', 1, 'black')],
  },
];

export const tileScene = (tile: Tile): Scene => ({
  path: `editorial/${tile.slug}`,
  width: 1200,
  height: tile.height,
  mood: tile.mood,
  accent: tile.accent,
  layout: tile.layout,
  subjects: tile.subjects,
});

const portrait = (
  path: string,
  rest: Omit<Scene, 'path' | 'width' | 'height'>,
  size = [1200, 1500],
) => ({
  path,
  width: size[0] as number,
  height: size[1] as number,
  ...rest,
});

export const STORY_SCENES = {
  atelier: portrait(
    'story/atelier',
    {
      mood: ['#e8dccb', '#bfa27f'],
      accent: '#7a4a25',
      layout: 'stage',
      subjects: [s('top-handle', 1, 'caramel')],
    },
    [2400, 1600],
  ),
  gifting: portrait(
    'story/gifting',
    {
      mood: ['#f3e6e3', '#dcbdb7'],
      accent: '#c9a44c',
      layout: 'circle',
      subjects: [s('wallet', 1, 'rose'), s('jewellery', 3, 'gold')],
    },
    [2400, 1600],
  ),
} satisfies Record<string, Scene>;

export const POPUP_SCENES = {
  privateSale: portrait(
    'popup/private-sale',
    {
      mood: ['#27314d', '#151b2c'],
      accent: '#c9a44c',
      layout: 'arch',
      subjects: [s('shoulder-bag', 1, 'caramel')],
      wordmark: true,
    },
    [1000, 1250],
  ),
  gift: portrait(
    'popup/gift',
    {
      mood: ['#f1e9dd', '#dccbb0'],
      accent: '#6b1e2b',
      layout: 'circle',
      subjects: [s('scarf', 1, 'burgundy')],
      wordmark: true,
    },
    [1000, 1250],
  ),
} satisfies Record<string, Scene>;

export const MENU_SCENES: Scene[] = [
  portrait('menu/new-in', {
    mood: ['#eee7df', '#d6c8b8'],
    accent: '#f7f2ea',
    layout: 'arch',
    subjects: [s('dress', 3, 'forest')],
  }),
  portrait('menu/women', {
    mood: ['#efe5dc', '#d7c1ad'],
    accent: '#f7f2ea',
    layout: 'arch',
    subjects: [s('coat', 1, 'camel')],
  }),
  portrait('menu/men', {
    mood: ['#e3e5e8', '#bfc4ca'],
    accent: '#f4f4f2',
    layout: 'arch',
    subjects: [s('coat', 5, 'graphite')],
  }),
  portrait('menu/bags', {
    mood: ['#f0e6e2', '#d8bdb6'],
    accent: '#f7efea',
    layout: 'stage',
    subjects: [s('shoulder-bag', 0, 'black')],
  }),
  portrait('menu/accessories', {
    mood: ['#ece6da', '#d2c6ad'],
    accent: '#f6f1e6',
    layout: 'circle',
    subjects: [s('sunglasses', 0, 'caramel')],
  }),
  portrait('menu/shoes', {
    mood: ['#eae4dc', '#cdc1b1'],
    accent: '#f5f0e8',
    layout: 'stage',
    subjects: [s('pump', 0, 'burgundy')],
  }),
  portrait('menu/gifts', {
    mood: ['#f2e5e2', '#dcbab4'],
    accent: '#f8efec',
    layout: 'circle',
    subjects: [s('jewellery', 1, 'gold')],
  }),
];

/** Every editorial picture the seed draws. */
export function allScenes(): Scene[] {
  return [
    ...SLIDES.flatMap((slide) => Object.values(bannerScenes(slide))),
    ...TILES.map(tileScene),
    ...Object.values(STORY_SCENES),
    ...Object.values(POPUP_SCENES),
    ...MENU_SCENES,
  ];
}
