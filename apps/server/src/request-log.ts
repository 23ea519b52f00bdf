import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, once it is answered: method, path (the logger's request serializer leaves the
 * query string out), status and time; Fastify's default writes a second line as each request arrives.
 */
export class CompletedRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
