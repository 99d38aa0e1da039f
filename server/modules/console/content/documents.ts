import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_BODY_MAX, DOCUMENT_TITLE_MAX } from '../../../../contract/console-documents';
import type { Db } from '../../../db/database';
import {
  DocumentRefusal,
  consoleDocument,
  consoleDocuments,
  previewDocument,
  publishDocument,
} from '../../document';
import { actorOf, answerRefusals, parseInput, type allowedTo } from '../../staff';

// Lengths are told apart by the documents' own check (its words); these only bound a request.
const words = z.strictObject({
  title: z.string().max(DOCUMENT_TITLE_MAX * 4),
  body: z.string().max(DOCUMENT_BODY_MAX * 2),
});
const bothLangs = z.strictObject({ cn: words, en: words });
const codeParams = z.strictObject({ code: z.string().min(1).max(64) });
const previewBody = z.strictObject({ words: bothLangs });
const publishBody = z.strictObject({
  words: bothLangs,
  version: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 31 - 1),
});

const orRefusal = answerRefusals(DocumentRefusal, { not_found: 404, invalid: 400, conflict: 409 });

/** The shop's documents in the content area: listed, read, previewed and published. */
export function documentRoutes(
  app: FastifyInstance,
  db: Db,
  allowed: ReturnType<typeof allowedTo>,
) {
  const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });

  app.get('/content/documents', allowed, async () => {
    const documents = await consoleDocuments(db);
    return ok(documents.map(({ words: _words, ...entry }) => entry));
  });

  app.get('/content/documents/:code', allowed, async (request) => {
    const { code } = parseInput(codeParams, request.params);
    return ok(await orRefusal(consoleDocument(db, code)));
  });

  app.post('/content/documents/:code/preview', allowed, async (request) => {
    const { code } = parseInput(codeParams, request.params);
    const body = parseInput(previewBody, request.body);
    const known = consoleDocument(db, code);
    return ok(await orRefusal(known.then(() => previewDocument(code, body.words, Date.now()))));
  });

  app.post('/content/documents/:code', allowed, async (request) => {
    const { code } = parseInput(codeParams, request.params);
    const body = parseInput(publishBody, request.body);
    const change = { code, version: body.version, create: false, words: body.words };
    await orRefusal(publishDocument(db, actorOf(request), change, Date.now()));
    return ok(await consoleDocument(db, code));
  });
}
