import type { Lang } from '../../lib/lang';
import { fill } from '../../lib/messages';
import { checkWords } from './words-checks';
import { readingWords } from './words-reading';

// The checker's problems are a code and its values (the cell, the SKU, the earlier line…), put
// into words here, in the language of whoever reads them: the console's, or English for the
// operator's command.

const problemWords = { ...readingWords, ...checkWords };

export type ProblemCode = keyof typeof problemWords;

/** A list is a list of names, each quoted as the language quotes: "a", "b" or “a”、“b”. */
export type ProblemParams = Record<string, string | number | readonly string[]>;

export interface ProblemWords {
  code: ProblemCode;
  params: ProblemParams;
}

export const said = (code: ProblemCode, params: ProblemParams = {}): ProblemWords => ({
  code,
  params,
});

const LISTS: Record<Lang, (names: readonly string[]) => string> = {
  cn: (names) => names.map((name) => `“${name}”`).join('、'),
  en: (names) => names.map((name) => `"${name}"`).join(', '),
};

export function problemText(lang: Lang, { code, params }: ProblemWords): string {
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    filled[name] = typeof value === 'object' ? (value.length ? LISTS[lang](value) : '') : value;
  }
  return fill(problemWords[code][lang], filled);
}
