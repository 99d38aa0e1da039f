import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';

// The words a piece is found by, the same for what the shop indexes and what a shopper types:
// Chinese is written without spaces, so it is cut into words (and the finer words inside them);
// each Chinese word is also found by its pinyin and by its initials; English is folded (case,
// accents, full-width letters) and made singular.

/** Plurals in -ves whose singular ends in -f or -fe; any other -ves word only loses its s. */
const VES_PLURALS = new Map([
  ['scarves', 'scarf'],
  ['leaves', 'leaf'],
  ['halves', 'half'],
  ['shelves', 'shelf'],
  ['calves', 'calf'],
  ['wolves', 'wolf'],
  ['knives', 'knife'],
  ['wives', 'wife'],
  ['lives', 'life'],
]);
/** Words whose -s is not a plural's (dress, canvas, cactus, tennis), or that are their own plural. */
const KEPT = /(ss|as|us|is)$|^(series|species)$/;

/** An English word's singular, by the rules of English plurals, as far as a shop's words go. */
export function singular(word: string): string {
  if (word.length < 4 || KEPT.test(word)) return word;
  const ves = VES_PLURALS.get(word);
  if (ves) return ves;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower case, without accents, full-width letters and digits made plain. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const RUNS = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;
const HAN = /^\p{Script=Han}+$/u;

export interface WordSplitter {
  /** The words a text is found by, each once, in the order they come. */
  words(text: string): string[];
}

/**
 * Cuts texts into the words they are found by. `shopWords` are the shop's own words (category,
 * series, colour, material and piece names): its Chinese ones join the dictionary, so that a
 * name the general dictionary does not know is kept whole.
 */
export function createWordSplitter(shopWords: readonly string[] = []): WordSplitter {
  const jieba = Jieba.withDict(dict);
  const own = [...new Set(shopWords.map(fold).filter((word) => HAN.test(word)))];
  // A frequency well above the general dictionary's common words, so the shop's are kept whole.
  if (own.length) jieba.loadDict(Buffer.from(own.map((word) => `${word} 100000 n\n`).join('')));

  return {
    words(text) {
      const found = new Set<string>();
      for (const [, han, other] of fold(text).matchAll(RUNS)) {
        if (other) found.add(singular(other));
        if (!han) continue;
        for (const word of jieba.cutForSearch(han, true)) {
          found.add(word);
          const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
          found.add(syllables.join(''));
          if (syllables.length > 1) found.add(syllables.map((s) => s[0]).join(''));
        }
      }
      return [...found];
    },
  };
}
