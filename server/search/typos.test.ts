import { describe, expect, it } from 'vitest';
import { createTypoCorrector, editDistance, slipsAllowed } from './typos';

describe('typo tolerance', () => {
  const known = createTypoCorrector([
    'sneaker',
    'cashmere',
    'coat',
    'dress',
    'leather',
    'handbag',
    'scarf',
    'loafer',
  ]);

  it('allows one slip from 5 letters and two from 9, none below', () => {
    expect([4, 5, 8, 9, 12].map(slipsAllowed)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a missed, added, changed letter or two swapped neighbours as one edit', () => {
    expect(editDistance('sneakr', 'sneaker', 2)).toBe(1);
    expect(editDistance('sneakeer', 'sneaker', 2)).toBe(1);
    expect(editDistance('snaaker', 'sneaker', 2)).toBe(1);
    expect(editDistance('snaeker', 'sneaker', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });

  it('finds the known words a mistyped one may stand for, and none for a known or short word', () => {
    expect(known.correct('sneakr')).toEqual(['sneaker']);
    expect(known.correct('cashmre')).toEqual(['cashmere']);
    expect(known.correct('handbga')).toEqual(['handbag']);
    expect(known.correct('leathre')).toEqual(['leather']);
    expect(known.correct('snaekrs')).toEqual([]);
    expect(known.correct('coatt')).toEqual(['coat']);
    expect(known.correct('cot')).toEqual([]);
    expect(known.correct('dress')).toEqual([]);
    expect(known.knows('dress')).toBe(true);
  });

  it('measures a slip in a plural against the known word’s plural, giving the known word', () => {
    expect(known.correct('scaves')).toEqual(['scarf']);
    expect(known.correct('scarvs')).toEqual(['scarf']);
    expect(known.correct('lofers')).toEqual(['loafer']);
    expect(known.correct('dreses')).toEqual(['dress']);
    expect(known.correct('skarvez')).toEqual([]);
  });
});
