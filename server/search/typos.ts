// Typo tolerance as shoppers expect of a search box: a word of 5 letters or more may have one
// slip (a letter missed, added, changed, or two swapped), a word of 9 or more two.

/** How many slips a typed word of this length may have. */
export function slipsAllowed(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * Edits between two words (optimal string alignment: a swap of neighbours is one), or
 * `limit + 1` as soon as it is known to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

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
