import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MULTIPART_LIMITS = {
  fields: 100,
  fieldSize: 64 * 1024,
  files: 5,
  fileSize: 5 * 1024 * 1024,
  parts: 120,
};

/** A form body that cannot be read (cut short, a wrong or missing boundary, garbage): a 400. */
export class UnreadableBody extends Error {
  readonly statusCode = 400;
  readonly code = 'SHOP_UNREADABLE_BODY';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'unreadable body', { cause });
    this.name = 'UnreadableBody';
  }
}

function hasStatus(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number';
}

/** The parts as the calls read them: one value per field, repeated fields as a list. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const earlier = fields[part.fieldname];
    if (earlier === undefined) fields[part.fieldname] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else fields[part.fieldname] = [earlier, value];
  }
  return fields;
}

/**
 * URL-encoded and multipart form bodies. The multipart parser's own errors (a limit, a field
 * named after a prototype property) keep their 4xx status; anything else that stops a multipart
 * body from being read is the client's mistake too, never a server error.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await multipartFields(request);
    } catch (error) {
      throw hasStatus(error) ? error : new UnreadableBody(error);
    }
  });
}
