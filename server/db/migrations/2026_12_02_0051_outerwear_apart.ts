import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;
type SynonymTable = { search_synonym: { group_id: number; word: string } };

/**
 * 外套 is outerwear, the shop's name for its coats and jackets together (外套 / Coats & Jackets),
 * not a jacket: as a synonym of 夹克 and jacket it made every coat a jacket. It leaves their
 * group for one of its own with outerwear, where the operator has left it as the shop had it.
 */
const JACKET = '夹克';
const OUTERWEAR = ['外套', 'outerwear'] as const;

async function groupOf(db: Kysely<SynonymTable>, word: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('search_synonym')
    .select('group_id')
    .where('word', '=', word)
    .executeTakeFirst();
  return row?.group_id;
}

export async function up(untyped: Db): Promise<void> {
  const db = untyped as unknown as Kysely<SynonymTable>;
  const jackets = await groupOf(db, JACKET);
  if (jackets === undefined || (await groupOf(db, OUTERWEAR[0])) !== jackets) return;
  if ((await groupOf(db, OUTERWEAR[1])) !== undefined) return;
  const last = await db
    .selectFrom('search_synonym')
    .select((eb) => eb.fn.max('group_id').as('id'))
    .executeTakeFirst();
  const group = Number(last?.id ?? 0) + 1;
  await db
    .deleteFrom('search_synonym')
    .where('group_id', '=', jackets)
    .where('word', '=', OUTERWEAR[0])
    .execute();
  await db
    .insertInto('search_synonym')
    .values(OUTERWEAR.map((word) => ({ group_id: group, word })))
    .execute();
}

export async function down(untyped: Db): Promise<void> {
  const db = untyped as unknown as Kysely<SynonymTable>;
  const jackets = await groupOf(db, JACKET);
  const outerwear = await groupOf(db, OUTERWEAR[1]);
  if (jackets === undefined || outerwear === undefined) return;
  if ((await groupOf(db, OUTERWEAR[0])) !== outerwear) return;
  await db.deleteFrom('search_synonym').where('group_id', '=', outerwear).execute();
  await db.insertInto('search_synonym').values({ group_id: jackets, word: OUTERWEAR[0] }).execute();
}
