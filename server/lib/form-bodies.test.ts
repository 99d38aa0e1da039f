import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFormBodies } from './form-bodies';

const app = Fastify();

function multipart(parts: string[], boundary = 'shop') {
  return {
    method: 'POST' as const,
    url: '/echo',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`,
  };
}

const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe('form bodies', () => {
  beforeAll(async () => {
    await registerFormBodies(app);
    app.post('/echo', async (request) => {
      const body = request.body as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          Buffer.isBuffer(value) ? `buffer:${value.toString()}` : value,
        ]),
      );
    });
    app.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ code: error.code }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads fields, a repeated field as a list, and a file as its bytes', async () => {
    const response = await app.inject(
      multipart([
        field('email', 'a@example.com'),
        field('id', '1'),
        field('id', '2'),
        field('id', '3'),
        'Content-Disposition: form-data; name="note"; filename="n.txt"\r\nContent-Type: text/plain\r\n\r\nhello',
      ]),
    );
    expect(response.json()).toEqual({
      email: 'a@example.com',
      id: ['1', '2', '3'],
      note: 'buffer:hello',
    });
    const urlEncoded = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=b%40example.com',
    });
    expect(urlEncoded.json()).toEqual({ email: 'b@example.com' });
  });

  it('answers a body it cannot read with a 400, and keeps the parser’s own statuses', async () => {
    const cut = await app.inject({
      ...multipart([field('id', '1')]),
      payload: `--shop\r\n${field('id', '1')}`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ code: 'SHOP_UNREADABLE_BODY' });
    const tooMany = await app.inject(
      multipart(Array.from({ length: 130 }, (_, n) => field(`f${n}`, 'x'))),
    );
    expect(tooMany.statusCode).toBe(413);
    const prototype = await app.inject(multipart([field('__proto__', 'x')]));
    expect(prototype.statusCode).toBe(400);
    expect(prototype.json()).toEqual({ code: 'FST_PROTO_VIOLATION' });
  });
});
