import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, type Role } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError } from '../lib/http-error.ts';

/** Who may call a route: anyone, or the signed-in users of these roles (administrators only unless declared). */
export function rolesOf(config: Pick<FastifyContextConfig, 'public' | 'roles'> | undefined): Role[] | 'public' {
  if (config?.public === true) return 'public';
  return config?.roles?.length ? [...config.roles] : ['admin'];
}

/**
 * Private by default: every route needs a token unless it declares `config: { public: true }`,
 * and an administrator's unless it declares the roles it allows (`config: { roles: ['admin',
 * 'editor'] }`). The user is loaded on every request, so a deactivated account or a changed role
 * counts at once. Public routes still learn who is calling, so that e.g. a public read of posts
 * sent with a token shows drafts too.
 *
 * A callback hook, not an async one: an anonymous visitor's request (most of them, and every
 * cached public read) passes without a promise or a microtask.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const config = request.routeOptions.config;
    const isPublic = config.public === true || request.is404;
    if (!token) {
      done(isPublic ? undefined : new HttpError(401, COMMON_MESSAGES.unauthorized));
      return;
    }
    app.auth.userFromToken(token).then((user) => {
      request.user = user;
      if (isPublic) done();
      else if (!user) done(new HttpError(401, COMMON_MESSAGES.unauthorized));
      else done((rolesOf(config) as Role[]).includes(user.role) ? undefined : new HttpError(403, AUTH_MESSAGES.forbidden));
    }, done);
  });
}
