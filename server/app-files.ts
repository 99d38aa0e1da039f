import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database';
import { pageCompressor } from './lib/compressed-pages';
import { requestLang } from './lib/lang';
import { message } from './lib/messages';
import { pageExtras } from './opening-pages';

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
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, template: string) => {
    const extras = await pageExtras(db, request);
    const html = template
      .replace('</head>', `${extras.head}</head>`)
      .replace('<body>', `<body>${extras.body}`);
    const { encoding, body } = compress(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Language')
      .type('text/html; charset=utf-8')
      .send(body);
  };
  if (hasApp) {
    app.get('/', (request, reply) => sendPage(request, reply, shell));
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
  app.setNotFoundHandler(async (request, reply) => {
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
