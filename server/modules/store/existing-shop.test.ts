import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { STORES } from '../../db/seed/data/stores';
import { prepareDatabase } from '../../setup';
import { quietLog } from '../../test/harness';

describe('starting a shop seeded before the boutiques', () => {
  it('gives it the boutiques once, and leaves a shop with its own boutiques alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stores-'));
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const count = async (handle: Awaited<ReturnType<typeof prepareDatabase>>) =>
      (await handle.db.selectFrom('store').select('id').execute()).length;
    try {
      const first = await prepareDatabase(config, quietLog);
      await first.db.deleteFrom('store_text').execute();
      await first.db.deleteFrom('store').execute();
      await first.close();

      const again = await prepareDatabase(config, quietLog);
      expect(await count(again)).toBe(STORES.length);
      await again.db.deleteFrom('store').where('sort', '>', 10).execute();
      await again.close();

      const third = await prepareDatabase(config, quietLog);
      expect(await count(third)).toBe(1);
      await third.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
