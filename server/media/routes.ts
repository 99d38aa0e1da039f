import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMediaPath, isMediaWidth, masterFile, renderVariant } from './render';

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

/** GET /media/<path>-<width>.webp: pictures rendered from their SVG masters, cached for a year. */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { mediaDir: string },
): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const wanted = parseMediaUrl(rest);
    if (!wanted) return notFound(reply);

    const master = await fs.stat(masterFile(options.mediaDir, wanted.path)).catch(() => null);
    if (!master?.isFile()) return notFound(reply);

    const etag = `"${createHash('sha1')
      .update(`${wanted.path}|${wanted.width}|${Math.round(master.mtimeMs)}`)
      .digest('base64url')
      .slice(0, 20)}"`;
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const file = await renderVariant(options.mediaDir, wanted.path, wanted.width);
    if (!file) return notFound(reply);
    const { size } = await fs.stat(file);
    return reply.type('image/webp').header('Content-Length', size).send(createReadStream(file));
  });
}
