import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { DbHandle } from './db/database';
import { planCatalogue } from './db/seed/plan';
import { prepareDatabase, type SetupLog } from './setup';
import { createPostgresDatabase, postgresUrl } from './test/harness';

/** A logger that keeps what it is told, as the server's logger would write it. */
function keptLog() {
  const lines: { level: string; msg: string; details: object }[] = [];
  const log: SetupLog = {
    info: (details, msg) => lines.push({ level: 'info', msg, details }),
    warn: (details, msg) => lines.push({ level: 'warn', msg, details }),
  };
  return { log, lines };
}

const demoGoods = planCatalogue().length;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An instance's configuration: a data folder of its own, as on a machine of its own. */
function instanceConfig(databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-setup-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: databaseUrl });
}

async function goodsCount(handle: DbHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('preparing the database', () => {
  it('seeds an empty SQLite shop once and leaves it alone on the next start', async () => {
    const config = instanceConfig();
    const { log, lines } = keptLog();
    const first = await prepareDatabase(config, log);
    await first.close();
    const second = await prepareDatabase(config, log);
    cleanups.push(() => second.close());
    const seeded = lines.filter((line) => line.msg === 'seeded the demo catalogue');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ level: 'info', details: { goods: demoGoods } });
    expect(await goodsCount(second)).toBe(demoGoods);
  });

  it('builds the search words and lists of a catalogue imported before they existed, once', async () => {
    const config = instanceConfig();
    const { log, lines } = keptLog();
    const first = await prepareDatabase(config, log);
    // A catalogue as a shop had it before its search words and listing rows were kept.
    await first.db.deleteFrom('goods_search').execute();
    await first.db.deleteFrom('goods_listing').execute();
    await first.close();
    const second = await prepareDatabase(config, log);
    cleanups.push(() => second.close());
    const built = lines.filter((line) => line.msg === 'built the search words and lists');
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({ details: { pieces: demoGoods } });
    const count = async (table: 'goods_search' | 'goods_listing') =>
      Number(
        (
          await second.db
            .selectFrom(table)
            .select((eb) => eb.fn.count<number>('goods_id').distinct().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('goods_search')).toBe(demoGoods);
    expect(await count('goods_listing')).toBe(demoGoods);
  });

  it.skipIf(!postgresUrl)(
    'lets one of two instances starting at once on an empty PostgreSQL database seed it',
    async () => {
      const database = await createPostgresDatabase();
      cleanups.push(() => database.drop());
      const { log, lines } = keptLog();
      const handles = await Promise.all([
        prepareDatabase(instanceConfig(database.url), log),
        prepareDatabase(instanceConfig(database.url), log),
      ]);
      for (const handle of handles) cleanups.push(() => handle.close());
      expect(lines.filter((line) => line.msg === 'seeded the demo catalogue')).toHaveLength(1);
      for (const handle of handles) expect(await goodsCount(handle)).toBe(demoGoods);
    },
  );
});
