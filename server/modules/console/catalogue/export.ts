import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportFeed } from '../../../catalogue/export/export';
import type { Db } from '../../../db/database';
import { zip } from '../../../lib/zip';

/**
 * The shop's catalogue as a feed (docs/catalogue-feed.md), written by the same function as
 * `npm run shop -- catalogue export`, in one ZIP archive to download.
 */
export async function catalogueExport(db: Db): Promise<Buffer> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'console-export-'));
  try {
    const folder = path.join(base, 'feed');
    await exportFeed(db, folder);
    const names = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    const entries = await Promise.all(
      names
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const at = path.join(entry.parentPath, entry.name);
          const name = path.relative(folder, at).split(path.sep).join('/');
          return { name, bytes: await fs.readFile(at) };
        }),
    );
    return zip(entries.sort((a, b) => a.name.localeCompare(b.name)));
  } finally {
    await fs.rm(base, { recursive: true, force: true });
  }
}
