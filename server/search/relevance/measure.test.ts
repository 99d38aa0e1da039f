import { describe, expect, it } from 'vitest';
import type { RelevanceCase } from './cases';
import { formatReport, relevanceReport, relevantIds, scoreQuery, type PieceFacts } from './measure';

function piece(id: number, nameEn: string, facts: Partial<PieceFacts> = {}): PieceFacts {
  return {
    id,
    sn: `MS26-X-XX-${String(id).padStart(4, '0')}`,
    categorySlugs: ['women', 'women-coats'],
    colourSlugs: ['black'],
    nameEn,
    seriesSlug: 'jardin',
    ...facts,
  };
}

const PIECES: PieceFacts[] = [
  piece(1, 'Cashmere Belted Wrap Coat', { colourSlugs: ['camel', 'olive'] }),
  piece(2, 'Coated Canvas Shopper Tote', { categorySlugs: ['bags', 'bags-totes'] }),
  piece(3, 'Leather Low-Top Sneakers', {
    categorySlugs: ['shoes', 'shoes-sneakers'],
    colourSlugs: ['ivory', 'navy'],
    seriesSlug: 'atelier',
  }),
  piece(4, 'Silk Twill Garden Print Scarves', {
    categorySlugs: ['accessories', 'accessories-silk-scarves'],
  }),
  piece(5, 'Cotton Crew-Neck T-Shirt', { categorySlugs: ['men', 'men-shirts'] }),
  piece(6, 'Wool Crêpe Pleated Skirt', { categorySlugs: ['women', 'women-skirts-trousers'] }),
  piece(7, 'Cashmere-Blend Double-Breasted Coat', { sn: 'MP00-W-CO-0008' }),
  piece(8, 'Grained Leather Card Holder', { categorySlugs: ['bags', 'bags-small-leather-goods'] }),
];

const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('relevantIds', () => {
  it('takes a category to mean its own slug or any ancestor’s', () => {
    expect(ids(relevantIds({ category: ['women'] }, PIECES))).toEqual([1, 6, 7]);
    expect(ids(relevantIds({ category: ['bags-totes', 'shoes'] }, PIECES))).toEqual([2, 3]);
  });

  it('requires every given condition, each met by any of its values', () => {
    expect(ids(relevantIds({ category: ['women-coats'], colour: ['camel'] }, PIECES))).toEqual([1]);
    expect(ids(relevantIds({ colour: ['navy'], series: ['jardin'] }, PIECES))).toEqual([]);
    expect(ids(relevantIds({ colour: ['navy'], series: ['atelier', 'jardin'] }, PIECES))).toEqual([
      3,
    ]);
  });

  it('finds an sn whatever its case', () => {
    expect(ids(relevantIds({ sn: ['mp00-w-co-0008'] }, PIECES))).toEqual([7]);
  });

  it('matches name words whole: "coat" is not in "Coated Canvas Shopper Tote"', () => {
    expect(ids(relevantIds({ nameHas: ['coat'] }, PIECES))).toEqual([1, 7]);
    expect(ids(relevantIds({ nameHas: ['card'] }, PIECES))).toEqual([8]);
    expect(ids(relevantIds({ nameHas: ['car'] }, PIECES))).toEqual([]);
  });

  it('counts a plural in the name for its singular, and keeps words that only end in s', () => {
    expect(ids(relevantIds({ nameHas: ['sneaker'] }, PIECES))).toEqual([3]);
    expect(ids(relevantIds({ nameHas: ['scarf'] }, PIECES))).toEqual([4]);
    expect(ids(relevantIds({ nameHas: ['canvas'] }, PIECES))).toEqual([2]);
  });

  it('needs every name word, ignoring case, accents and hyphens', () => {
    expect(ids(relevantIds({ nameHas: ['CASHMERE', 'coat'] }, PIECES))).toEqual([1, 7]);
    expect(ids(relevantIds({ nameHas: ['cashmere', 'tote'] }, PIECES))).toEqual([]);
    expect(ids(relevantIds({ nameHas: ['crepe', 'skirt'] }, PIECES))).toEqual([6]);
    expect(ids(relevantIds({ nameHas: ['t-shirt'] }, PIECES))).toEqual([5]);
    expect(ids(relevantIds({ nameHas: ['shirt-t'] }, PIECES))).toEqual([]);
  });
});

