import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { sharedVersion } from '../db/shared-version';
import { createTypoCorrector } from './typos';
import { typoWords, refreshNameWords } from './name-words';
import { createWordSplitter, fold, singular, type WordSplitter } from './words';
import { isPinyin } from '../../contract/search-words';
import { categoryNameWords, joinedKinds } from './category-kinds';

// What the index and the queries cut texts with: the shop's own words in jieba's dictionary, and
// its synonyms. Each instance builds it once per version of the vocabulary, which the setting
// `search_vocabulary` names: an instance sees another's import within seconds.

const vocabularyVersion = sharedVersion('search_vocabulary');

export interface ShopVocabulary {
  version: string;
  splitter: WordSplitter;
  /**
   * The words a typed word means the same as, itself first: the pinyin of a group's Chinese word
   * stands for the group, a group's word does not stand for the pinyin (which finds homophones).
   */
  synonymsOf(word: string): readonly string[];
  /**
   * The words a piece's word means the same as, with their pinyin, for a device that searches
   * without the vocabulary; a piece's pinyin stands only for itself, as it may spell a word that
   * only sounds like a group's (皮尖 is no 披肩).
   */
  heldSynonymsOf(word: string): readonly string[];
  /**
   * The shop's words a mistyped Latin word may stand for, closest first; none for a word the
   * shop has. `typed` is the word before it was made singular, tried when the singular finds none.
   */
  correct(word: string, typed?: string): string[];
  /**
   * A search typed as the name of one of the shop's categories that joins kinds of piece
   * (Shirts & Tops): the word its pieces hold for it, and the words of its kinds.
   */
  joinedKindsOf(keyword: string): { joined: string; words: string[] } | null;
  /** Whether a typed word names one of the shop's categories (category-kinds.ts). */
  namesCategory(word: string): boolean;
}

/** How the index and the queries write a synonym: folded, and singular when it is English. */
export function synonymForm(word: string): string {
  const folded = fold(word.trim());
  return /^[\p{L}\p{N}]+$/u.test(folded) && !/\p{Script=Han}/u.test(folded)
    ? singular(folded)
    : folded;
}

async function shopWords(db: Db): Promise<string[]> {
  const names = await Promise.all([
    db.selectFrom('category_text').select('name').distinct().execute(),
    db.selectFrom('series_text').select('name').distinct().execute(),
    db.selectFrom('color_text').select('name').distinct().execute(),
    db.selectFrom('goods_text').select('name').distinct().execute(),
  ]);
  return [...new Set(names.flat().map((row) => row.name))].sort();
}

async function categoryNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('category_text').select('name').distinct().execute();
  return rows.map((row) => row.name).sort();
}

/** The synonyms table's groups, by id, each word in order. */
export async function synonymGroups(db: Db): Promise<{ id: number; words: string[] }[]> {
  const rows = await db
    .selectFrom('search_synonym')
    .select(['group_id', 'word'])
    .orderBy('group_id')
    .orderBy('word')
    .execute();
  const groups = new Map<number, string[]>();
  for (const row of rows) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row.word]);
  return [...groups].map(([id, words]) => ({ id, words }));
}

function versionOf(words: readonly string[], groups: readonly { words: string[] }[]): string {
  return createHash('sha256')
    .update(JSON.stringify([words, groups]))
    .digest('base64url')
    .slice(0, 22);
}

/** A group's words as the index holds them, and the full pinyin of its Chinese ones apart. */
function groupForms(group: { words: string[] }, splitter: WordSplitter) {
  const forms = [...new Set(group.words.map(synonymForm))];
  const spelled = forms
    .filter((w) => /^\p{Script=Han}+$/u.test(w))
    .map((w) => splitter.spell(w)[0] ?? w)
    .filter((w) => !forms.includes(w));
  return { forms, spelled };
}

/** Splitters by the digest of the shop's words: a synonym change keeps the dictionary. */
const splitters = new Map<string, Promise<WordSplitter>>();

function splitterFor(words: readonly string[]): Promise<WordSplitter> {
  const digest = versionOf(words, []);
  const known = splitters.get(digest);
  if (known) return known;
  const splitter = createWordSplitter(words);
  splitters.set(digest, splitter);
  splitter.catch(() => splitters.delete(digest));
  for (const old of [...splitters.keys()].slice(0, -KEPT_VERSIONS)) splitters.delete(old);
  return splitter;
}

