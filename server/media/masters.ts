import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { MasterType } from '../db/schema-media';
import { isMediaPath } from './paths';

export type { MasterType };

/** A master's type by its file extension (lower case), as pictures arrive in files. */
export const MASTER_TYPES: ReadonlyMap<string, MasterType> = new Map([
  ['svg', 'image/svg+xml'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

export interface NewMaster {
  path: string;
  contentType: MasterType;
  bytes: Buffer;
}

export interface StoredMaster {
  contentType: MasterType;
  bytes: Buffer;
  hash: string;
}

const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function rowsOf(masters: readonly NewMaster[], now: number) {
  return masters.map((master) => {
    if (!isMediaPath(master.path)) throw new Error(`not a picture path: "${master.path}"`);
    return {
      path: master.path,
      content_type: master.contentType,
      bytes: master.bytes,
      content_hash: contentHash(master.bytes),
      size: master.bytes.length,
      stored_at: now,
    };
  });
}

/**
 * Stores masters, replacing those whose bytes changed. A master stored again with the same
 * bytes is left as it is, stored_at included, so running a seed twice changes nothing.
 */
export async function storeMasters(
  db: Db,
  masters: readonly NewMaster[],
  now = Date.now(),
): Promise<void> {
  if (masters.length === 0) return;
  await db
    .insertInto('media_master')
    .values(rowsOf(masters, now))
    .onConflict((oc) =>
      oc
        .column('path')
        .doUpdateSet((eb) => ({
          content_type: eb.ref('excluded.content_type'),
          bytes: eb.ref('excluded.bytes'),
          content_hash: eb.ref('excluded.content_hash'),
          size: eb.ref('excluded.size'),
          stored_at: eb.ref('excluded.stored_at'),
        }))
        .where((eb) => eb('media_master.content_hash', '<>', eb.ref('excluded.content_hash'))),
    )
    .execute();
}

/**
 * Stores the masters the database does not have yet; one it has is never replaced. Returns how
 * many were stored.
 */
export async function addMissingMasters(
  db: Db,
  masters: readonly NewMaster[],
  now = Date.now(),
): Promise<number> {
  if (masters.length === 0) return 0;
  const result = await db
    .insertInto('media_master')
    .values(rowsOf(masters, now))
    .onConflict((oc) => oc.column('path').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which of these paths have a master. */
export async function storedPaths(db: Db, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_master')
    .select('path')
    .where('path', 'in', paths)
    .execute();
  return new Set(rows.map((row) => row.path));
}

/** The content hash of a picture's master, without reading its bytes; null when there is none. */
export async function masterHash(db: Db, path: string): Promise<string | null> {
  const row = await db
    .selectFrom('media_master')
    .select('content_hash')
    .where('path', '=', path)
    .executeTakeFirst();
  return row?.content_hash ?? null;
}

export async function readMaster(db: Db, path: string): Promise<StoredMaster | null> {
  const row = await db
    .selectFrom('media_master')
    .select(['content_type', 'bytes', 'content_hash'])
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) return null;
  return { contentType: row.content_type, bytes: row.bytes, hash: row.content_hash };
}
