import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../test/harness';
import type { DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as outerwearApart from './migrations/2026_12_02_0051_outerwear_apart';

describe.each(databases)('外套 apart from the jackets (migration 0051) on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  const groupsOf = async (words: string[]) => {
    const rows = await handle.db
      .selectFrom('search_synonym')
      .select(['group_id', 'word'])
      .where('word', 'in', words)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.word, row.group_id]));
  };

  it('gives 外套 a group with outerwear, and leaves a group the operator changed as it is', async () => {
    const migration = handle.db as unknown as Kysely<unknown>;
    const after = await groupsOf(['外套', 'outerwear', '夹克', 'jacket']);
    expect(after.外套).toBe(after.outerwear);
    expect(after.夹克).toBe(after.jacket);
    expect(after.外套).not.toBe(after.夹克);

    await outerwearApart.down(migration);
    const before = await groupsOf(['外套', 'outerwear', '夹克', 'jacket']);
    expect(before.外套).toBe(before.夹克);
    expect(before.outerwear).toBeUndefined();

    // The operator took 外套 out of the jackets already: nothing is changed.
    await handle.db.deleteFrom('search_synonym').where('word', '=', '外套').execute();
    await outerwearApart.up(migration);
    expect(await groupsOf(['外套', 'outerwear'])).toEqual({});
    await handle.db
      .insertInto('search_synonym')
      .values({ group_id: before.夹克 ?? 0, word: '外套' })
      .execute();
    await outerwearApart.up(migration);
    expect(await groupsOf(['外套', 'outerwear', '夹克', 'jacket'])).toEqual(after);
  });
});
