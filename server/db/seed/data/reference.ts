import type { Words } from './types';

export const LANGUAGES = [
  { code: 'cn', name: '中文', sort: 1 },
  { code: 'en', name: 'English', sort: 2 },
] as const;

export interface Series {
  slug: string;
  name: Words;
  /** One sentence placing a piece in its line. */
  about: Words;
}

export const SERIES: Series[] = [
  {
    slug: 'monogramme',
    name: { cn: 'Monogramme 经典印花', en: 'Monogramme' },
    about: {
      cn: '属于 Monogramme 经典印花系列，以 Maison 创立之初的交织字母图案致敬百年传承。',
      en: 'Part of the Monogramme line, which carries the interlaced initials the Maison has used since its first atelier.',
    },
  },
  {
    slug: 'rivage',
    name: { cn: 'Rivage 海岸', en: 'Rivage' },
    about: {
      cn: 'Rivage 海岸系列的灵感源自里维埃拉的夏日光影与海风。',
      en: 'From the Rivage line, inspired by summer light and sea air on the Riviera.',
    },
  },
  {
    slug: 'atelier',
    name: { cn: 'Atelier 手工坊', en: 'Atelier' },
    about: {
      cn: 'Atelier 手工坊系列的每一件作品均由巴黎工坊的匠人手工完成。',
      en: 'Every Atelier piece is finished by hand by the craftspeople of our Paris workshop.',
    },
  },
  {
    slug: 'etoile',
    name: { cn: 'Étoile 星辰', en: 'Étoile' },
    about: {
      cn: 'Étoile 星辰系列为夜晚而生，细节间闪烁着低调的光芒。',
      en: 'The Étoile line is made for the evening, with a quiet glow in every detail.',
    },
  },
  {
    slug: 'jardin',
    name: { cn: 'Jardin 花园', en: 'Jardin' },
    about: {
      cn: 'Jardin 花园系列以凡尔赛花园的植物与色彩为灵感。',
      en: 'The Jardin line borrows its flowers and colours from the gardens of Versailles.',
    },
  },
  {
    slug: 'voyage',
    name: { cn: 'Voyage 旅程', en: 'Voyage' },
    about: {
      cn: 'Voyage 旅程系列延续 Maison 的旅行传统，兼顾耐用与优雅。',
      en: 'The Voyage line continues the Maison’s travel heritage: hard-wearing, and always elegant.',
    },
  },
];

export interface Season {
  slug: string;
  name: Words;
  /** Part of the goods' sn, e.g. 'F26'. */
  code: string;
}

export const SEASONS: Season[] = [
  { slug: 'fw26', name: { cn: '2026 秋冬', en: 'Fall-Winter 2026' }, code: 'F26' },
  { slug: 'ss26', name: { cn: '2026 春夏', en: 'Spring-Summer 2026' }, code: 'S26' },
  { slug: 'fw25', name: { cn: '2025 秋冬', en: 'Fall-Winter 2025' }, code: 'F25' },
  { slug: 'permanent', name: { cn: '常青款', en: 'Permanent Collection' }, code: 'P00' },
];

export interface Color {
  slug: string;
  hex: string;
  name: Words;
}

export const COLORS: Color[] = [
  { slug: 'black', hex: '#1d1c1b', name: { cn: '黑色', en: 'Black' } },
  { slug: 'ivory', hex: '#efe8da', name: { cn: '象牙白', en: 'Ivory' } },
  { slug: 'camel', hex: '#b98c5f', name: { cn: '驼色', en: 'Camel' } },
  { slug: 'burgundy', hex: '#6b1e2b', name: { cn: '酒红', en: 'Burgundy' } },
  { slug: 'navy', hex: '#1f2a44', name: { cn: '海军蓝', en: 'Navy' } },
  { slug: 'olive', hex: '#66663c', name: { cn: '橄榄绿', en: 'Olive' } },
  { slug: 'rose', hex: '#d7a3a0', name: { cn: '玫瑰粉', en: 'Rose' } },
  { slug: 'taupe', hex: '#8a7c6f', name: { cn: '灰褐', en: 'Taupe' } },
  { slug: 'caramel', hex: '#a5622d', name: { cn: '焦糖', en: 'Caramel' } },
  { slug: 'forest', hex: '#2e4a3a', name: { cn: '森林绿', en: 'Forest' } },
  { slug: 'royal-blue', hex: '#2b4f9e', name: { cn: '宝蓝', en: 'Royal Blue' } },
  { slug: 'sky', hex: '#a9c3dc', name: { cn: '天蓝', en: 'Sky Blue' } },
  { slug: 'sand', hex: '#d6c4a4', name: { cn: '沙色', en: 'Sand' } },
  { slug: 'graphite', hex: '#45474b', name: { cn: '石墨灰', en: 'Graphite' } },
  { slug: 'silver', hex: '#c3c5c8', name: { cn: '银色', en: 'Silver' } },
  { slug: 'gold', hex: '#c9a44c', name: { cn: '金色', en: 'Gold' } },
];

/** Far enough ahead to read as "until further notice". */
export const FAR_FUTURE = Date.UTC(2099, 11, 31);

export interface PromotionSeed {
  slug: 'private-sale' | 'new-season' | 'gift';
  discount: number;
  endsAt: number | null;
  /** 0: coupons cannot be combined with this promotion (default 1). */
  isCoupon?: 0 | 1;
  name: Words;
  tag: Words;
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    slug: 'private-sale',
    discount: 30,
    endsAt: FAR_FUTURE,
    isCoupon: 0,
    name: { cn: '会员私享', en: 'Private Sale' },
    tag: { cn: '7折', en: '-30%' },
  },
  {
    slug: 'new-season',
    discount: 0,
    endsAt: null,
    name: { cn: '新季首发', en: 'New Season' },
    tag: { cn: '新品', en: 'New' },
  },
  {
    slug: 'gift',
    discount: 0,
    endsAt: null,
    name: { cn: '满赠礼遇', en: 'Gift with Purchase' },
    tag: { cn: '礼遇', en: 'Gift' },
  },
];
