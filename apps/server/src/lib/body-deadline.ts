import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../plugins/access-log.ts';

/**
 * Closes the connection of a request whose body trickles (docs/decisions/023): the body must be
 * complete within `graceMs`, plus one second for every `minRate` bytes already received, the rule
 * of Apache's mod_reqtimeout (`body=20,MinRate=500`). A 500 MB video at any honest speed passes; a
 * client sending a byte now and then holds a connection for `graceMs` at most. Node's own
 * `requestTimeout` (app.ts) stays as the hard cap on a whole request.
 */
export function registerBodyDeadline(app: FastifyInstance, { graceMs, minRate }: { graceMs: number; minRate: number }) {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    const socket = raw.socket;
    if (!hasBody || raw.complete || !socket) {
      done();
      return;
    }
    const started = Date.now();
    const bytesAtStart = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      if (raw.complete || socket.destroyed) return;
      const allowed = graceMs + ((socket.bytesRead - bytesAtStart) / minRate) * 1000;
      const elapsed = Date.now() - started;
      if (elapsed >= allowed) {
        request.log.warn({ url: redactUrl(request.url), ms: elapsed, bytes: socket.bytesRead - bytesAtStart }, 'request body too slow: connection closed');
        socket.destroy();
        return;
      }
      timer = setTimeout(check, allowed - elapsed);
      timer.unref();
    };
    timer = setTimeout(check, graceMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
