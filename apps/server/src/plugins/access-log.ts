import pino from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Path segments after which the next segment is a secret: status and email change, set-password, reset and newsletter links. */
const SECRET_AFTER = new Set(['status', 'family-email', 'email', 'set-password', 'reset-password', 'reset', 'confirm', 'unsubscribe', 'invite', 'verify']);
/** A file suffix a token may carry (a calendar feed's `.ics`): judged without it, and dropped with the token. */
const SUFFIX = /\.[A-Za-z0-9]{1,5}$/;
/** Query parameters whose value is a secret or personal. */
const SECRET_PARAM = /token|key|code|secret|password|passphrase|sig|email|mail/i;
/**
 * Query parameters that carry what someone typed into a search or a name filter (decision 061): a
 * child's name typed into an admin search is personal data, whatever else the line needs.
 */
const SEARCH_PARAM = /^(?:q|search|query|term|filter|name|fullname|actor|child|who|[a-z]+_name)$/i;
/** A value shaped like a token whatever its name: long base64url, or dotted parts (a JWT, a set-password token). */
const TOKEN_LIKE = /^(?:[A-Za-z0-9_-]{24,}|[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16,})$/;

/** Cheap first look: a URL with none of the words above, no long run and no "@" is logged as it is. */
const MAYBE_SECRET =
  /\/(?:status|email|family-email|set-password|reset|confirm|unsubscribe|invite|verify)\b|token|key|code|secret|pass|sig|mail|[A-Za-z0-9_-]{16}|@|%40|[?&](?:q|search|query|term|filter|name|fullname|actor|child|who|[a-z]+_name)=/i;

/**
 * The URL as the access log keeps it (docs/decisions/023): the segment after `status`,
 * `set-password`, `reset-password`, `confirm`, `unsubscribe`… is replaced, so are token-shaped
 * segments anywhere, and query values that are named like a secret, look like a token, hold an
 * email or are what was typed into a search or name filter (`q`, `search`, `player_name`…, decision 061). A family's status link opens its data for a year; a set-password link opens an account.
 * Cheap for the common case: a URL without a long run, an "@" or such a word is returned as it is.
 */
export function redactUrl(url: string): string {
  if (!MAYBE_SECRET.test(url)) return url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const segments = path.split('/');
  const sent = [...segments];
  let changed = false;
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg === '') continue;
    let plain = seg;
    try {
      plain = decodeURIComponent(seg);
    } catch {
      // An undecodable segment is judged as it is.
    }
    if (SECRET_AFTER.has(sent[i - 1]!.toLowerCase()) || TOKEN_LIKE.test(plain.replace(SUFFIX, '')) || plain.includes('@')) {
      segments[i] = REDACTED;
      changed = true;
    }
  }
  let query = '';
  if (q >= 0) {
    const params = url
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        const name = pair.slice(0, eq);
        let value = pair.slice(eq + 1);
        try {
          value = decodeURIComponent(value.replace(/\+/g, ' '));
        } catch {
          // kept as sent
        }
        if (SECRET_PARAM.test(name) || SEARCH_PARAM.test(name) || TOKEN_LIKE.test(value) || value.includes('@')) {
          changed = true;
          return `${name}=${REDACTED}`;
        }
        return pair;
      });
    query = `?${params.join('&')}`;
  }
  return changed ? `${segments.join('/')}${query}` : url;
}

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
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/**
 * Writes the line of a GET of `url`; `url` is prepared once per URL (`prepare`), so a kept answer's
 * line costs no redaction or escaping per request.
 */
/** Lines gathered before a write; and how long one waits at most. */
const BATCH_BYTES = 4096;
const BATCH_MS = 250;
let destination: ReturnType<typeof pino.destination> | undefined;

/**
 * The log's destination, stdout (one per process): lines gathered and written in batches of a few
 * kilobytes, at the latest every 250 ms, asynchronously (a slow disk or a full pipe to a supervisor
 * never blocks the server), instead of one write per line. At the default level every request has
 * its line (AccessLog); a write per line was the largest cost of a cached public read after the
 * socket itself (docs/performance.md). A shutdown waits for them (`flushLog`); when the process
 * ends abruptly, pino writes what is gathered, but a batch already handed to the thread pool may be
 * lost (as with any asynchronous write).
 */
export function logDestination(): pino.DestinationStream {
  if (destination) return destination;
  const dest = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => dest.flush(), BATCH_MS).unref();
  destination = dest;
  return dest;
}

/** Waits until every line logged so far is written, or `ms` at most (server.ts, before the process exits). */
export function flushLog(ms = 2000): Promise<void> {
  const dest = destination;
  if (!dest) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    dest.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

type LineWriter = { prepare: (url: string) => string; write: (prepared: string, statusCode: number, ms: number) => void };

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
    return { prepare: redactUrl, write: (url, statusCode, ms) => log.info({ method: 'GET', url, statusCode, ms }, 'request') };
  }
  return {
    // What follows the time in the line, up to the status: the logger's bindings, method and URL.
    prepare: (url) => `${chindings},"method":"GET","url":${JSON.stringify(redactUrl(url))},"statusCode":`,
    write: (prepared, statusCode, ms) => {
      if (!(log as pino.Logger).isLevelEnabled('info')) return;
      stream.write(`{"level":30,"time":${Date.now()}${prepared}${statusCode},"ms":${ms},"msg":"request"}\n`);
    },
  };
}
