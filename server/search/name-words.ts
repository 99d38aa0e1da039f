import type { Db } from '../db/database';
import { fold, singular, type WordSplitter } from './words';

// The words of the pieces' names (search_word), with how many pieces name them, and the keys a
// shopper types them by (search_word_key): what suggestions complete and typos are corrected to.
// Written with the index, read a few rows at a time: no instance splits the catalogue's names.

/** Pieces whose names are read per step. */
const STEP = 10_000;
const LONGEST = 64;

function keysOf(word: string, splitter: WordSplitter): string[] {
  return /\p{Script=Han}/u.test(word) ? [...new Set([word, ...splitter.spell(word)])] : [word];
}

async function countWords(db: Db, splitter: WordSplitter): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  for (let after = 0; ;) {
    const ids = (
      await db
        .selectFrom('goods')
        .select('id')
        .where('on_sale', '=', 1)
        .where('id', '>', after)
        .orderBy('id')
        .limit(STEP)
        .execute()
    ).map((g) => g.id);
    const last = ids.at(-1);
    if (last === undefined) break;
    const names = await db
      .selectFrom('goods_text')
      .select(['goods_id', 'name'])
      .where('goods_id', 'in', ids)
      .execute();
    const wordsOf = new Map<number, Set<string>>();
    for (const { goods_id: id, name } of names) {
      const words = wordsOf.get(id) ?? new Set<string>();
      for (const word of splitter.words(name, { pinyin: false })) {
        if (word.length > 1 && word.length <= LONGEST && !/^\d+$/.test(word)) words.add(word);
      }
      wordsOf.set(id, words);
    }
    for (const words of wordsOf.values()) {
      for (const word of words) uses.set(word, (uses.get(word) ?? 0) + 1);
    }
    after = last;
  }
  return uses;
}

/**
 * Brings search_word and its keys up to the names of the pieces on sale. Returns how many words
 * were added, changed or removed.
 */
export async function refreshNameWords(db: Db, splitter: WordSplitter): Promise<number> {
  const wanted = await countWords(db, splitter);
  const had = new Map(
    (await db.selectFrom('search_word').select(['word', 'uses']).execute()).map((r) => [
      r.word,
      r.uses,
    ]),
  );
  const gone = [...had.keys()].filter((word) => !wanted.has(word));
  const fresh = [...wanted].filter(([word]) => !had.has(word));
  const changed = [...wanted].filter(([word, uses]) => had.has(word) && had.get(word) !== uses);
  for (let at = 0; at < gone.length; at += 1000) {
    await db
      .deleteFrom('search_word')
      .where('word', 'in', gone.slice(at, at + 1000))
      .execute();
  }
  for (let at = 0; at < fresh.length; at += 1000) {
    const part = fresh.slice(at, at + 1000);
    await db
      .insertInto('search_word')
      .values(part.map(([word, uses]) => ({ word, uses })))
      .execute();
    await db
      .insertInto('search_word_key')
      .values(part.flatMap(([word]) => keysOf(word, splitter).map((key) => ({ key, word }))))
      .execute();
  }
  for (const [word, uses] of changed) {
    await db.updateTable('search_word').set({ uses }).where('word', '=', word).execute();
  }
  return gone.length + fresh.length + changed.length;
}

/**
 * What a mistyped word may stand for: the Latin words of the pieces' names, and of the names of
 * the categories, series and colours (burgundy, sneakers).
 */
export async function typoWords(db: Db): Promise<string[]> {
  const [words, ...named] = await Promise.all([
    db.selectFrom('search_word').select('word').execute(),
    db.selectFrom('category_text').select('name').execute(),
    db.selectFrom('series_text').select('name').execute(),
    db.selectFrom('color_text').select('name').execute(),
  ]);
  const latin = new Set(words.map((r) => r.word).filter((word) => /^[a-z]+$/.test(word)));
  for (const { name } of named.flat()) {
    for (const word of fold(name).match(/[a-z]+/g) ?? []) latin.add(singular(word));
  }
  return [...latin];
}

/**
 * Words of the names that begin with what was typed, or whose pinyin or initials do (大衣 for
 * `dayi`, `da`, `dy`), the most used first.
 */
export async function completeWords(
  db: Db,
  typed: string,
  limit: number,
): Promise<{ word: string; han: boolean }[]> {
  if (!typed) return [];
  // Keys compare byte by byte (PostgreSQL's column is collated "C"): a prefix is a range.
  const end = `${typed}\uffff`;
  const rows = await db
    .selectFrom('search_word_key')
    .innerJoin('search_word', 'search_word.word', 'search_word_key.word')
    .select(['search_word.word', (eb) => eb.fn.max('search_word.uses').as('uses')])
    .where('search_word_key.key', '>=', typed)
    .where('search_word_key.key', '<', end)
    .where('search_word.word', '!=', typed)
    .groupBy('search_word.word')
    .orderBy('uses', 'desc')
    .orderBy('search_word.word')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ word: r.word, han: /\p{Script=Han}/u.test(r.word) }));
}
