import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, written when the answer is finished: method, URL, status and
 * milliseconds (with the request id the request's logger carries). Fastify's default writes two
 * (`incoming request` and `request completed`), each serializing the request or the reply; at the
 * default level that was the largest cost of a cached public read after the socket write itself
 * (docs/performance.md). A request that failed still gets its line at `error`, with the error.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
