import pino from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

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

type LineWriter = (url: string, statusCode: number, ms: number) => void;

/**
 * The access-log line of an answer sent without Fastify (the public cache's front), written
 * straight to the logger's destination as the same JSON pino would write for
 * `log.info({ method, url, statusCode, ms }, 'request')`: pino's generic path (level checks,
 * mixins, an object walk and a serializer per call) was a fifth of a cache hit's cost. Falls back
 * to the logger itself when the logger is not a plain pino instance at `info`.
 */
export function accessLineWriter(log: FastifyBaseLogger): LineWriter {
  const stream = (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as { write(s: string): unknown } | undefined;
  const chindings = (log as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  if (!stream || typeof stream.write !== 'function' || typeof chindings !== 'string') {
    return (url, statusCode, ms) => log.info({ method: 'GET', url, statusCode, ms }, 'request');
  }
  return (url, statusCode, ms) => {
    if (!(log as pino.Logger).isLevelEnabled('info')) return;
    stream.write(`{"level":30,"time":${Date.now()}${chindings},"method":"GET","url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${ms},"msg":"request"}\n`);
  };
}
