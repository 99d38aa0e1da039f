import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../db/database';
import { masterHash, readMaster, type StoredMaster } from './masters';
import { isMediaPath, isMediaWidth } from './paths';

const QUALITY = 78;
const MAX_RENDERS = 2;
// The highest density sharp accepts: only a tiny vector asked for at a large width comes near.
const MAX_DENSITY = 100_000;

/** A rendered variant on the local disk, and the hash of the master it was rendered from. */
export interface Variant {
  file: string;
  hash: string;
}

/** Where a variant is kept: the master's hash is in the name, so a replaced master renders anew. */
export const variantFile = (mediaDir: string, picture: string, width: number, hash: string) =>
  path.join(mediaDir, 'cache', `${picture}-${width}.${hash.slice(0, 16)}.webp`);

// A tiny semaphore: rasterising is CPU-heavy, so only a couple run at once.
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < MAX_RENDERS) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

const inFlight = new Map<string, Promise<Variant | null>>();

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function resized(master: StoredMaster, width: number): Promise<Sharp> {
  if (master.contentType === 'image/svg+xml') {
    // Rasterise the vector at the target size rather than scaling a bitmap.
    const { width: intrinsic = width } = await sharp(master.bytes).metadata();
    const density = Math.min(MAX_DENSITY, Math.max(1, (72 * width) / intrinsic));
    return sharp(master.bytes, { density }).resize({ width });
  }
  // A photograph is turned as its camera recorded and never enlarged past its own pixels.
  return sharp(master.bytes).rotate().resize({ width, withoutEnlargement: true });
}

/** Removes this picture's variants at this width that earlier masters left behind. */
async function removeReplaced(file: string): Promise<void> {
  const name = path.basename(file);
  const prefix = name.slice(0, name.indexOf('.') + 1);
  for (const other of await fs.readdir(path.dirname(file))) {
    if (other !== name && other.startsWith(prefix) && other.endsWith('.webp')) {
      await fs.rm(path.join(path.dirname(file), other), { force: true });
    }
  }
}

async function render(
  db: Db,
  mediaDir: string,
  picture: string,
  width: number,
): Promise<Variant | null> {
  await acquire();
  try {
    // Read under the semaphore: only the masters being rendered are held in memory.
    const master = await readMaster(db, picture);
    if (!master) return null;
    const out = variantFile(mediaDir, picture, width, master.hash);
    if (await exists(out)) return { file: out, hash: master.hash };
    await fs.mkdir(path.dirname(out), { recursive: true });
    const temp = `${out}.${randomUUID()}.tmp`;
    try {
      await (await resized(master, width)).webp({ quality: QUALITY }).toFile(temp);
      await fs.rename(temp, out);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await removeReplaced(out);
    return { file: out, hash: master.hash };
  } finally {
    release();
  }
}

/**
 * The WebP of a picture at one of MEDIA_WIDTHS, rendered from its master in the database on
 * first use and kept under `mediaDir/cache/`. `hash` is the master's, when the caller has it.
 * Returns null when there is no master. Requests for the same picture and width that arrive
 * while one is being looked up or rendered share its answer.
 */
export function renderVariant(
  db: Db,
  mediaDir: string,
  picture: string,
  width: number,
  hash?: string,
): Promise<Variant | null> {
  if (!isMediaPath(picture) || !isMediaWidth(width)) return Promise.resolve(null);
  // Joined before any await, so that requests arriving together never render twice.
  const key = path.join(mediaDir, 'cache', `${picture}-${width}`);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const task = findOrRender(db, mediaDir, picture, width, hash).finally(() => inFlight.delete(key));
  inFlight.set(key, task);
  return task;
}

async function findOrRender(
  db: Db,
  mediaDir: string,
  picture: string,
  width: number,
  hash: string | undefined,
): Promise<Variant | null> {
  const known = hash ?? (await masterHash(db, picture));
  if (known === null) return null;
  const cached = variantFile(mediaDir, picture, width, known);
  if (await exists(cached)) return { file: cached, hash: known };
  return render(db, mediaDir, picture, width);
}
