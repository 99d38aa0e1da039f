import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPage } from '../contract/app-route-match';
import { pageFileLinks } from './page-files';
import type { Db } from './db/database';
import type { OpeningReply } from './gateway';
import { pageCompressor } from './lib/compressed-pages';
import { requestLang } from './lib/lang';
import { message } from './messages';
import { codeScreens, frameExtras, pageExtras, type PageExtras } from './opening-pages';

const NO_EXTRAS: PageExtras = { head: '', body: '' };

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** A page's address: read or checked, outside the API, pictures and sandboxes, no file name. */
function asksForPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(api|media|sandbox)(\/|\?|$)/.test(request.url) &&
    !path.extname(pathOf(request))
  );
}

/**
 * A page the console opens in its preview frame: the home page (`/?preview=home`), the home page
 * showing a popup (`/?preview=popup`), a document's page (`/otherPages/<page>?preview=document`),
 * a campaign's or a story's (`/advertising/<page>?preview=topic` or `topic-news`).
 */
function previewsPage(request: FastifyRequest): boolean {
  const preview = (request.query as Record<string, unknown> | undefined)?.preview;
  const at = pathOf(request);
  return (
    (at === '/' && (preview === 'home' || preview === 'popup')) ||
    (/^(\/(pc|mobile))?\/otherPages\/[A-Za-z]+$/.test(at) && preview === 'document') ||
    (/^(\/(pc|mobile))?\/advertising\/[A-Za-z]+$/.test(at) &&
      (preview === 'topic' || preview === 'topic-news'))
  );
}

/**
 * The shell for the console's previews: shown in the console's own frame (the shop's origin
 * only), never stored, without the published page's extras.
 */
function sendPreview(reply: FastifyReply, template: string) {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  return reply
    .header(
      'Content-Security-Policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    )
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(template);
}

/** The built browser app: hashed files cached for a year, the shell always revalidated. */
export async function registerAppFiles(
  app: FastifyInstance,
  db: Db,
  openingReply: OpeningReply,
  distDir: string,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const hasApp = shell !== null;
  const pageFiles = pageFileLinks(distDir);
  const compress = pageCompressor();
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
    status = 200,
  ) => {
    if (previewsPage(request)) return sendPreview(reply, template);
    // A page that does not exist carries none of a product's or a list's extras, only the frame's.
    const [frame, extras] = await Promise.all([
      frameExtras(db, request),
      status === 200 ? pageExtras(db, openingReply, request) : NO_EXTRAS,
    ]);
    // A screen that opens on pictures its document draws leaves the network to them; any other
    // has the page's code announced, as its first screen waits for that (a member's own calls
    // too: they are carried in the document, or made by that code).
    const screens = status === 200 ? codeScreens(extras) : null;
    const files =
      screens === null ? '' : pageFiles(pathOf(request), requestLang(request.headers), screens);
    const html = template
      .replace('</head>', `${extras.head}${files}${frame}</head>`)
      .replace('<body>', `<body>${extras.body}`);
    const { encoding, body } = compress(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return (
      reply
        .code(status)
        // A document with the member's own data is kept by no cache.
        .header('Cache-Control', extras.personal ? 'no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie, Language')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  };
  if (hasApp) {
    app.get('/', (request, reply) => sendPage(request, reply, shell));
    await app.register(async (files) => {
      // The file server refuses spellings such as `/cart//` or `//` as file names; as pages'
      // addresses they are the app's router's to read, as any other.
      files.setErrorHandler((error, request, reply) => {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 403 && asksForPage(request)) return reply.callNotFound();
        throw error;
      });
      await files.register(fastifyStatic, {
        root: distDir,
        // Files are looked up when asked for, not listed at start: a build deployed into the
        // folder while the shop runs is served at once (the new-version prompt relies on it).
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
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!hasApp || !asksForPage(request)) {
      const msg = message(requestLang(request.headers), 'notFound');
      return reply.code(404).send({ code: 404, data: null, msg });
    }
    // History-mode routing: every page path is answered by the app shell, which routes itself;
    // for a path that names no page the app shows its not-found page, and the status says so.
    return sendPage(request, reply, shell, isAppPage(pathOf(request)) ? 200 : 404);
  });
}
