import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError, fieldErrors } from '../lib/http-error.ts';

/** Postgres error codes that mean "the database is not there", as opposed to a bad query. */
const DB_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08000', '08001', '08003', '08006', '53300']);

function isDbUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: string }).code;
    if (code && DB_UNAVAILABLE_CODES.has(code)) return true;
    const msg = (e as { message?: string }).message ?? '';
    if (/database closed|PGlite is closed|after calling end on the pool|Connection terminated|timeout exceeded when trying to connect/i.test(msg)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
    if (isDbUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({ success: false, message: COMMON_MESSAGES.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: COMMON_MESSAGES.generic });
    }
    if (status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry technical text.
    return reply.code(status).send({ success: false, message: CLIENT_MESSAGES[status] ?? COMMON_MESSAGES.requestFailed });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: COMMON_MESSAGES.notFound }));
}
