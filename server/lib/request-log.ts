import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Logs every request once, when it is answered: what was asked, the status and how long it took. */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The answer's line says everything; one line per request halves the logging cost.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}
