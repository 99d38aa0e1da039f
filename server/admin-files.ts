import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from './lib/lang';
import { message } from './messages';
import { replyUnknownCall } from './modules/staff';

// The merchant console, built apart from the shopper's app (dist-admin/): its page at /admin and
// every address under it but its calls (/admin/api/), and its hashed files.

const CONSOLE_API = /^\/admin\/api(\/|$)/;

/** Serves the built console, when there is one; without it /admin/... is the shop's not-found. */
export async function registerAdminFiles(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const page = fs.readFileSync(indexFile, 'utf8');
  // The page names the hashed files of one build: never kept, so a new build is seen at once.
  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(page);

  app.get('/admin', sendPage);
  app.get('/admin/', sendPage);
  app.get('/admin/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // An unknown call answers as the console's calls do; a missing file is not the page.
    if (CONSOLE_API.test(pathname)) return replyUnknownCall(request, reply);
    if (path.extname(pathname)) {
      const msg = message(requestLang(request.headers), 'notFound');
      return reply.code(404).send({ code: 404, data: null, msg });
    }
    return sendPage(request, reply);
  });

  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return;
  await app.register(async (files) => {
    await files.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      // One route per built file: any other address under /admin/ is the console's to route.
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
