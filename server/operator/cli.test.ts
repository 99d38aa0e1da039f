import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerEntry } from '../test/built-server';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));

/** `npm run shop -- …` as the operator types it, on a shop of its own. */
async function shop(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtServerEntry('cli'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

describe('the operator’s command line', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Four processes of the built server: generous, for a machine also running the browser suites
  // (CI's Node 22 leg runs beside them).
  it('lists the merchant’s commands, runs them and says why one could not run', async () => {
    const help = await shop('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('order ship <order_no> <carrier> <no>');
    expect(help.out).toContain('order expire <order_no>                   for testing');
    expect(help.out).toContain('balance add <mobile> <yuan>');
    expect(help.out).toContain('catalogue import <folder> [--dry-run] [--unlist-missing]');

    const list = await shop('order', 'list');
    expect(list).toMatchObject({ code: 0, out: 'no orders yet\n' });
    const ship = await shop('order', 'ship', '20261121000000000000', 'SF', 'SF1234567890');
    expect(ship).toMatchObject({
      code: 1,
      err: 'no order has the number "20261121000000000000"\n',
    });
    const balance = await shop('balance', 'add', '13900000000', 'ten');
    expect(balance.code).toBe(1);
    expect(balance.err).toContain('is not an amount of yuan');
  }, 240_000);
});
