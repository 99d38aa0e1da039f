import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { synonymForm, writeWithVocabulary } from './shop-vocabulary';
import { indexPiecesOfJoinedCategories } from './piece-index';

export { synonymGroups } from './shop-vocabulary';

// The synonyms table, as the operator keeps it: groups of words that find the same pieces.

/** Why a synonym change was refused: nothing changed. */
export class SynonymRefused extends Error {
  constructor(
    message: string,
    /** Why, for the console to say in the staff member's language. */
    readonly reason: 'too_long' | 'not_one_word' | 'too_few' | 'two_groups' | 'unknown',
    readonly words: string[] = [],
  ) {
    super(message);
    this.name = 'SynonymRefused';
  }
}

/** Writes the caller's audit row in the transaction that changes the synonyms. */
export type RecordSynonyms = (trx: Db, words: string[]) => Promise<void>;

/** A synonym is one word as the index holds words: Chinese characters only, or letters and digits. */
function checkedWord(word: string): string {
  const form = synonymForm(word);
  if (form.length > 32) {
    throw new SynonymRefused(`"${word}" is longer than 32 characters`, 'too_long', [word]);
  }
  if (!/^(\p{Script=Han}+|[a-z0-9]+)$/u.test(form)) {
    throw new SynonymRefused(
      `"${word}" is not one word: a synonym is Chinese characters only, or letters and digits only`,
      'not_one_word',
      [word],
    );
  }
  return form;
}

/**
 * One writer of the synonyms at a time: a group's id is the next free one. (On SQLite the
 * transaction holds the one write turn from its start.)
 */
async function holdSynonyms(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table search_synonym in share row exclusive mode`.execute(trx);
  }
}

/**
 * Makes the words mean the same: they join the group one of them is in, or form a new one.
 * Refused when they are in two different groups already. Returns the group's words.
 */
export async function addSynonyms(
  db: Db,
  words: readonly string[],
  record?: RecordSynonyms,
): Promise<string[]> {
  const forms = [...new Set(words.map(checkedWord))];
  if (forms.length < 2) throw new SynonymRefused('give at least two different words', 'too_few');
  return db.transaction().execute(async (trx) => {
    await holdSynonyms(trx);
    const rows = await trx
      .selectFrom('search_synonym')
      .select(['group_id', 'word'])
      .where('word', 'in', forms)
      .execute();
    const groups = [...new Set(rows.map((r) => r.group_id))];
    if (groups.length > 1) {
      const [a, b] = groups.map((id) => rows.find((r) => r.group_id === id)?.word);
      throw new SynonymRefused(
        `"${a}" and "${b}" are in two different groups: remove one of them first`,
        'two_groups',
        [a ?? '', b ?? ''],
      );
    }
    let group = groups[0];
    if (group === undefined) {
      const top = await trx
        .selectFrom('search_synonym')
        .select((eb) => eb.fn.max('group_id').as('top'))
        .executeTakeFirst();
      group = Number(top?.top ?? 0) + 1;
    }
    const had = new Set(rows.map((r) => r.word));
    const fresh = forms.filter((w) => !had.has(w));
    if (fresh.length) {
      await trx
        .insertInto('search_synonym')
        .values(fresh.map((word) => ({ group_id: group, word })))
        .execute();
    }
    await writeWithVocabulary(trx, (splitter) => indexPiecesOfJoinedCategories(trx, splitter));
    const all = await trx
      .selectFrom('search_synonym')
      .select('word')
      .where('group_id', '=', group)
      .orderBy('word')
      .execute();
    await record?.(trx, fresh);
    return all.map((r) => r.word);
  });
}

/** Takes words out of their groups; a group left with one word goes. Returns the words removed. */
export async function removeSynonyms(
  db: Db,
  words: readonly string[],
  record?: RecordSynonyms,
): Promise<string[]> {
  const forms = [...new Set(words.map(checkedWord))];
  return db.transaction().execute(async (trx) => {
    await holdSynonyms(trx);
    const rows = await trx
      .selectFrom('search_synonym')
      .select(['group_id', 'word'])
      .where('word', 'in', forms)
      .execute();
    const unknown = forms.filter((w) => !rows.some((r) => r.word === w));
    if (unknown.length) {
      throw new SynonymRefused(`no synonym "${unknown.join('", "')}"`, 'unknown', unknown);
    }
    await trx.deleteFrom('search_synonym').where('word', 'in', forms).execute();
    const lonely = await trx
      .selectFrom('search_synonym')
      .select('group_id')
      .groupBy('group_id')
      .having((eb) => eb.fn.countAll(), '<', 2)
      .execute();
    if (lonely.length) {
      const ids = lonely.map((g) => g.group_id);
      await trx.deleteFrom('search_synonym').where('group_id', 'in', ids).execute();
    }
    await writeWithVocabulary(trx, (splitter) => indexPiecesOfJoinedCategories(trx, splitter));
    await record?.(trx, forms);
    return forms;
  });
}
