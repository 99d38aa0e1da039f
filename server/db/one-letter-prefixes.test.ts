import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as oneLetterPrefixes from './migrations/2026_12_02_0050_one_letter_prefixes';

async function found(handle: DbHandle, query: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid as id from goods_search_fts
    where goods_search_fts match ${query} order by rowid`.execute(handle.db);
  return rows.map((row) => row.id);
}

describe('the full-text index by first letters (migration 0050) on SQLite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('sqlite');
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('keeps what the shop had indexed, and follows every later write', async () => {
    const { db } = handle;
    const migration = db as unknown as Kysely<unknown>;
    await oneLetterPrefixes.down(migration);
    await sql`pragma foreign_keys = off`.execute(db);
    const piece = (goods_id: number, name: string, category: string) => ({
      goods_id,
      name,
      category,
      attribute: ' ',
      description: ' ',
    });
    await db
      .insertInto('goods_search')
      .values([
        piece(1, ' cashmere coat ', ' coat '),
        piece(2, ' camel scarf ', ' scarf '),
        piece(3, ' 羊绒 大衣 ', ' 大衣 '),
      ])
      .execute();
    await oneLetterPrefixes.up(migration);

    const [definition] = (
      await sql<{
        sql: string;
      }>`select sql from sqlite_master where name = 'goods_search_fts'`.execute(db)
    ).rows;
    expect(definition?.sql).toContain("prefix = '1 2 3'");
    expect(await found(handle, '"c"*')).toEqual([1, 2]);
    expect(await found(handle, '{category} : "c"*')).toEqual([1]);
    expect(await found(handle, '"羊"*')).toEqual([3]);

    await db
      .updateTable('goods_search')
      .set({ name: ' wool coat ' })
      .where('goods_id', '=', 1)
      .execute();
    await db.deleteFrom('goods_search').where('goods_id', '=', 2).execute();
    await db
      .insertInto('goods_search')
      .values(piece(4, ' cotton shirt ', ' shirt '))
      .execute();
    expect(await found(handle, '{name} : "c"*')).toEqual([1, 4]);
    expect(await found(handle, '"w"*')).toEqual([1]);
    expect(await found(handle, '"cashmere"')).toEqual([]);
    expect(await found(handle, '"s"*')).toEqual([4]);
  });
});
