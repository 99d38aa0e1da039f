import { describe, expect, it } from 'vitest';
import { createCompletions } from './completions';
import { createWordSplitter } from './words';

describe('completions of what a shopper is typing', () => {
  const names = [
    '羊绒大衣',
    '双面羊毛大衣',
    '羊绒围巾',
    'Cashmere Coat',
    'Suede Sneakers',
    'Leather Sneakers',
  ];
  const completions = createCompletions(names, createWordSplitter(names));
  const words = (typed: string) => completions.complete(typed, 5).map((c) => c.word);

  it('completes pinyin, joined or begun, and initials into the Chinese word', () => {
    expect(words('dayi')).toEqual(['大衣']);
    expect(words('day')).toEqual(['大衣']);
    expect(words('dy')).toEqual(['大衣']);
  });

  it('completes the beginning of a word, the most used first', () => {
    expect(words('羊')).toEqual(['羊绒', '羊毛', '羊绒围巾', '羊绒大衣']);
    expect(words('sneak')).toEqual(['sneaker']);
    expect(words('zzz')).toEqual([]);
    expect(words('')).toEqual([]);
  });
});
