import { JOINED_KINDS, joinedWord } from '../../contract/search-words';
import type { WordSplitter } from './words';

// A category named for two kinds of piece (Skirts & Trousers, 半裙与长裤, Coats & Jackets) holds
// pieces of one kind or the other: a skirt is no trouser. Each piece is found by the kinds of
// its category's name that its own name does not contradict: the one its name says, or all of
// them when its name says none (a camisole in Shirts & Tops is both as far as anyone can tell).
// The kinds set aside stay among the words a search reaches when nothing else is found, and the
// whole name is one word of every piece of the category (JOINED_KINDS), which a search typed as
// that name looks for first.

/** The kinds a name joins, each as its words; null for a name of one kind. */
function kindsOf(name: string, splitter: WordSplitter): string[][] | null {
  if (!JOINED_KINDS.test(name)) return null;
  const kinds = name
    .split(JOINED_KINDS)
    .map((kind) => splitter.typed(kind).map((typed) => typed.word))
    .filter((words) => words.length);
  return kinds.length > 1 ? kinds : null;
}

/** A name joining kinds as one word, and the words of its kinds; null for a name of one kind. */
export function joinedKinds(
  name: string,
  splitter: WordSplitter,
): { joined: string; words: string[] } | null {
  const kinds = kindsOf(name, splitter);
  if (!kinds) return null;
  return { joined: joinedWord(kinds), words: kinds.flat() };
}

/** Which word stands for which: a synonym group's words share one kind, any other word is its own. */
export type KindOf = (word: string) => string;

/** The kinds of the synonym groups, read once for the pieces written together. */
export function kindsOfGroups(
  groups: readonly { id: number; words: readonly string[] }[],
  splitter: WordSplitter,
): KindOf {
  const kinds = new Map<string, string>();
  for (const group of groups) {
    for (const word of group.words) {
      for (const form of splitter.words(word, { pinyin: false })) kinds.set(form, `=${group.id}`);
    }
  }
  return (word) => kinds.get(word) ?? word;
}

/**
 * The words a category's name gives a piece (with their pinyin): all of a name of one kind; of a
 * name joining kinds, the joined word and the kinds the piece's name holds (by any word of their
 * synonym group), the others' words set aside. A piece whose name holds none may be any of them
 * (`maybe`): it is found by each, after the pieces its name or category says are.
 */
export function categoryNameFor(
  categoryName: string,
  nameWords: readonly string[],
  kindOf: KindOf,
  splitter: WordSplitter,
): { held: string[]; maybe: string[]; setAside: string[] } {
  const cut = cutName(categoryName, splitter);
  if (!cut.kinds) return { held: cut.words, maybe: [], setAside: [] };
  const named = new Set(nameWords.map(kindOf));
  const held = cut.kinds.filter((kind) => kind.words.some((word) => named.has(kindOf(word))));
  if (!held.length) {
    return { held: [cut.joined], maybe: cut.kinds.flatMap((kind) => kind.spelled), setAside: [] };
  }
  return {
    held: [...held.flatMap((kind) => kind.spelled), cut.joined],
    maybe: [],
    setAside: cut.kinds.filter((kind) => !held.includes(kind)).flatMap((kind) => kind.words),
  };
}

interface CutName {
  /** The name's words with their pinyin. */
  words: string[];
  /** The kinds it joins, each as its words and with their pinyin; null for one kind. */
  kinds: { words: string[]; spelled: string[] }[] | null;
  joined: string;
}

/** Names cut once for every piece of their categories, by splitter (its dictionary). */
const cutNames = new WeakMap<WordSplitter, Map<string, CutName>>();

function cutName(name: string, splitter: WordSplitter): CutName {
  let cut = cutNames.get(splitter);
  if (!cut) cutNames.set(splitter, (cut = new Map()));
  const known = cut.get(name);
  if (known) return known;
  const kinds = kindsOf(name, splitter);
  const made: CutName = {
    words: kinds ? [] : splitter.words(name),
    kinds:
      kinds?.map((words) => ({
        words,
        spelled: words.flatMap((word) => splitter.words(word)),
      })) ?? null,
    joined: kinds ? joinedWord(kinds) : '',
  };
  cut.set(name, made);
  return made;
}

/**
 * The words that name a category whole, or one kind of those a name joins (外套, shirt, and the
 * pinyin of the Chinese: waitao): a search for one means that category's pieces first.
 */
export function categoryNameWords(names: readonly string[], splitter: WordSplitter): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const kind of name.split(JOINED_KINDS)) {
      const [only, ...more] = splitter.typed(kind);
      if (!only || more.length) continue;
      words.add(only.word);
      const spelled = only.han ? splitter.spell(only.word)[0] : undefined;
      if (spelled) words.add(spelled);
    }
  }
  return words;
}
