import type { Gender } from './data/types';
import type { PlannedGoods } from './plan';
import type { Random } from './random';

const CLOTHING = ['women', 'men'];

/** Which department a piece is styled with: clothes with bags, shoes and accessories, and so on. */
function partnersOf(department: string): string[][] {
  switch (department) {
    case 'bags':
      return [CLOTHING, ['shoes'], ['accessories']];
    case 'shoes':
      return [CLOTHING, ['bags'], ['accessories']];
    case 'accessories':
      return [CLOTHING, ['bags'], ['shoes']];
    default:
      return [['bags'], ['shoes'], ['accessories']];
  }
}

function suits(a: Gender, b: Gender): boolean {
  return a === 'unisex' || b === 'unisex' || a === b;
}

function soldOut(g: PlannedGoods): boolean {
  return g.colors.every((c) => c.stock.every((s) => s === 0));
}

/** 2 to 4 matching goods from other departments for most goods. */
export function planMatches(goods: PlannedGoods[], random: Random): void {
  goods.forEach((g, index) => {
    if (random.chance(0.1)) return;
    const wanted = random.int(2, 4);
    const groups = partnersOf(g.department.slug);
    const chosen: number[] = [];
    for (let turn = 0; chosen.length < wanted && turn < groups.length + 2; turn++) {
      const departments = groups[turn % groups.length] as string[];
      const candidates = goods
        .map((other, i) => ({ other, i }))
        .filter(
          ({ other, i }) =>
            i !== index &&
            !chosen.includes(i) &&
            departments.includes(other.department.slug) &&
            suits(g.gender, other.gender) &&
            !soldOut(other),
        );
      if (candidates.length > 0) chosen.push(random.pick(candidates).i);
    }
    g.matches = chosen;
  });
}
