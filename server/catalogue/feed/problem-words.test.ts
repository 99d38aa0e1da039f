import { describe, expect, it } from 'vitest';
import { problemText, said } from './problem-words';
import { checkWords } from './words-checks';
import { readingWords } from './words-reading';

describe('the words of the checker’s problems', () => {
  it('has every code once, in both languages, naming the same values', () => {
    const codes = [...Object.keys(readingWords), ...Object.keys(checkWords)];
    expect(new Set(codes).size).toBe(codes.length);
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const words of [...Object.values(readingWords), ...Object.values(checkWords)]) {
      expect(words.cn).not.toBe('');
      expect(names(words.cn)).toEqual(names(words.en));
    }
  });

  it('quotes a list as each language quotes, and leaves out the parts without values', () => {
    const header = said('headerWrong', {
      missing: ['stock', 'sort'],
      unknown: ['weight'],
      twice: [],
      unnamed: '',
      columns: 'sku, stock, sort',
    });
    expect(problemText('en', header)).toBe(
      'the header has missing columns "stock", "sort"; unknown columns "weight"; the columns are sku, stock, sort',
    );
    expect(problemText('cn', header)).toBe(
      '表头有误：缺少列 “stock”、“sort”；未知列 “weight”；应有的列为 sku, stock, sort',
    );
    expect(problemText('cn', said('unknownColour', { value: 'ochre', file: '' }))).toBe(
      '“ochre”不是本店的颜色',
    );
  });
});
