import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/**
 * Words the shop's synonyms lacked, each beside a word of the group it joins: 半裙 is a skirt, as
 * the shop's own category 半裙与长裤 says, which tells its skirts from its trousers. A word the
 * operator has already put in a group, or a group the operator has removed, is left as it is.
 */
const ADDED: readonly (readonly [beside: string, word: string])[] = [['半身裙', '半裙']];

type SynonymTable = { search_synonym: { group_id: number; word: string } };

export async function up(untyped: Db): Promise<void> {
  const db = untyped as unknown as Kysely<SynonymTable>;
  for (const [beside, word] of ADDED) {
    const taken = await db
      .selectFrom('search_synonym')
      .select('group_id')
      .where('word', '=', word)
      .executeTakeFirst();
    const group = await db
      .selectFrom('search_synonym')
      .select('group_id')
      .where('word', '=', beside)
      .executeTakeFirst();
    if (taken || !group) continue;
    await db.insertInto('search_synonym').values({ group_id: group.group_id, word }).execute();
  }
}

export async function down(untyped: Db): Promise<void> {
  const db = untyped as unknown as Kysely<SynonymTable>;
  for (const [beside, word] of ADDED) {
    const group = db.selectFrom('search_synonym').select('group_id').where('word', '=', beside);
    await db
      .deleteFrom('search_synonym')
      .where('word', '=', word)
      .where('group_id', 'in', group)
      .execute();
  }
}
