import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError, fieldErrors } from '../lib/http-error.ts';
import { StorageUnavailableError } from '../storage/storage.ts';

/**
 * "The database is not there", as opposed to a bad query: socket errors, SQLSTATE class 08
 * (connection exception), 57P01-57P03 (server shutting down or starting), 53300 (too many
 * connections), and the messages of node-postgres and PGlite for a pool or client that is gone.
 */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const DB_UNAVAILABLE_MESSAGE =
  /database closed|PGlite is closed|after calling end on the pool|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Query read timeout|Connection ended|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/** Walks an error and its causes. */
function someCause(err: unknown, test: (e: object) => boolean): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (test(e)) return true;
  }
  return false;
}

/** The disk is full: ENOSPC from the file system (an upload, the embedded database), or PostgreSQL's 53100 disk_full. */
export const isDiskFull = (err: unknown) =>
  someCause(
    err,
    (e) =>
      ['ENOSPC', 'EDQUOT', '53100'].includes(String((e as { code?: unknown }).code)) ||
      /ENOSPC|No space left on device|could not extend file/i.test(String((e as { message?: unknown }).message)),
  );

export const isStorageUnavailable = (err: unknown) => someCause(err, (e) => e instanceof StorageUnavailableError);

export function isDbConnectivityError(err: unknown): boolean {
  // The file store's socket errors (ECONNREFUSED...) are not the database's.
  if (isStorageUnavailable(err)) return false;
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (DB_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const msg = (e as { message?: unknown }).message;
    if (typeof msg === 'string' && DB_UNAVAILABLE_MESSAGE.test(msg)) return true;
    for (const inner of (e as { errors?: unknown }).errors instanceof Array ? (e as { errors: unknown[] }).errors : []) {
      if (isDbConnectivityError(inner)) return true;
    }
  }
  return false;
}

/**
 * An error as it may be logged: drizzle's "Failed query" errors carry the statement's parameters in
 * their message and a `params` field (a parent's name, email, phone, health line). The log keeps the
 * statement and the cause, never the values. Test: test/faults/errors.test.ts.
 */
export function loggableError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as { message?: unknown; params?: unknown; query?: unknown; cause?: unknown; stack?: unknown; name?: unknown; code?: unknown };
  if (!('params' in e) && !(typeof e.message === 'string' && /\nparams: /.test(e.message))) return err;
  const strip = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]') : text);
  const copy = new Error(strip(e.message) as string);
  copy.name = typeof e.name === 'string' ? e.name : 'Error';
  copy.stack = strip(e.stack) as string;
  return Object.assign(copy, { query: e.query, code: e.code, cause: loggableError(e.cause) });
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it. */
function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Any other unexpected failure while the database does not answer a ping is an outage too (driver wording changes). */
async function databaseDown(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timeout')), 2000);
      }),
    ]);
    return false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: COMMON_MESSAGES.invalidInput,
  401: COMMON_MESSAGES.unauthorized,
  403: COMMON_MESSAGES.forbidden,
  404: COMMON_MESSAGES.notFound,
  413: COMMON_MESSAGES.tooLarge,
  429: COMMON_MESSAGES.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, errors } = fieldErrors(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? COMMON_MESSAGES.invalidInput })),
      );
      // A malformed id in the path names a resource that cannot exist.
      if (error.validationContext === 'params') return reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound });
      return reply.code(400).send({ success: false, message, errors });
    }
    // Input the database refuses (a NUL byte, a number out of range) is the client's mistake, not ours.
    const sqlState = sqlStateOf(error);
    if (sqlState?.startsWith('22')) return reply.code(400).send({ success: false, message: COMMON_MESSAGES.invalidInput });
    const status = error.statusCode ?? 500;
    // Each dependency named as itself, in the log and the answer (decision 021).
    if (isStorageUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'file storage unavailable');
      return reply.code(503).header('retry-after', '30').send({ success: false, message: COMMON_MESSAGES.storageUnavailable });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: loggableError(error) }, 'disk full');
      return reply.code(503).header('retry-after', '300').send({ success: false, message: COMMON_MESSAGES.diskFull });
    }
    if (isDbConnectivityError(error) || (status >= 500 && !isResponseSerializationError(error) && (await databaseDown(app)))) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      return reply.code(503).send({ success: false, message: COMMON_MESSAGES.databaseUnavailable });
    }
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send({ success: false, message: COMMON_MESSAGES.generic });
    }
    if (status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry technical text.
    return reply.code(status).send({ success: false, message: CLIENT_MESSAGES[status] ?? COMMON_MESSAGES.requestFailed });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound }));
}
