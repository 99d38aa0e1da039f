import { CARE } from './data/care';
import { DEPARTMENTS } from './data/catalogue';
import { MATERIALS } from './data/materials';
import { PROMOTIONS, SEASONS, SERIES, type PromotionSeed } from './data/reference';
import type { Department, Gender, Leaf, Material, Style, Words } from './data/types';
import { planMatches } from './plan-matches';
import { planStock, sizesFor } from './plan-stock';
import { createRandom, type Random } from './random';

/** "Now" for the demo catalogue: creation dates count back from here. */
export const BASE_TIME = Date.UTC(2026, 8, 15, 10);
const DAY = 86_400_000;

export interface PlannedColor {
  slug: string;
  /** Picture paths, front view first. */
  pictures: string[];
  /** Stock per size, in the order of the goods' sizes. */
  stock: number[];
}

export interface PlannedGoods {
  sn: string;
  department: Department;
  leaf: Leaf;
  style: Style;
  material: Material;
  gender: Gender;
  series: string;
  season: string;
  promotion: PromotionSeed['slug'] | null;
  /** Fen. */
  price: number;
  originalPrice: number;
  isNew: boolean;
  sales: number;
  createdAt: number;
  sort: number;
  name: Words;
  description: Words;
  composition: Words;
  care: Words;
  sizes: string[];
  colors: PlannedColor[];
  /** Indexes of matching goods in the plan. */
  matches: number[];
}

interface Draft {
  department: Department;
  leaf: Leaf;
  style: Style;
  materialKey: string;
}

/** Styles × materials, taken round robin so each category mixes its styles. */
function drafts(): Draft[] {
  const out: Draft[] = [];
  for (const department of DEPARTMENTS) {
    for (const leaf of department.leaves) {
      const combos: Draft[] = [];
      const rounds = Math.max(...leaf.styles.map((s) => s.materials.length));
      for (let round = 0; round < rounds; round++) {
        for (const style of leaf.styles) {
          const materialKey = style.materials[round];
          if (materialKey) combos.push({ department, leaf, style, materialKey });
        }
      }
      if (combos.length < leaf.count) throw new Error(`not enough styles in ${leaf.slug}`);
      out.push(...combos.slice(0, leaf.count));
    }
  }
  return out;
}

function nameOf(style: Style, material: Material): Words {
  const fill = (pattern: string, word: string, glue: string) =>
    pattern.includes('{m}') ? pattern.replace('{m}', word) : `${word}${glue}${pattern}`;
  return {
    cn: fill(style.name.cn, material.name.cn, ''),
    en: fill(style.name.en, material.name.en, ' '),
  };
}

function pickSeason(random: Random): string {
  const roll = random.next();
  return roll < 0.34 ? 'fw26' : roll < 0.62 ? 'ss26' : roll < 0.8 ? 'fw25' : 'permanent';
}

function ageInDays(season: string, isNew: boolean, random: Random): number {
  if (isNew) return random.int(0, 40);
  if (season === 'fw26') return random.int(41, 90);
  if (season === 'ss26') return random.int(91, 200);
  if (season === 'fw25') return random.int(201, 299);
  return random.int(0, 299);
}

/** Base price in whole yuan: style × material, a little spread, rounded to ¥100. */
function basePrice(draft: Draft, material: Material, random: Random): number {
  const spread = 1 + random.int(-3, 5) / 100;
  let yuan = Math.round((draft.style.price * (material.premium ?? 1) * spread) / 100) * 100;
  if (draft.department.slug === 'bags' && draft.leaf.code !== 'SL') {
    yuan = Math.min(58000, Math.max(26000, yuan));
  }
  if (draft.department.slug === 'shoes') yuan = Math.min(12500, Math.max(6800, yuan));
  return yuan;
}

/** Exactly chosen shares: ~13% private sale, ~7% new season (new goods), ~6% gift. */
function assignPromotions(goods: PlannedGoods[], random: Random): void {
  const order = random.shuffle(goods.map((_, i) => i));
  const quota = {
    'private-sale': Math.round(goods.length * 0.13),
    'new-season': Math.round(goods.length * 0.07),
    gift: Math.round(goods.length * 0.06),
  };
  for (const i of order) {
    const g = goods[i] as PlannedGoods;
    if (g.isNew && quota['new-season'] > 0) {
      g.promotion = 'new-season';
      quota['new-season']--;
    } else if (!g.isNew && g.season !== 'fw26' && quota['private-sale'] > 0) {
      g.promotion = 'private-sale';
      quota['private-sale']--;
    } else if (!g.isNew && quota.gift > 0 && g.department.slug !== 'accessories') {
      g.promotion = 'gift';
      quota.gift--;
    }
  }
}

export function planCatalogue(seed = 1961): PlannedGoods[] {
  const random = createRandom(seed);
  const seasonCode = new Map(SEASONS.map((s) => [s.slug, s.code]));
  const seriesAbout = new Map(SERIES.map((s) => [s.slug, s.about]));

  const goods = drafts().map((draft, index): PlannedGoods => {
    const material = MATERIALS[draft.materialKey];
    if (!material) throw new Error(`unknown material ${draft.materialKey}`);
    const season = pickSeason(random);
    const isNew = season === 'fw26' && random.chance(0.72);
    const series = random.pick(SERIES).slug;
    const yuan = basePrice(draft, material, random);
    const gender = draft.style.gender ?? draft.department.gender;
    const about = seriesAbout.get(series) as Words;
    const parts = [draft.style.about, material.about, about];
    return {
      sn: `M${seasonCode.get(season)}-${draft.department.code}-${draft.leaf.code}-${String(index + 1).padStart(4, '0')}`,
      department: draft.department,
      leaf: draft.leaf,
      style: draft.style,
      material,
      gender,
      series,
      season,
      promotion: null,
      price: yuan * 100,
      originalPrice: yuan * 100,
      isNew,
      sales: Math.round(random.next() ** 2 * (isNew ? 300 : 1600)) + random.int(0, 12),
      createdAt: BASE_TIME - ageInDays(season, isNew, random) * DAY - random.int(0, 23) * 3_600_000,
      sort: 0,
      name: nameOf(draft.style, material),
      description: {
        cn: parts.map((p) => p.cn).join(''),
        en: parts.map((p) => p.en).join(' '),
      },
      composition: material.composition,
      care: CARE[material.care],
      sizes: sizesFor(draft.leaf.sizeKind, gender),
      colors: [],
      matches: [],
    };
  });

  assignPromotions(goods, random);
  const discount = new Map(PROMOTIONS.map((p) => [p.slug, p.discount]));
  for (const g of goods) {
    const off = g.promotion ? (discount.get(g.promotion) ?? 0) : 0;
    if (off > 0) g.price = Math.round(((g.originalPrice / 100) * (100 - off)) / 100) * 100;
  }
  random.shuffle(goods.map((_, i) => i)).forEach((i, rank) => {
    (goods[i] as PlannedGoods).sort = (rank + 1) * 10;
  });
  planStock(goods, random);
  planMatches(goods, random);
  return goods;
}
