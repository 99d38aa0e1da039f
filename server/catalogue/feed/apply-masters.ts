import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storeMasters, type NewMaster } from '../../media/masters';
import type { ImportContext } from './apply-context';
import { masterPath } from './apply-existing';
import type { FeedPicture, FeedPiece, FeedProblem } from './model';
import { said, type ProblemCode, type ProblemParams } from './problem-words';

/** Masters stored per statement: a batch of pictures, never the whole feed's, in memory at once. */
const FILES_PER_BATCH = 32;
const BYTES_PER_BATCH = 16 * 1024 * 1024;
/** Files read at the same time. */
const READ_AT_ONCE = 8;

/** A picture's bytes as the reader checked them, or the reason they can no longer be used. */
async function readChecked(folder: string, picture: FeedPicture): Promise<NewMaster | FeedProblem> {
  const refused = (code: ProblemCode, params: ProblemParams = {}): FeedProblem => ({
    file: picture.file,
    line: null,
    column: null,
    ...said(code, params),
  });
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(folder, picture.file));
  } catch (error) {
    return refused('pictureUnreadable', {
      error: (error as NodeJS.ErrnoException).code ?? 'error',
    });
  }
  if (createHash('sha256').update(bytes).digest('hex') !== picture.hash) {
    return refused('pictureChanged');
  }
  return { path: masterPath(picture), contentType: picture.contentType, bytes };
}

/**
 * Stores the masters of the chunk's pictures that the shop lacks, each once, reading their
 * files a few at a time (in a plan, only counts them). A file that changed since the feed was
 * checked is a problem: the import then writes nothing more.
 */
export async function storeNewMasters(
  ctx: ImportContext,
  pieces: readonly FeedPiece[],
  stored: ReadonlySet<string>,
): Promise<void> {
  const fresh: FeedPicture[] = [];
  for (const picture of pieces.flatMap((p) => p.colours.flatMap((c) => c.pictures))) {
    const at = masterPath(picture);
    if (stored.has(at) || ctx.masters.has(at)) continue;
    ctx.masters.add(at);
    fresh.push(picture);
  }
  ctx.summary.pictures += fresh.length;
  let batch: NewMaster[] = [];
  let bytes = 0;
  for (let at = 0; at < fresh.length && ctx.write; at += READ_AT_ONCE) {
    const read = await Promise.all(
      fresh.slice(at, at + READ_AT_ONCE).map((p) => readChecked(ctx.feed.folder, p)),
    );
    for (const master of read) {
      if (!('bytes' in master)) {
        ctx.problems.push(master);
        ctx.write = false;
        return;
      }
      batch.push(master);
      bytes += master.bytes.length;
      if (batch.length >= FILES_PER_BATCH || bytes >= BYTES_PER_BATCH) {
        await storeMasters(ctx.db, batch, ctx.now);
        batch = [];
        bytes = 0;
      }
    }
  }
  if (ctx.write) await storeMasters(ctx.db, batch, ctx.now);
}
