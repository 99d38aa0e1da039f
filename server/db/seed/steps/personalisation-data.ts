import type { SeedLang } from '../batch';

// The workshop's options, and the pieces of the demo catalogue it personalises. Positions are
// placed on each piece's first picture (thousandths), measured on the drawings of seed/art.

export type OptionKind = 'position' | 'letter_color' | 'number_color' | 'pendant' | 'inner_area';

export interface OptionSeed {
  kind: OptionKind;
  code: string;
  hex?: string;
  name: Record<SeedLang, string>;
}

export const OPTIONS: OptionSeed[] = [
  { kind: 'position', code: 'front', name: { cn: '正面中央', en: 'Front, centre' } },
  { kind: 'position', code: 'flap', name: { cn: '翻盖', en: 'On the flap' } },
  { kind: 'position', code: 'corner', name: { cn: '右下角', en: 'Lower right corner' } },
  { kind: 'position', code: 'band', name: { cn: '腰带正面', en: 'On the band' } },
  { kind: 'letter_color', code: 'gold', hex: '#c9a45c', name: { cn: '金色', en: 'Gold' } },
  { kind: 'letter_color', code: 'silver', hex: '#c4c7cc', name: { cn: '银色', en: 'Silver' } },
  {
    kind: 'letter_color',
    code: 'blind',
    hex: '',
    name: { cn: '同色压印', en: 'Blind (tone on tone)' },
  },
  { kind: 'letter_color', code: 'red', hex: '#b3262e', name: { cn: '红色', en: 'Red' } },
  { kind: 'letter_color', code: 'navy', hex: '#1f2a44', name: { cn: '藏青色', en: 'Navy' } },
  { kind: 'letter_color', code: 'ivory', hex: '#f4efe6', name: { cn: '象牙白', en: 'Ivory' } },
  { kind: 'number_color', code: 'gold', hex: '#c9a45c', name: { cn: '金色', en: 'Gold' } },
  { kind: 'number_color', code: 'silver', hex: '#c4c7cc', name: { cn: '银色', en: 'Silver' } },
  { kind: 'number_color', code: 'red', hex: '#b3262e', name: { cn: '红色', en: 'Red' } },
  { kind: 'pendant', code: 'tassel', name: { cn: '皮革流苏', en: 'Leather tassel' } },
  { kind: 'pendant', code: 'initial_charm', name: { cn: '字母吊饰', en: 'Initial charm' } },
  { kind: 'pendant', code: 'pearl_charm', name: { cn: '珍珠吊饰', en: 'Pearl charm' } },
  { kind: 'pendant', code: 'luggage_tag', name: { cn: '皮革行李牌', en: 'Leather luggage tag' } },
  { kind: 'inner_area', code: 'inside_pocket', name: { cn: '内侧口袋', en: 'Inside pocket' } },
  { kind: 'inner_area', code: 'leather_tab', name: { cn: '内侧皮标', en: 'Inner leather tab' } },
];

/** A position on the picture: x, y and the letters' height, in thousandths. */
type Place = [x: number, y: number, size: number];

export interface CustomGoodsSeed {
  sn: string;
  max_length: number;
  positions: Record<string, Place>;
  letter_colors: string[];
  number_colors: string[];
  pendants: string[];
  inner_areas: string[];
}

const STAMPED = ['gold', 'silver', 'blind'];
const PAINTED = ['gold', 'red', 'navy', 'ivory'];
const CHARMS = ['tassel', 'initial_charm', 'pearl_charm'];
const INSIDE = ['inside_pocket', 'leather_tab'];

export const CUSTOM_GOODS: CustomGoodsSeed[] = [
  {
    sn: 'MF25-B-TH-0071',
    max_length: 4,
    positions: { front: [500, 670, 44], corner: [620, 712, 26] },
    letter_colors: [...STAMPED, 'red'],
    number_colors: ['gold', 'silver'],
    pendants: CHARMS,
    inner_areas: INSIDE,
  },
  {
    sn: 'MF26-B-SB-0078',
    max_length: 4,
    positions: { flap: [500, 585, 40], corner: [620, 722, 24] },
    letter_colors: [...STAMPED, 'red'],
    number_colors: ['gold', 'silver'],
    pendants: CHARMS,
    inner_areas: INSIDE,
  },
  {
    sn: 'MS26-B-SB-0082',
    max_length: 4,
    positions: { flap: [500, 585, 40], corner: [620, 722, 24] },
    letter_colors: STAMPED,
    number_colors: ['gold', 'silver'],
    pendants: CHARMS,
    inner_areas: INSIDE,
  },
  {
    sn: 'MF26-B-CB-0085',
    max_length: 4,
    positions: { front: [500, 690, 42] },
    letter_colors: STAMPED,
    number_colors: ['gold', 'silver'],
    pendants: ['tassel', 'initial_charm'],
    inner_areas: ['leather_tab'],
  },
  {
    sn: 'MP00-B-TO-0092',
    max_length: 6,
    positions: { front: [500, 640, 56], corner: [640, 722, 28] },
    letter_colors: [...STAMPED, 'red', 'navy'],
    number_colors: ['gold', 'silver', 'red'],
    pendants: ['tassel', 'initial_charm', 'luggage_tag'],
    inner_areas: INSIDE,
  },
  {
    sn: 'MS26-B-TO-0096',
    max_length: 6,
    positions: { front: [500, 640, 56], corner: [640, 722, 28] },
    letter_colors: ['gold', 'red', 'navy'],
    number_colors: ['gold', 'red'],
    pendants: ['tassel', 'luggage_tag'],
    inner_areas: ['inside_pocket'],
  },
  {
    sn: 'MF26-B-TO-0097',
    max_length: 6,
    positions: { front: [500, 655, 56], corner: [655, 722, 28] },
    letter_colors: STAMPED,
    number_colors: ['gold', 'silver'],
    pendants: ['luggage_tag', 'tassel'],
    inner_areas: INSIDE,
  },
  {
    sn: 'MF26-B-SL-0099',
    max_length: 3,
    positions: { front: [500, 585, 36], corner: [640, 720, 22] },
    letter_colors: STAMPED,
    number_colors: [],
    pendants: [],
    inner_areas: [],
  },
  {
    sn: 'MP00-B-SL-0104',
    max_length: 3,
    positions: { front: [500, 680, 36], corner: [690, 722, 22] },
    letter_colors: [...STAMPED, 'red'],
    number_colors: ['gold'],
    pendants: [],
    inner_areas: [],
  },
  {
    sn: 'MF26-A-SC-0106',
    max_length: 3,
    positions: { corner: [740, 745, 30] },
    letter_colors: PAINTED,
    number_colors: [],
    pendants: [],
    inner_areas: [],
  },
  {
    sn: 'MP00-A-SC-0107',
    max_length: 3,
    positions: { corner: [740, 745, 30] },
    letter_colors: ['gold', 'ivory', 'red'],
    number_colors: [],
    pendants: [],
    inner_areas: [],
  },
  {
    sn: 'MP00-A-BE-0113',
    max_length: 3,
    positions: { band: [500, 527, 24] },
    letter_colors: STAMPED,
    number_colors: ['gold', 'silver'],
    pendants: [],
    inner_areas: [],
  },
];
