// The rules of the shop's search that both the server (server/search/) and the browser (a search
// among the pieces stored on the device, offline) follow: how an English word is folded and made
// singular, how many slips a typed word may have, which words a search skips.

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
  // -sses, -xes, -ches lose -es (dresses, boxes, watches); -ses otherwise only its s (vases).
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower case, without accents, full-width letters and digits made plain, no possessive 's. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\p{L})['’]s\b/gu, '$1');
}

/** How many slips a typed word of this length may have. */
export function slipsAllowed(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * Edits between two words (optimal string alignment: a swap of neighbours is one), or
 * `limit + 1` as soon as it is known to be more than `limit`.
 */
/** The -ves plurals by their singular: scarf gives scarves. */
const VES_BY_SINGULAR = new Map([...VES_PLURALS].map(([plural, one]) => [one, plural]));

/**
 * The plural a shopper would type for one of the shop's singular words (scarf → scarves,
 * dress → dresses, accessory → accessories): a slip in a plural is measured against it.
 */
export function plural(word: string): string {
  const ves = VES_BY_SINGULAR.get(word);
  if (ves) return ves;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * How many slips away a typed word is from a known singular word, as typed or as its plural
 * (`scaves` is one slip from scarves), or `limit + 1` when further than `limit`.
 */
export function slipsFrom(typed: string, known: string, limit: number): number {
  return Math.min(editDistance(typed, known, limit), editDistance(typed, plural(known), limit));
}

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

/** Words a search does not look for, unless it holds nothing else. */
export const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'with',
  'for',
  'of',
  'in',
  'on',
  'to',
  '的',
  '色',
]);
/**
 * What joins the kinds of piece a category is named for (Shirts & Tops, 半裙与长裤): a category
 * so named holds pieces of one kind or the other, and is found by its kinds' words joined
 * (shirttop, 半裙长裤), on the server and offline alike.
 */
export const JOINED_KINDS = /\s*(?:&|\+|\/|、|与|及|\band\b)\s*/iu;

/** The kinds' words joined into the one word a category named for them is found by. */
export const joinedWord = (kindsWords: readonly (readonly string[])[]) =>
  kindsWords.flat().join('');

/** One syllable of pinyin without tones: consecutive ones typed apart are one word (da yi). */
export const PINYIN_SYLLABLE =
  /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(iang|iong|uang|ueng|ang|eng|ing|ong|iao|ian|uai|uan|ai|ei|ui|ao|ou|iu|ie|ve|ue|er|an|en|in|un|vn|ia|ua|uo|a|o|e|i|u|v)$/;

/**
 * Whether a Latin word reads whole as pinyin syllables (maozi: mao zi): such a word is pinyin,
 * which finds the shop's Chinese words, never a slip in an English one (maozi is not maoyi).
 */
export function isPinyin(word: string): boolean {
  // -er stands alone (er, 二): fer or ler are no syllables.
  const isSyllable = (part: string) => PINYIN_SYLLABLE.test(part) && !/^.+er$/.test(part);
  const from = new Array<boolean>(word.length + 1).fill(false);
  from[word.length] = true;
  for (let start = word.length - 1; start >= 0; start--) {
    for (let end = start + 1; end <= Math.min(word.length, start + 6); end++) {
      if (from[end] && isSyllable(word.slice(start, end))) from[start] = true;
    }
  }
  return word.length > 0 && from[0] === true;
}

/** Where a piece holds a word, best first: its name, its category or series, its colours, material or sn. */
export const WORD_PLACES = ['name', 'category', 'attribute'] as const;

/**
 * A list card's search words (GoodsCard.words): the words of each place of WORD_PLACES, with their
 * synonyms, space-separated, the places joined by `|`; then, after another `|`, the words that
 * name the piece's category (外套, waitao, coat), which a search for one of them ranks first.
 */
export function cardWordPlaces(words: string): Set<string>[] {
  return words.split('|').map((place) => new Set(place.split(' ').filter(Boolean)));
}
