import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths every picture is offered in. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const QUALITY = 78;
const MAX_RENDERS = 2;

/** Picture paths: lower-case segments of letters, digits, '-' and '_', separated by '/'. */
const PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;

export function isMediaPath(value: string): boolean {
  return PATH.test(value) && value.length <= 160;
}

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

export const masterFile = (mediaDir: string, picture: string) =>
  path.join(mediaDir, 'originals', `${picture}.svg`);

export const variantFile = (mediaDir: string, picture: string, width: number) =>
  path.join(mediaDir, 'cache', `${picture}-${width}.webp`);

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

const inFlight = new Map<string, Promise<string | null>>();

async function mtime(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

async function render(master: string, out: string, width: number): Promise<void> {
  await acquire();
  try {
    await fs.mkdir(path.dirname(out), { recursive: true });
    const { width: intrinsic = width } = await sharp(master).metadata();
    // Rasterise the vector at the target size rather than scaling a bitmap.
    const density = Math.max(1, (72 * width) / intrinsic);
    const temp = `${out}.${randomUUID()}.tmp`;
    try {
      await sharp(master, { density }).resize({ width }).webp({ quality: QUALITY }).toFile(temp);
      await fs.rename(temp, out);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  } finally {
    release();
  }
}

/**
 * The WebP of a picture at one of MEDIA_WIDTHS, rendered from its SVG master on first use and
 * cached under `mediaDir/cache/`. Returns the cached file, or null when there is no master.
 */
export async function renderVariant(
  mediaDir: string,
  picture: string,
  width: number,
): Promise<string | null> {
  if (!isMediaPath(picture) || !isMediaWidth(width)) return null;
  const master = masterFile(mediaDir, picture);
  const out = variantFile(mediaDir, picture, width);
  const pending = inFlight.get(out);
  if (pending) return pending;

  const task = (async () => {
    const masterTime = await mtime(master);
    if (masterTime === null) return null;
    const cachedTime = await mtime(out);
    if (cachedTime === null || cachedTime < masterTime) await render(master, out, width);
    return out;
  })();
  inFlight.set(out, task);
  try {
    return await task;
  } finally {
    inFlight.delete(out);
  }
}
