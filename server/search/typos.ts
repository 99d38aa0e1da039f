import { editDistance, slipsAllowed } from '../../contract/search-words';

// Typo tolerance as shoppers expect of a search box: a word of 5 letters or more may have one
// slip (a letter missed, added, changed, or two swapped), a word of 9 or more two.

/** Finds the known words a typed one may stand for. */
export interface TypoCorrector {
  knows(word: string): boolean;
  /** The known words within the slips allowed, closest first; empty for a known word. */
  correct(word: string): string[];
}

export function createTypoCorrector(known: Iterable<string>): TypoCorrector {
  const words = new Set(known);
  const byLength = new Map<number, string[]>();
  for (const word of words) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return {
    knows: (word) => words.has(word),
    correct(word) {
      const limit = slipsAllowed(word.length);
      if (!limit || words.has(word)) return [];
      const found: { word: string; distance: number }[] = [];
      for (let length = word.length - limit; length <= word.length + limit; length++) {
        for (const candidate of byLength.get(length) ?? []) {
          const distance = editDistance(word, candidate, limit);
          if (distance <= limit) found.push({ word: candidate, distance });
        }
      }
      return found
        .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
        .map((f) => f.word);
    },
  };
}

export { editDistance, slipsAllowed };
