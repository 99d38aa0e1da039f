import { sql, type KyselyPlugin } from 'kysely';
import { describe, expect } from 'vitest';
import type { Db } from '../db/database';
import { test } from '../test/fixtures';
import { postgresUrl } from '../test/harness';
import { readByWordsIndex } from './words-index-reads';

// A search's reads never let PostgreSQL read search_listing row by row, whether they are asked
// of the shop's database or inside a transaction; the shop's other reads plan as PostgreSQL likes.

const seqScans = async (db: Db) =>
  (await sql<{ setting: string }>`select current_setting('enable_seqscan') as setting`.execute(db))
    .rows[0]?.setting;

describe.skipIf(!postgresUrl)('reads by the words index on PostgreSQL', () => {
  test.override({ databaseKind: 'postgres' });

  test('rule sequential scans out for the reads asked, and only for them', async ({ shop }) => {
    expect(await readByWordsIndex(shop.db, seqScans)).toBe('off');
    // Many at once, as a busy shop asks them: each on a connection set so.
    const many = await Promise.all(
      Array.from({ length: 12 }, () => readByWordsIndex(shop.db, seqScans)),
    );
    expect(new Set(many)).toEqual(new Set(['off']));
    expect(await seqScans(shop.db)).toBe('on');
    await shop.db.transaction().execute(async (trx) => {
      expect(await readByWordsIndex(trx, seqScans)).toBe('off');
    });
    expect(await seqScans(shop.db)).toBe('on');
  });

  test('keep the plugins of the database they are asked of, as the server’s', async ({ shop }) => {
    const seen: string[] = [];
    const watching: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const watched = shop.db.withPlugin(watching);
    expect(await readByWordsIndex(watched, seqScans)).toBe('off');
    expect(seen).toEqual(['RawNode']);
  });

  test('find what the words index finds', async ({ shop }) => {
    const found = await readByWordsIndex(shop.db, (db) =>
      db.selectFrom('search_listing').select('goods_id').orderBy('goods_id').execute(),
    );
    const listed = await shop.db
      .selectFrom('search_listing')
      .select('goods_id')
      .orderBy('goods_id')
      .execute();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(listed);
  });
});
