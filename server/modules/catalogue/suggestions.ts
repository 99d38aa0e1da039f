import { sql } from 'kysely';
import type { SearchSuggestion } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import {
  asPrefix,
  isPostgres,
  listingWordsMatch,
  matchingIds,
  matchingTable,
  parseSearch,
  readsSearchListing,
  type ParsedSearch,
} from '../../search/query';
import { readByWordsIndex } from '../../search/words-index-reads';
import { currentVocabulary, type ShopVocabulary } from '../../search/shop-vocabulary';
import { completeWords } from '../../search/name-words';
import { fold } from '../../search/words';
import { WHOLE_SHOP } from '../../catalogue/listing';
import type { ListSearch } from './goods-list';
import { langsFor, pickTexts } from './texts';

const SUGGESTIONS = 8;
/** Words completing what was typed, at most. */
const WORDS = 2;

interface Named {
  id: number;
  parentId: number | null;
  /** Its name by language. */
  names: Map<string, string>;
  /** The words of its names in every language, with their pinyin and initials. */
  words: Set<string>;
}

async function namedOf(
  db: Db,
  table: 'category_text' | 'series_text',
  vocabulary: ShopVocabulary,
): Promise<Named[]> {
  const rows =
    table === 'category_text'
      ? await db
          .selectFrom('category_text')
          .innerJoin('category', 'category.id', 'category_text.category_id')
          .select(['category.id', 'category.parent_id', 'lang', 'name'])
          .execute()
      : await db
          .selectFrom('series_text')
          .select(['series_id as id', sql<null>`null`.as('parent_id'), 'lang', 'name'])
          .execute();
  const byId = new Map<number, Named>();
  for (const row of rows) {
    const named = byId.get(row.id) ?? {
      id: row.id,
      parentId: row.parent_id,
      names: new Map(),
      words: new Set<string>(),
    };
    named.names.set(row.lang, row.name);
    for (const word of vocabulary.splitter.words(row.name)) named.words.add(word);
    byId.set(row.id, named);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The shop's categories and series with their words, read again when its vocabulary changes. */
const namedCache = new WeakMap<Db, { version: string; categories: Named[]; series: Named[] }>();

async function categoriesAndSeries(db: Db, vocabulary: ShopVocabulary) {
  const cached = namedCache.get(db);
  if (cached?.version === vocabulary.version) return cached;
  const [categories, series] = await Promise.all([
    namedOf(db, 'category_text', vocabulary),
    namedOf(db, 'series_text', vocabulary),
  ]);
  const fresh = { version: vocabulary.version, categories, series };
  namedCache.set(db, fresh);
  return fresh;
}

/** Whether every typed word is one of a name's words, or begins one when it is a prefix. */
function holds(named: Named, parsed: ParsedSearch): boolean {
  const has = (word: string) =>
    word.endsWith('*')
      ? [...named.words].some((w) => w.startsWith(word.slice(0, -1)))
      : named.words.has(word);
  return parsed.groups.every((group) =>
    group.alternatives.some((alternative) => alternative.every((slot) => slot.some(has))),
  );
}

/**
 * Words of the shop that complete what was typed: the Chinese words whose pinyin or initials
 * begin with the Latin letters typed (all of them, joined: da yi is dayi), or the words that begin
 * with the last word typed. The request's language's script first.
 */
async function completing(db: Db, keyword: string, lang: Lang): Promise<string[]> {
  const folded = fold(keyword).trim();
  const han = folded.match(/\p{Script=Han}+$/u)?.[0];
  const latin = /^[a-z\s]+$/.test(folded) ? folded.replace(/\s+/g, '') : null;
  const typed = han ?? latin ?? folded.split(/\s+/).at(-1) ?? '';
  const found = await completeWords(db, typed, 6);
  const preferred = found.filter((c) => c.han === (lang === 'cn'));
  const others = found.filter((c) => c.han !== (lang === 'cn'));
  return [...preferred, ...others].slice(0, WORDS).map((c) => c.word);
}

function nameIn(named: Named, lang: Lang): string {
  for (const code of langsFor(lang)) {
    const name = named.names.get(code);
    if (name) return name;
  }
  return '';
}

/** The best sellers suggestions look among first: enough to fill them for most of what is typed. */
const BEST_SELLERS = 1_000;

/**
 * The best-selling pieces the search finds at a reach, but those already chosen. Looked for among
 * the shop's best sellers first, from the sales index, and only when they are too few among all
 * the search finds: a prefix of one letter finds most of a large catalogue, a rare word few pieces.
 */
async function bestSelling(db: Db, search: ListSearch, without: number[], count: number) {
  const matching = matchingIds(search);
  const bestSellers = db
    .selectFrom('goods_listing')
    .select(['goods_listing.goods_id', 'goods_listing.sales'])
    .where('goods_listing.category_id', '=', WHOLE_SHOP)
    .orderBy('goods_listing.sales', 'desc')
    .orderBy('goods_listing.goods_id', 'desc')
    .limit(BEST_SELLERS)
    .as('best');
  let among = db
    .selectFrom(bestSellers)
    .select('best.goods_id as id')
    .where('best.goods_id', 'in', matching)
    .orderBy('best.sales', 'desc')
    .orderBy('best.goods_id', 'desc')
    .limit(count);
  if (without.length) among = among.where('best.goods_id', 'not in', without);
  const found = await among.execute();
  if (found.length >= count) return found.map((g) => g.id);
  if (readsSearchListing(search)) return bestListed(db, search, without, count);
  // Few of the best sellers hold what was typed: the search's matches are found first, then
  // sorted, rather than the whole shop walked by sales for the few it holds.
  const all = db
    .with(
      (cte) => cte('matching').materialized(),
      () => matchingTable(search),
    )
    .selectFrom('goods_listing')
    .innerJoin('matching', 'matching.goods_id', 'goods_listing.goods_id')
    .where('goods_listing.category_id', '=', WHOLE_SHOP)
    .select('goods_listing.goods_id as id')
    .orderBy('goods_listing.sales', 'desc')
    .orderBy('goods_listing.goods_id', 'desc')
    .limit(count)
    .$if(without.length > 0, (q) => q.where('goods_listing.goods_id', 'not in', without));
  return (await all.execute()).map((g) => g.id);
}

/**
 * PostgreSQL: the best-selling pieces the search finds, from search_listing's narrow rows and
 * their words' index. goods_search's rows are wide, and a name reached through the index of
 * every named word was tested row by row: a prefix of one letter read most of the shop's rows.
 */
async function bestListed(db: Db, search: ListSearch, without: number[], count: number) {
  const found = await readByWordsIndex(db, (reader) =>
    reader
      .selectFrom('search_listing as goods_listing')
      .select('goods_listing.goods_id as id')
      .where(listingWordsMatch(search))
      .$if(without.length > 0, (q) => q.where('goods_listing.goods_id', 'not in', without))
      .orderBy('goods_listing.sales', 'desc')
      .orderBy('goods_listing.goods_id', 'desc')
      .limit(count)
      .execute(),
  );
  return found.map((g) => g.id);
}

/** The pieces suggested: those whose names hold what was typed, then the others the search finds. */
async function suggestedGoods(db: Db, search: ListSearch): Promise<number[]> {
  const titled = await bestSelling(db, { ...search, reach: 'titled' }, [], SUGGESTIONS);
  if (titled.length >= SUGGESTIONS) return titled;
  const named = { ...search, reach: 'named' as const };
  return [...titled, ...(await bestSelling(db, named, titled, SUGGESTIONS - titled.length))];
}

/**
 * Suggestions while typing, from the search index: categories and series whose names hold what
 * was typed (by word, pinyin, initials or synonym; the last word may be unfinished), then the
 * pieces the search ranks first.
 */
export async function suggestions(
  db: Db,
  lang: Lang,
  keyword: string,
): Promise<{ list: SearchSuggestion[] }> {
  const vocabulary = await currentVocabulary(db);
  const typed = parseSearch(vocabulary, keyword);
  if (!typed) return { list: [] };
  const parsed = asPrefix(typed);
  const search: ListSearch = { parsed, reach: 'named', postgres: isPostgres(db) };
  const [named, completions, goods] = await Promise.all([
    categoriesAndSeries(db, vocabulary),
    completing(db, keyword, lang),
    suggestedGoods(db, search),
  ]);
  const goodsIds = goods;
  const names = goodsIds.length
    ? await db
        .selectFrom('goods_text')
        .select(['goods_id', 'lang', 'name'])
        .where('goods_id', 'in', goodsIds)
        .where('lang', 'in', langsFor(lang))
        .execute()
    : [];
  const nameOf = pickTexts(names, (n) => n.goods_id, lang);
  const matched = named.categories.filter((c) => holds(c, parsed)).slice(0, 3);
  const categories = matched.map((c) => {
    const word = nameIn(c, lang);
    const parent = named.categories.find((p) => p.id === c.parentId);
    // Women's and men's coats are both 大衣: each says whose it is.
    const twice = matched.some((other) => other !== c && nameIn(other, lang) === word);
    return { id: c.id, word: twice && parent ? `${nameIn(parent, lang)} ${word}` : word };
  });
  const categoryNames = new Set(categories.map((c) => c.word));
  const list: SearchSuggestion[] = [
    ...categories.map((c) => ({
      word: c.word,
      type: 'category' as const,
      goods_id: null,
      category_id: c.id,
    })),
    ...completions
      .filter((word) => !categoryNames.has(word))
      .map((word) => ({ word, type: 'word' as const, goods_id: null, category_id: null })),
    ...named.series
      .filter((s) => holds(s, parsed))
      .slice(0, 2)
      .map((s) => ({
        word: nameIn(s, lang),
        type: 'series' as const,
        goods_id: null,
        category_id: null,
      })),
    ...goodsIds.map((id) => ({
      word: nameOf.get(id)?.name ?? '',
      type: 'goods' as const,
      goods_id: id,
      category_id: null,
    })),
  ];
  return { list: list.slice(0, SUGGESTIONS) };
}