describe('scoreQuery', () => {
  const relevant = new Set([1, 2, 3, 4]);
  const scoreOf = (wanted: Set<number>, results: number[]) => {
    const { recall, precision } = scoreQuery(wanted, results);
    return { recall, precision };
  };

  it('scores a perfect answer 1 and 1', () => {
    expect(scoreOf(relevant, [4, 3, 2, 1])).toEqual({ recall: 1, precision: 1 });
  });

  it('lowers precision for irrelevant results and recall for missing ones', () => {
    expect(scoreOf(relevant, [1, 9, 2, 8])).toEqual({ recall: 0.5, precision: 0.5 });
    expect(scoreOf(relevant, [9, 8, 7])).toEqual({ recall: 0, precision: 0 });
  });

  it('only looks at the first 10 results', () => {
    const late = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 1, 2, 3, 4];
    expect(scoreOf(relevant, late)).toEqual({ recall: 0, precision: 0 });
    const first = [1, 2, 11, 12, 13, 14, 15, 16, 17, 18, 3, 4];
    expect(scoreOf(relevant, first)).toEqual({ recall: 0.5, precision: 0.2 });
  });

  it('caps recall at 10 relevant pieces', () => {
    const many = new Set(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(scoreOf(many, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ recall: 1, precision: 1 });
    expect(scoreOf(many, [1, 2, 3, 4, 5])).toEqual({ recall: 0.5, precision: 1 });
  });

  it('counts a piece listed twice once', () => {
    expect(scoreOf(relevant, [1, 1, 1, 1])).toEqual({ recall: 0.25, precision: 0.25 });
  });

  it('says whether the first result is one the shopper means', () => {
    expect(scoreQuery(relevant, [2, 9]).firstRight).toBe(true);
    expect(scoreQuery(relevant, [9, 2, 3, 4]).firstRight).toBe(false);
    expect(scoreQuery(relevant, []).firstRight).toBe(false);
    expect(scoreQuery(new Set(), []).firstRight).toBe(true);
  });

  it('handles empty answers and nothing to find', () => {
    expect(scoreOf(relevant, [])).toEqual({ recall: 0, precision: 0 });
    expect(scoreOf(new Set(), [])).toEqual({ recall: 1, precision: 1 });
    expect(scoreOf(new Set(), [1, 2])).toEqual({ recall: 1, precision: 0 });
  });
});

describe('relevanceReport', () => {
  const cases: RelevanceCase[] = [
    { query: 'coat', kind: 'category', expect: { nameHas: ['coat'] } },
    { query: 'bags', kind: 'category', expect: { category: ['bags'] } },
    { query: 'sneakrs', kind: 'typo', expect: { category: ['shoes-sneakers'] } },
    { query: 'jardin', kind: 'series', expect: { series: ['jardin'] } },
  ];
  const results = new Map<string, number[]>([
    ['coat', [1, 7]],
    ['bags', [2, 1, 8, 7]],
    ['jardin', [1, 2, 4, 5, 6, 7, 8]],
  ]);
  const report = relevanceReport(cases, PIECES, results);

  it('averages over the queries of each kind and over all queries', () => {
    expect([...report.byKind.keys()]).toEqual(['category', 'typo', 'series']);
    expect(report.byKind.get('category')).toEqual({
      queries: 2,
      recall: 1,
      precision: 0.75,
      firstRight: 1,
    });
    expect(report.byKind.get('typo')).toEqual({
      queries: 1,
      recall: 0,
      precision: 0,
      firstRight: 0,
    });
    expect(report.byKind.get('series')).toEqual({
      queries: 1,
      recall: 1,
      precision: 1,
      firstRight: 1,
    });
    expect(report.overall).toEqual({
      queries: 4,
      recall: 0.75,
      precision: 0.625,
      firstRight: 0.75,
    });
  });

  it('lists the queries short of a perfect score, worst first', () => {
    expect(report.failures).toEqual([
      { query: 'sneakrs', kind: 'typo', recall: 0, precision: 0, firstRight: false },
      { query: 'bags', kind: 'category', recall: 1, precision: 0.5, firstRight: true },
    ]);
  });

  it('names the queries whose first result is not one the shopper means', () => {
    expect(report.firstWrong).toEqual(['sneakrs']);
  });

  it('formats an aligned table by kind, then the worst queries', () => {
    const text = formatReport(report);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^kind\s+queries\s+recall@10\s+precision@10\s+first right$/);
    expect(lines[1]).toMatch(/^category\s+2\s+1\.00\s+0\.75\s+1\.00$/);
    expect(new Set(lines.slice(0, 4).map((line) => line.length)).size).toBe(1);
    expect(text).toMatch(/^overall\s+4\s+0\.75\s+0\.63\s+0\.75$/m);
    expect(text.indexOf('"sneakrs"')).toBeGreaterThan(text.indexOf('Worst queries'));
    expect(text.indexOf('"sneakrs"')).toBeLessThan(text.indexOf('"bags"'));
    expect(text).not.toContain('"coat"');
  });

  it('says so when every query is perfect', () => {
    const perfect = relevanceReport(cases.slice(0, 1), PIECES, results);
    expect(formatReport(perfect)).toContain('Every query scored 1.00.');
  });
});
