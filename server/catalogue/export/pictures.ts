import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import type { MasterType } from '../../media/masters';
import type { StoredMasterInfo } from './page';

const EXTENSIONS: Record<MasterType, string> = {
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Masters read per query: a few pictures' bytes, never a page's, in memory at once. */
const MASTERS_PER_READ = 8;

/**
 * Where a stored picture goes in the feed: its stored name under pictures/, with the extension
 * of its type. The name is the picture's own, so a picture several colours use is one file.
 */
export function pictureFile(masterPath: string, master: StoredMasterInfo): string {
  return `pictures/${masterPath}.${EXTENSIONS[master.contentType]}`;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes the masters of a page that earlier pages did not write, a few at a time; answers how
 * many files it wrote. The folder started empty, so a file already there is one of this export.
 */
export async function writePictures(
  db: Db,
  folder: string,
  masters: ReadonlyMap<string, StoredMasterInfo>,
): Promise<number> {
  const wanted: string[] = [];
  for (const [at, master] of masters) {
    if (!(await exists(path.join(folder, pictureFile(at, master))))) wanted.push(at);
  }
  for (let i = 0; i < wanted.length; i += MASTERS_PER_READ) {
    const rows = await db
      .selectFrom('media_master')
      .select(['path', 'content_type', 'bytes'])
      .where('path', 'in', wanted.slice(i, i + MASTERS_PER_READ))
      .execute();
    for (const row of rows) {
      const file = path.join(folder, pictureFile(row.path, { contentType: row.content_type }));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, row.bytes, { flag: 'wx' });
    }
  }
  return wanted.length;
}
