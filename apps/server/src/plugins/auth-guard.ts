import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError } from '../lib/http-error.ts';

/**
 * Private by default: every route needs the administrator's token unless it declares
 * `config: { public: true }`. Public routes still learn who is calling, so that e.g. a
 * public read of posts sent with a token shows drafts too.
 *
 * A callback hook, not an async one: an anonymous visitor's request (most of them, and every
 * cached public read) passes without a promise or a microtask.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const isPublic = request.routeOptions.config.public === true || request.is404;
    if (!token) {
      done(isPublic ? undefined : new HttpError(401, COMMON_MESSAGES.unauthorized));
      return;
    }
    app.auth.userFromToken(token).then((user) => {
      request.user = user;
      done(user || isPublic ? undefined : new HttpError(401, COMMON_MESSAGES.unauthorized));
    }, done);
  });
}
