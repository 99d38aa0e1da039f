import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { FakePayment } from '../../modules/order/lifecycle/lifecycle-fixtures';
import { runOperatorCommand } from '../../operator/commands';
import { SandboxCarrier } from '../../providers/carrier';
import { applyImport } from './apply';
import { colour, feed, piece, sku } from './import-fixtures';
import { readFeed } from './read';

// The demo seed reads its own feed: the mock starts from the real reader.
vi.mock('./read', async (importOriginal) => {
  const real = await importOriginal<{ readFeed: typeof readFeed }>();
  return { ...real, readFeed: vi.fn(real.readFeed) };
});

// The embedded shop keeps serving while the operator imports from another process: both write
// to one SQLite file.
describe('importing into a live embedded shop', () => {
  let dir: string;
  let handle: DbHandle;
  let shop: SQLite.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-live-import-'));
    handle = openDatabase({ dataDir: dir });
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    shop = new SQLite(path.join(dir, 'shop.db'));
    // The server would wait up to 5 s for the import's lock; here, it is told at once.
    shop.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    shop?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not broken by what the shop writes meanwhile', async () => {
    const outcomes: string[] = [];
    // A subscription the server saves while the import is under way.
    const serve = () => {
      try {
        shop
          .prepare('insert into subscription (email, lang, created_at) values (?, ?, ?)')
          .run(`live${outcomes.length}@example.com`, 'cn', Date.now());
        outcomes.push('saved');
      } catch (error) {
        outcomes.push(String((error as { code?: unknown }).code));
      }
    };
    const pieces = (price: number) => [
      piece('FL-001', [colour('ochre', [sku('FL-001-S', 'S', price, 1)])]),
    ];
    await applyImport(handle.db, feed(dir, pieces(100_00)), { unlistMissing: false });
    // The reference files are as the shop has them: the import only reads until its pieces.
    const summary = await applyImport(handle.db, feed(dir, pieces(120_00)), {
      unlistMissing: false,
      onProgress: { say: serve, advance: () => {} },
    });
    expect(summary.skus.changed).toBe(1);
    // The shop's writes wait while the import holds the database, and go through after it.
    expect(new Set(outcomes)).toEqual(new Set(['SQLITE_BUSY']));
    serve();
    expect(outcomes.at(-1)).toBe('saved');
    const goods = await handle.db
      .selectFrom('goods')
      .select('sn')
      .where('sn', '=', 'FL-001')
      .execute();
    expect(goods).toEqual([{ sn: 'FL-001' }]);
  });

  it('tells the operator when the database stays busy, and imports nothing', async () => {
    const file = new SQLite(path.join(dir, 'shop.db'));
    file.pragma('busy_timeout = 50');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    const pieces = [piece('FL-002', [colour('ochre', [sku('FL-002-S', 'S', 100_00, 1)])])];
    vi.mocked(readFeed).mockResolvedValue({ ok: true, feed: feed(dir, pieces) });
    // Another import, say, holding the write lock.
    shop.exec('begin immediate');
    try {
      const services = {
        db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
      };
      expect(
        await runOperatorCommand({ ...services, now: Date.now() }, ['catalogue', 'import', dir]),
      ).toEqual({
        ok: false,
        text: 'the database stayed busy (another import?): nothing was imported; try again',
      });
    } finally {
      shop.exec('rollback');
      await db.destroy();
    }
    expect(
      await handle.db.selectFrom('goods').select('id').where('sn', '=', 'FL-002').execute(),
    ).toEqual([]);
  });
});
