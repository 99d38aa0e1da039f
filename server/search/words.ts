import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import type { pinyin } from 'pinyin-pro';
import { fold, singular } from '../../contract/search-words';

// The words a piece is found by, the same for what the shop indexes and what a shopper types:
// Chinese is written without spaces, so it is cut into words (and the finer words inside them);
// each Chinese word is also found by its pinyin and by its initials; English is folded (case,
// accents, full-width letters) and made singular.

const RUNS = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;
const HAN = /^\p{Script=Han}+$/u;

/** A shopper's word, and the finer words it is made of when it is a longer Chinese one. */
export interface TypedWord {
  word: string;
  /** As typed, folded: before an English word is made singular. */
  typed: string;
  /** Words that cover it from start to end (羊绒大衣: 羊绒, 大衣); empty when it has none. */
  parts: string[];
  han: boolean;
}

export interface WordSplitter {
  /**
   * The words a text is found by, each once, in the order they come: with the pinyin and
   * initials of its Chinese words unless `pinyin` is false.
   */
  words(text: string, options?: { pinyin?: boolean }): string[];
  /** What a shopper typed, word by word, in order. */
  typed(text: string): TypedWord[];
  /** A Chinese word's full pinyin and, for two characters or more, its initials. */
  spell(word: string): string[];
}

interface WordTools {
  Jieba: typeof Jieba;
  pinyin: typeof pinyin;
  /** jieba's general dictionary. */
  dictionary: Buffer;
}
let tools: Promise<WordTools> | undefined;

/**
 * jieba with its dictionary, and pinyin-pro, loaded when the first texts are cut: some 80 MB a
 * process that cuts none does without (an import holds them only once its pieces are written).
 */
function loadTools(): Promise<WordTools> {
  tools ??= Promise.all([import('@node-rs/jieba'), import('pinyin-pro')]).then(
    ([jieba, pinyinPro]) => ({
      Jieba: jieba.Jieba,
      pinyin: pinyinPro.pinyin,
      dictionary: fs.readFileSync(
        createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'),
      ),
    }),
  );
  return tools;
}

/** The finer words that cover a word from its start to its end, longest first at each place. */
function coverOf(word: string, finer: readonly string[]): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at < word.length) {
    const next = finer
      .filter((part) => part.length < word.length && word.startsWith(part, at))
      .sort((a, b) => b.length - a.length)[0];
    if (!next) return parts.length ? [...parts, word.slice(at)] : [];
    parts.push(next);
    at += next.length;
  }
  return parts;
}

/**
 * Cuts texts into the words they are found by. `shopWords` are the shop's own words (category,
 * series, colour, material and piece names): its Chinese ones join the dictionary, so that a
 * name the general dictionary does not know is kept whole.
 */
export async function createWordSplitter(shopWords: readonly string[] = []): Promise<WordSplitter> {
  const { Jieba, pinyin, dictionary } = await loadTools();
  const jieba = Jieba.withDict(dictionary);
  const spell = (word: string) => {
    const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
    const full = syllables.join('');
    return syllables.length > 1 ? [full, syllables.map((s) => s[0]).join('')] : [full];
  };
  const own = [...new Set(shopWords.map(fold).filter((word) => HAN.test(word)))];
  // A frequency well above the general dictionary's common words, so the shop's are kept whole.
  if (own.length) jieba.loadDict(Buffer.from(own.map((word) => `${word} 100000 n\n`).join('')));

  return {
    words(text, { pinyin: withPinyin = true } = {}) {
      const found = new Set<string>();
      for (const [, han, other] of fold(text).matchAll(RUNS)) {
        if (other) found.add(singular(other));
        if (!han) continue;
        for (const word of jieba.cutForSearch(han, true)) {
          found.add(word);
          if (withPinyin) for (const spelled of spell(word)) found.add(spelled);
        }
      }
      return [...found];
    },
    typed(text) {
      const typed: TypedWord[] = [];
      for (const [, han, other] of fold(text).matchAll(RUNS)) {
        if (other) typed.push({ word: singular(other), typed: other, parts: [], han: false });
        if (!han) continue;
        for (const word of jieba.cut(han, true)) {
          const finer = word.length > 1 ? jieba.cutForSearch(word, true) : [];
          // A colour is named with or without 色: 驼色 is 驼, 酒红色 is 酒红.
          const parts = coverOf(word, finer).filter(
            (part, i, all) => part !== '色' || i < all.length - 1,
          );
          typed.push({ word, typed: word, parts, han: true });
        }
      }
      return typed;
    },
    spell,
  };
}

export { fold, singular };
