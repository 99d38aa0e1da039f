import { beforeAll, describe, expect, it } from 'vitest';
import { isPinyin, plural } from '../../contract/search-words';
import { createWordSplitter, fold, singular, type WordSplitter } from './words';

describe('the words a text is found by', () => {
  let splitter: WordSplitter;
  beforeAll(async () => {
    splitter = await createWordSplitter(['马衔扣', '乐福鞋', 'Lumière 光影']);
  });

  it('cuts Chinese typed without spaces into its words, each with its pinyin and initials', () => {
    expect(splitter.words('羊绒大衣')).toEqual(['羊绒', 'yangrong', 'yr', '大衣', 'dayi', 'dy']);
    expect(splitter.words('黑色手袋')).toEqual(['黑色', 'heise', 'hs', '手袋', 'shoudai', 'sd']);
  });

  it('keeps the finer words inside a longer one, so that a part of it is found too', () => {
    expect(splitter.words('针织衫')).toEqual(expect.arrayContaining(['针织', '针织衫', 'zhenzhi']));
  });

  it('keeps a word of the shop whole where the general dictionary would split it', async () => {
    expect((await createWordSplitter()).words('马衔扣乐福鞋')).not.toContain('马衔扣');
    expect(splitter.words('马衔扣乐福鞋')).toEqual(
      expect.arrayContaining(['马衔扣', 'maxiankou', 'mxk', '乐福鞋', 'lefuxie', 'lfx']),
    );
  });

  it('folds English and makes it singular, beside the Chinese of the same text', () => {
    expect(splitter.words('Lumière 光影 Cashmere Scarves')).toEqual([
      'lumiere',
      '光影',
      'guangying',
      'gy',
      'cashmere',
      'scarf',
    ]);
    expect(splitter.words('ＣＯＡＴＳ, Dresses & Accessories')).toEqual([
      'coat',
      'dress',
      'accessory',
    ]);
  });
});

describe('what a shopper typed', () => {
  let splitter: WordSplitter;
  beforeAll(async () => {
    splitter = await createWordSplitter(['羊绒大衣']);
  });

  it('keeps a longer word whole, with the finer words that cover it from start to end', () => {
    expect(splitter.typed('羊绒大衣')).toEqual([
      { word: '羊绒大衣', typed: '羊绒大衣', parts: ['羊绒', '大衣'], han: true },
    ]);
    expect(splitter.typed('女士 大衣').map((t) => t.word)).toEqual(['女士', '大衣']);
  });

  it('makes English singular and keeps the word as typed beside it', () => {
    expect(splitter.typed('Dreses')).toEqual([
      { word: 'drese', typed: 'dreses', parts: [], han: false },
    ]);
  });
});

describe('singular', () => {
  it('takes the plural endings of English off, and leaves words that only end in s', () => {
    const cases: [string, string][] = [
      ['bags', 'bag'],
      ['dresses', 'dress'],
      ['vases', 'vase'],
      ['blouses', 'blouse'],
      ['glasses', 'glass'],
      ['watches', 'watch'],
      ['boxes', 'box'],
      ['accessories', 'accessory'],
      ['scarves', 'scarf'],
      ['sleeves', 'sleeve'],
      ['shoes', 'shoe'],
      ['ties', 'tie'],
      ['dress', 'dress'],
      ['canvas', 'canvas'],
      ['series', 'series'],
      ['cashmere', 'cashmere'],
    ];
    expect(cases.map(([plural]) => singular(plural))).toEqual(cases.map(([, one]) => one));
  });

  it('gives the plural a shopper types for a shop word, which folds back to it', () => {
    const words = ['scarf', 'dress', 'watch', 'box', 'accessory', 'loafer', 'bag', 'knife', 'day'];
    const plurals = words.map(plural);
    expect(plurals).toEqual([
      'scarves',
      'dresses',
      'watches',
      'boxes',
      'accessories',
      'loafers',
      'bags',
      'knives',
      'days',
    ]);
    expect(plurals.map(singular)).toEqual(words);
  });
});

describe('isPinyin', () => {
  it('tells a word spelled whole in pinyin syllables from an English word or a slip', () => {
    const pinyin = ['maozi', 'dayi', 'xian', 'zhenzhishan', 'lianyiqun', 'shoudai', 'erhuan'];
    const english = [
      'scaves',
      'sneakrs',
      'lofers',
      'cashmre',
      'dreses',
      'sweter',
      'lofer',
      'coat',
      '',
    ];
    expect(pinyin.filter(isPinyin)).toEqual(pinyin);
    expect(english.filter(isPinyin)).toEqual([]);
  });
});

describe('fold', () => {
  it('drops case and accents and turns full-width letters plain', () => {
    expect(fold('Étoile ＳＡＣ')).toBe('etoile sac');
  });
});
