import { editDistance, plural, slipsAllowed, slipsFrom } from '../../contract/search-words';

// Typo tolerance as shoppers expect of a search box: a word of 5 letters or more may have one
// slip (a letter missed, added, changed, or two swapped), a word of 9 or more two; a slip in a
// plural counts against the known word's plural (scaves: scarves, so scarf).

/** Finds the known words a typed one may stand for. */
export interface TypoCorrector {
  knows(word: string): boolean;
  /** The known words within the slips allowed, closest first; empty for a known word. */
  correct(word: string): string[];
}

export function createTypoCorrector(known: Iterable<string>): TypoCorrector {
  const words = new Set(known);
  const byLength = new Map<number, string[]>();
  const file = (length: number, word: string) =>
    byLength.set(length, [...(byLength.get(length) ?? []), word]);
  for (const word of words) {
    file(word.length, word);
    if (/^[a-z]+$/.test(word)) file(plural(word).length, word);
  }
  return {
    knows: (word) => words.has(word),
    correct(word) {
      const limit = slipsAllowed(word.length);
      if (!limit || words.has(word)) return [];
      const found = new Map<string, number>();
      for (let length = word.length - limit; length <= word.length + limit; length++) {
        for (const candidate of byLength.get(length) ?? []) {
          const distance = slipsFrom(word, candidate, limit);
          if (distance <= limit) found.set(candidate, distance);
        }
      }
      return [...found]
        .sort(([a, slipsA], [b, slipsB]) => slipsA - slipsB || a.localeCompare(b))
        .map(([candidate]) => candidate);
    },
  };
}

export { editDistance, slipsAllowed };
