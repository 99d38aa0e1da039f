import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Picture } from '../contract/catalogue';
import type { Db } from './db/database';
import { requestLang } from './lib/lang';
import { message } from './lib/messages';
import { openingHeroPictures } from './modules/content/home';

/** The app's breakpoint (src/lib/device.ts): wider than 769 px is a wide screen. */
const NARROW_SCREEN = '(max-width: 769px)';
const WIDE_SCREEN = '(min-width: 770px)';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Asks the browser for the picture the page will show first, at the width the screen needs. */
function preloadLink(picture: Picture, media: string): string {
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture.src)}"` +
    ` imagesrcset="${escapeAttribute(picture.srcset)}" imagesizes="100vw" media="${media}">`
  );
}

/** The built browser app: hashed files cached for a year, the shell always revalidated. */
export async function registerAppFiles(
  app: FastifyInstance,
  db: Db,
  distDir: string,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const hasApp = shell !== null;
  if (hasApp) {
    app.get('/', async (request, reply) => {
      const hero = await openingHeroPictures(db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the home page opens without its hero preload');
        return null;
      });
      const links = hero
        ? preloadLink(hero.narrow, NARROW_SCREEN) + preloadLink(hero.wide, WIDE_SCREEN)
        : '';
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell.replace('</head>', `${links}</head>`));
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request.headers);
    const wantsPage =
      request.method === 'GET' &&
      hasApp &&
      !/^\/(api|media|sandbox)(\/|\?|$)/.test(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage)
      return reply.code(404).send({ code: 404, data: null, msg: message(lang, 'notFound') });
    // History-mode routing: every page path is answered by the app shell, which routes itself.
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
}
