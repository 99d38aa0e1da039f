import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Picture } from '../contract/catalogue';
import {
  BOOT_HERO_ELEMENT_ID,
  OPENING_HOME_ELEMENT_ID,
  type OpeningHome,
} from '../contract/opening-home';
import type { Db } from './db/database';
import { pageCompressor } from './lib/compressed-pages';
import { requestLang, type Lang } from './lib/lang';
import { message } from './lib/messages';
import { homeTemplates, openingHeroPictures } from './modules/content/home';

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

/** The home templates as a JSON element; `<` is escaped so no text can close the element. */
function openingHomeElement(home: OpeningHome): string {
  const json = JSON.stringify(home).replace(/</g, '\\u003c');
  return `<script id="${OPENING_HOME_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * The first banner's picture where the app's hero will be (its size comes from the shell's own
 * style), so that a phone shows it before the app's code has arrived and run.
 */
function bootHero(hero: { narrow: Picture; wide: Picture }): string {
  const { narrow, wide } = hero;
  return (
    `<div id="${BOOT_HERO_ELEMENT_ID}" class="boot-hero" aria-hidden="true"><picture>` +
    `<source media="${WIDE_SCREEN}" srcset="${escapeAttribute(wide.srcset)}" sizes="100vw">` +
    `<img src="${escapeAttribute(narrow.src)}" srcset="${escapeAttribute(narrow.srcset)}"` +
    ` sizes="100vw" width="${narrow.width}" height="${narrow.height}" alt=""` +
    ` fetchpriority="high"></picture></div>`
  );
}

/** What the home page's document adds to the shell: its hero picture and its data. */
async function homeExtras(
  db: Db,
  lang: Lang,
  request: FastifyRequest,
): Promise<{ head: string; body: string }> {
  const [hero, reply] = await Promise.all([
    openingHeroPictures(db).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the home page opens without its hero preload');
      return null;
    }),
    homeTemplates(db, lang).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the home page opens without its templates');
      return null;
    }),
  ]);
  const links = hero
    ? preloadLink(hero.narrow, NARROW_SCREEN) + preloadLink(hero.wide, WIDE_SCREEN)
    : '';
  return {
    head: links + (reply ? openingHomeElement({ lang, reply }) : ''),
    body: hero ? bootHero(hero) : '',
  };
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
  const compress = pageCompressor();
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const { encoding, body } = compress(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Language')
      .type('text/html; charset=utf-8')
      .send(body);
  };
  if (hasApp) {
    app.get('/', async (request, reply) => {
      const extras = await homeExtras(db, requestLang(request.headers), request);
      const page = shell
        .replace('</head>', `${extras.head}</head>`)
        .replace('<body>', `<body>${extras.body}`);
      return sendPage(request, reply, page);
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
    return sendPage(request, reply, shell);
  });
}
