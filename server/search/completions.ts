import { pinyinOf, type WordSplitter } from './words';

// Words of the shop to complete what a shopper is typing: 大衣 for `dayi`, `da` or `dy` (its
// pinyin and initials), 羊绒 for 羊, sneaker for `sneak`. Built from the shop's names, each word
// with how many names hold it, the most used first.

export interface Completion {
  word: string;
  han: boolean;
}

export interface Completions {
  /** Known words beginning with `typed` (or whose pinyin or initials do), most used first. */
  complete(typed: string, limit: number): Completion[];
}

interface Entry {
  key: string;
  word: string;
  uses: number;
}

export function createCompletions(names: readonly string[], splitter: WordSplitter): Completions {
  const uses = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(splitter.words(name, { pinyin: false }))) {
      if (word.length > 1) uses.set(word, (uses.get(word) ?? 0) + 1);
    }
  }
  const entries: Entry[] = [];
  for (const [word, count] of uses) {
    const han = /\p{Script=Han}/u.test(word);
    const keys = han ? [word, ...pinyinOf(word)] : [word];
    for (const key of new Set(keys)) entries.push({ key, word, uses: count });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const firstAtOrAfter = (key: string) => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((entries[middle]?.key ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    complete(typed, limit) {
      if (!typed) return [];
      const found = new Map<string, number>();
      for (let at = firstAtOrAfter(typed); at < entries.length; at++) {
        const entry = entries[at];
        if (!entry?.key.startsWith(typed)) break;
        if (entry.word !== typed)
          found.set(entry.word, Math.max(found.get(entry.word) ?? 0, entry.uses));
      }
      return [...found]
        .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([word]) => ({ word, han: /\p{Script=Han}/u.test(word) }));
    },
  };
}
