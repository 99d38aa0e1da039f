import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { masterHash } from './masters';
import { isMediaPath, isMediaWidth } from './paths';
import { renderVariant, type Variant } from './render';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const VARIANT = /^(.+)-(\d{3,4})\.webp$/;

/** `<path>-<width>.webp`, strictly: a known width and a plain lower-case path. */
export function parseMediaUrl(rest: string): { path: string; width: number } | null {
  const match = VARIANT.exec(rest);
  if (!match) return null;
  const [, picture = '', digits = ''] = match;
  const width = Number(digits);
  if (!isMediaPath(picture) || !isMediaWidth(width)) return null;
  return { path: picture, width };
}

/** From the master's content and the width alone: every instance gives the same. */
const etagOf = (hash: string, width: number) => `"${hash.slice(0, 24)}-${width}"`;

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('Cache-Control', 'no-store')
    .send({ code: 404, data: null, msg: 'Not found' });
}

/** True when an If-None-Match header names this ETag (or '*'). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function openIfThere(variant: Variant): Promise<{ handle: FileHandle; hash: string } | null> {
  try {
    return { handle: await fs.open(variant.file), hash: variant.hash };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function openVariant(db: Db, mediaDir: string, picture: string, width: number, hash: string) {
  const variant = await renderVariant(db, mediaDir, picture, width, hash);
  const opened = variant && (await openIfThere(variant));
  if (opened || !variant) return opened;
  // Gone since it was found: the cache was wiped, or a replaced master's new variant removed it.
  const renewed = await renderVariant(db, mediaDir, picture, width);
  return renewed && openIfThere(renewed);
}

/** GET /media/<path>-<width>.webp: pictures rendered from their masters, cached for a year. */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { db: Db; mediaDir: string },
): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const wanted = parseMediaUrl(rest);
    if (!wanted) return notFound(reply);

    const hash = await masterHash(options.db, wanted.path);
    if (hash === null) return notFound(reply);
    const etag = etagOf(hash, wanted.width);
    if (matches(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('ETag', etag).header('Cache-Control', CACHE_CONTROL).send();
    }

    const variant = await openVariant(
      options.db,
      options.mediaDir,
      wanted.path,
      wanted.width,
      hash,
    );
    if (!variant) return notFound(reply);
    try {
      const { size } = await variant.handle.stat();
      return reply
        .header('ETag', etagOf(variant.hash, wanted.width))
        .header('Cache-Control', CACHE_CONTROL)
        .type('image/webp')
        .header('Content-Length', size)
        .send(variant.handle.createReadStream());
    } catch (error) {
      await variant.handle.close();
      throw error;
    }
  });
}
