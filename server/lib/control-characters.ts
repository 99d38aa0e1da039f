import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_INVALID_INPUT } from '../../contract/call';
import { hasControlCharacter } from '../../contract/rules';
import { requestLang } from './lang';
import { fieldMessages } from './messages-fields';

// No text of the shop carries a control character: NUL cannot even be stored by PostgreSQL, and
// the others mean nothing in a name, a code or a path. Tabs and line breaks are left to each
// field's own rule (a remark may have them, a name may not: contract/fields.ts).

/** %00–%1F but for tab, line feed and carriage return; DEL; the C1 controls in UTF-8. */
const ENCODED_CONTROL = /%(?:0[0-8bcef]|1[0-9a-f]|7f|c2%[89][0-9a-f])/i;

/** True when a value a request brought (a string, or lists and fields of them) holds one. */
export function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacter(value, true);
  if (Array.isArray(value)) return value.some(holdsControlCharacter);
  // A file's bytes are not text.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([name, field]) => hasControlCharacter(name, true) || holdsControlCharacter(field),
  );
}

function urlHoldsControlCharacter(url: string): boolean {
  return hasControlCharacter(url, true) || ENCODED_CONTROL.test(url);
}

async function refuse(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ reason: 'control character' }, 'request refused');
  const msg = fieldMessages.invalidCharacters[requestLang(request.headers)];
  const body = { code: CODE_INVALID_INPUT, data: null, msg };
  // Calls answer every refusal with HTTP 200 and the envelope; pages and files with a 400.
  const isCall = request.url === '/api' || request.url.startsWith('/api?');
  return reply.code(isCall ? 200 : 400).send(body);
}

/**
 * Refuses a request whose path, query string or form fields hold a control character before any
 * route reads them: the calls, the sandbox pages, the pictures, the payment notify and the page
 * documents alike. (The gateway checks a call's input again once JSON-encoded lists are read.)
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (urlHoldsControlCharacter(request.url) || holdsControlCharacter(request.body)) {
      return refuse(request, reply);
    }
  });
}
