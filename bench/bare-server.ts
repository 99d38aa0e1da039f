import Fastify from 'fastify';
import { RequestLog } from '../server/lib/request-log';

// The baseline: Fastify answering one route with fixed bytes, configured like the shop's server.
const body = Buffer.from(process.env.BARE_BODY_BASE64 ?? '', 'base64');
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  logController: new RequestLog(),
});
app.get('/api', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
