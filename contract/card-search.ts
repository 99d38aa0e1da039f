import type { GoodsCard } from './catalogue';
import {
  cardWordPlaces,
  slipsFrom,
  fold,
  isPinyin,
  JOINED_KINDS,
  joinedWord,
  PINYIN_SYLLABLE,
  singular,
  slipsAllowed,
  STOP_WORDS,
  WORD_PLACES,
} from './search-words';

// A search among list cards by the words they carry (GoodsCard.words): what a device searches
// offline, by the shop's rules as far as it can follow them without the server's dictionaries.
// Chinese is cut into the words the cards hold, the browser (Intl.Segmenter) cutting the rest; a
// word cut otherwise than the shop cuts it is found by its characters, a mistyped word by the
// words it is close to.

/** One typed word: found when any of its alternatives is, an alternative needing all its words. */
type TypedGroup = readonly (readonly string[])[];

const RUNS = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;
const HAN = /^\p{Script=Han}+$/u;
/** A mistyped word is looked for as the closest few words it may stand for. */
const MOST_CORRECTIONS = 3;
/** The longest Chinese word, in characters, that typed Chinese is matched against. */
const LONGEST_WORD = 12;

/** Chinese the cards do not hold, cut into words by the browser where it can. */
function segmented(run: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [run];
  const segments = new Intl.Segmenter('zh', { granularity: 'word' }).segment(run);
  return [...segments].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** The known words that cover a text from start to end, the longest at each place. */
function cover(text: string, known: ReadonlySet<string>, longest: number): string[] {
  const words: string[] = [];
  let unknown = '';
  const flush = () => {
    if (unknown) words.push(...segmented(unknown));
    unknown = '';
  };
  for (let at = 0; at < text.length;) {
    let length = Math.min(longest, text.length - at);
    while (length > 0 && !known.has(text.slice(at, at + length))) length--;
    if (length === 0) {
      unknown += text.charAt(at);
      at++;
      continue;
    }
    flush();
    words.push(text.slice(at, at + length));
    at += length;
  }
  flush();
  return words;
}

/** Typed Chinese as words, each with the shorter words it is made of when there are some. */
function chineseGroups(run: string, known: ReadonlySet<string>): TypedGroup[] {
  return cover(run, known, LONGEST_WORD).map((word) => {
    const parts = word.length > 2 ? cover(word, known, word.length - 1) : [];
    return parts.length > 1 ? [[word], parts] : [[word]];
  });
}

/**
 * What a shopper typed, as the words the shop indexes (contract/search-words.ts): English folded
 * and made singular, Chinese cut into the words `known`, pinyin syllables typed apart also looked
 * for joined.
 */
function typedGroups(keyword: string, known: ReadonlySet<string>): TypedGroup[] {
  const words: ({ word: string; typed: string } | { han: TypedGroup })[] = [];
  for (const [, han, other] of fold(keyword).matchAll(RUNS)) {
    if (other) words.push({ word: singular(other), typed: other });
    if (han) words.push(...chineseGroups(han, known).map((group) => ({ han: group })));
  }
  const meaningful = words.filter((w) => {
    const first = 'han' in w ? w.han[0]?.[0] : w.word;
    return first === undefined || !STOP_WORDS.has(first) || ('han' in w && w.han.length > 1);
  });
  const kept = meaningful.length ? meaningful : words;
  const groups: TypedGroup[] = [];
  let syllables: string[] = [];
  const flush = () => {
    if (syllables.length > 1) groups.push([[syllables.join('')], syllables]);
    else if (syllables[0]) groups.push([[syllables[0]]]);
    syllables = [];
  };
  for (const typed of kept) {
    if ('han' in typed) {
      flush();
      groups.push(typed.han);
    } else if (PINYIN_SYLLABLE.test(typed.word)) {
      syllables.push(typed.word);
    } else {
      flush();
      groups.push(latinGroup(typed.word, typed.typed, known));
    }
  }
  flush();
  return groups;
}

/**
 * A search typed as the name of a category joining kinds (Shirts & Tops) that the cards know:
 * its joined word, or every word of its kinds.
 */
function joinedKindsGroup(keyword: string, known: ReadonlySet<string>): TypedGroup | null {
  if (!JOINED_KINDS.test(keyword)) return null;
  const kinds = keyword
    .split(JOINED_KINDS)
    .map((kind) => typedGroups(kind, known).flatMap((group) => group[0] ?? []))
    .filter((words) => words.length);
  const joined = joinedWord(kinds);
  return kinds.length > 1 && known.has(joined) ? [[joined], kinds.flat()] : null;
}

/** Whether a place's words hold a typed word, or, Chinese, each of its characters. */
function holds(place: ReadonlySet<string>, word: string): boolean {
  if (place.has(word)) return true;
  // A piece's name holds each of its Chinese characters too: a part of a word still matches.
  return HAN.test(word) && [...word].every((character) => place.has(character));
}

/** A mistyped word's closest few among the words the cards hold, as the shop corrects it. */
function corrections(word: string, known: ReadonlySet<string>): string[] {
  const slips = slipsAllowed(word.length);
  if (!slips || known.has(word) || !/^[a-z]+$/.test(word) || isPinyin(word)) return [];
  const close: { word: string; distance: number }[] = [];
  for (const candidate of known) {
    if (HAN.test(candidate)) continue;
    const distance = slipsFrom(word, candidate, slips);
    if (distance <= slips) close.push({ word: candidate, distance });
  }
  return close
    .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
    .slice(0, MOST_CORRECTIONS)
    .map((c) => c.word);
}

/** An English word as typed and made singular, or the words it may stand for if mistyped. */
function latinGroup(word: string, typed: string, known: ReadonlySet<string>): TypedGroup {
  const forms = word === typed ? [word] : [word, typed];
  // A word the cards hold is no slip, whatever its plural is close to (coats, boats).
  const corrected = known.has(word) ? [] : corrections(word, known);
  const meant =
    corrected.length || typed === word || known.has(word) ? corrected : corrections(typed, known);
  return [...forms, ...meant].map((form) => [form]);
}

/**
 * A stored card's words by place (WORD_PLACES), and the words naming its category; a card stored
 * without them is searched by its texts.
 */
function placesOf(card: GoodsCard): {
  places: ((word: string) => boolean)[];
  namingCategory: ReadonlySet<string>;
} {
  if (card.words) {
    const [name, category, attribute, namingCategory = new Set<string>()] = cardWordPlaces(
      card.words,
    );
    const places = [name, category, attribute].flatMap((place) =>
      place ? [(word: string) => holds(place, word)] : [],
    );
    return { places, namingCategory };
  }
  const text = fold(`${card.name} ${card.sn} ${card.series_name}`);
  return { places: [(word) => text.includes(word)], namingCategory: new Set() };
}

/** Worth more than where all the words of a search are held: the words held count first. */
const HELD = 2 ** (WORD_PLACES.length + 1) * 8;

/**
 * A card's rank for the search, higher first, and how many of the typed words it holds. A typed
 * word naming a category (`namesCategory`) is best held as the card's category's name.
 */
function rankOf(
  card: GoodsCard,
  groups: readonly TypedGroup[],
  namesCategory: (group: TypedGroup) => boolean,
) {
  const { places, namingCategory } = placesOf(card);
  let rank = 0;
  let held = 0;
  const levels: number[] = [];
  for (const group of groups) {
    const holdsGroup = (holdsWord: (word: string) => boolean) =>
      group.some((alternative) => alternative.every(holdsWord));
    const at = places.findIndex(holdsGroup);
    // Where the server's order of the places puts it: a word naming a category, the pieces of
    // that category first (the card carries the words naming its category apart).
    const namesThisCategory =
      namesCategory(group) && holdsGroup((word) => namingCategory.has(word));
    const order = namesCategory(group) && places.length === 3 ? [1, 0, 2] : [0, 1, 2];
    const level = order.findIndex((place) => places[place] && holdsGroup(places[place]));
    levels.push(namesThisCategory ? 0 : level);
    const score = namesThisCategory
      ? 2 ** (WORD_PLACES.length + 1)
      : at < 0
        ? 0
        : 2 ** (WORD_PLACES.length - at);
    if (!score) continue;
    held++;
    rank += HELD + score;
  }
  return { rank, held, levels };
}

/**
 * The matches of a search of several words narrowed as the server narrows them
 * (server/search/best-places.ts): each typed word in turn, when some match holds it in its first
 * place, those holding it only in its last are left out.
 */
function narrowed<Match extends { levels: readonly number[] }>(
  matches: readonly Match[],
  words: number,
): Match[] {
  let kept = [...matches];
  if (words < 2) return kept;
  for (let word = 0; word < words; word++) {
    if (kept.some((match) => match.levels[word] === 0)) {
      kept = kept.filter((match) => (match.levels[word] ?? 0) <= 1);
    }
  }
  return kept;
}

/**
 * The cards holding every word typed, where they hold them best first (their name, then their
 * category or series, then their colours, material or sn), in their order otherwise; when none
 * does, those holding the most words, `partial`.
 */
export function searchCards<Card extends GoodsCard>(
  cards: readonly Card[],
  keyword: string,
): { found: Card[]; partial: boolean } {
  const known = new Set<string>();
  for (const card of cards) {
    for (const word of card.words?.split(/[ |]/) ?? []) if (word) known.add(word);
  }
  const joined = joinedKindsGroup(keyword, known);
  const groups = joined ? [joined] : typedGroups(keyword, known);
  if (groups.length === 0) return { found: [], partial: false };
  const namingCategories = new Set<string>();
  for (const card of cards) {
    for (const word of card.words?.split('|')[WORD_PLACES.length]?.split(' ') ?? []) {
      if (word) namingCategories.add(word);
    }
  }
  const namesCategory = (group: TypedGroup) => namingCategories.has(group[0]?.[0] ?? '');
  const ranked = cards
    .map((card) => ({ card, ...rankOf(card, groups, namesCategory) }))
    .filter((match) => match.held > 0);
  const complete = ranked.filter((match) => match.held === groups.length);
  // One word held in part is not held: partial matches need two words or more.
  const partial = complete.length === 0 && groups.length > 1;
  const shown = partial ? ranked : narrowed(complete, groups.length);
  return { found: shown.sort((a, b) => b.rank - a.rank).map(({ card }) => card), partial };
}