interface ShopTexts {
  /** The names of the catalogue (shopWords). */
  words: readonly string[];
  groups: readonly { words: string[] }[];
  /** The categories' names. */
  categories: readonly string[];
  /** The Latin words of the pieces' names, what typos are corrected to. */
  latin: readonly string[];
}

async function build(
  version: string,
  { words, groups, categories, latin }: ShopTexts,
): Promise<ShopVocabulary> {
  const splitter = await splitterFor(words);
  const synonyms = new Map<string, string[]>();
  const spelledToo = new Map<string, string[]>();
  const spellings = new Map<string, string[]>();
  const add = (into: Map<string, string[]>, word: string, group: readonly string[]) =>
    into.set(word, [...new Set([...(into.get(word) ?? [word]), ...group])]);
  for (const group of groups) {
    const { forms, spelled } = groupForms(group, splitter);
    for (const form of forms) {
      add(synonyms, form, forms);
      add(spelledToo, form, [...forms, ...spelled]);
    }
    for (const spelling of spelled) add(spellings, spelling, forms);
  }
  const typos = createTypoCorrector([...latin, ...synonyms.keys(), ...spellings.keys()]);
  const categoryWords = categoryNameWords(categories, splitter);
  const joinedNames = new Set(
    categories.flatMap((name) => joinedKinds(name, splitter)?.joined ?? []),
  );
  return {
    version,
    splitter,
    synonymsOf: (word) => synonyms.get(word) ?? spellings.get(word) ?? [word],
    heldSynonymsOf: (word) => spelledToo.get(word) ?? [word],
    correct: (word, typed = word) => {
      if (!/^[a-z]+$/.test(word) || typos.knows(word) || isPinyin(word)) return [];
      const found = typos.correct(word);
      return found.length || typed === word ? found : typos.correct(typed);
    },
    joinedKindsOf: (keyword) => {
      const kinds = joinedKinds(keyword, splitter);
      return kinds && joinedNames.has(kinds.joined) ? kinds : null;
    },
    namesCategory: (word) => categoryWords.has(word),
  };
}

/** Vocabularies by version: shops of one catalogue (instances, tests) share one. */
const built = new Map<string, ShopVocabulary>();
const KEPT_VERSIONS = 3;

function remember(vocabulary: ShopVocabulary): ShopVocabulary {
  built.delete(vocabulary.version);
  built.set(vocabulary.version, vocabulary);
  for (const old of [...built.keys()].slice(0, -KEPT_VERSIONS)) built.delete(old);
  return vocabulary;
}

/**
 * Writes the search words with the shop's vocabulary as it is now, inside the writer's
 * transaction: `write` gets the splitter of the shop's words (its names as the catalogue now has
 * them); then the words of the names are counted again when anything was written, and the
 * vocabulary's version is recorded for every instance to see. Returns what `write` returns.
 */
export async function writeWithVocabulary<T extends number>(
  db: Db,
  write: (splitter: WordSplitter) => Promise<T>,
): Promise<T> {
  const [words, groups, categories] = await Promise.all([
    shopWords(db),
    synonymGroups(db),
    categoryNames(db),
  ]);
  const version = versionOf(words, groups);
  const splitter = await splitterFor(words);
  const written = await write(splitter);
  const recorded = await vocabularyVersion.stored(db);
  if (written > 0 || recorded !== version) await refreshNameWords(db, splitter);
  if (recorded !== version) await vocabularyVersion.record(db, version);
  // Built again whatever the version: the words of the names may have changed with it.
  remember(await build(version, { words, groups, categories, latin: await typoWords(db) }));
  return written;
}

/**
 * Builds the vocabulary the setting names. It is recorded under the setting's value (none before
 * the first import), which is what the next check compares.
 */
async function load(db: Db, recorded: string): Promise<ShopVocabulary> {
  const [words, groups, categories, latin] = await Promise.all([
    shopWords(db),
    synonymGroups(db),
    categoryNames(db),
    typoWords(db),
  ]);
  return remember(await build(recorded, { words, groups, categories, latin }));
}

const loading = new Map<string, Promise<ShopVocabulary>>();

/** The vocabulary queries are cut with: the one the shop's index was last written with. */
export async function currentVocabulary(db: Db, now = Date.now()): Promise<ShopVocabulary> {
  const recorded = await vocabularyVersion.current(db, now);
  let vocabulary = built.get(recorded);
  if (!vocabulary) {
    const pending = loading.get(recorded) ?? load(db, recorded);
    loading.set(recorded, pending);
    try {
      vocabulary = await pending;
    } finally {
      loading.delete(recorded);
    }
  }
  return vocabulary;
}
