import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, SESSION_TOKEN_HEADER, type Role } from '@academy/contract/auth-constants';
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
 * 'editor'] }`). The token's session and user are loaded on every request, so a signed-out
 * session, a raised session version (password or role change, deactivation, "sign out
 * everywhere"), or a deactivated account counts at once (decision 022). A token more than a few
 * minutes old gets a fresh one in the `X-Session-Token` answer header (sliding renewal). While the
 * academy requires a second factor of administrators, an administrator without one may call only
 * the routes that set it up (`config: { twoFactorSetup: true }`). Public routes still learn who is
 * calling, so that e.g. a public read of posts sent with a token shows drafts too.
 *
 * A callback hook, not an async one: an anonymous visitor's request (most of them, and every
 * cached public read) passes without a promise or a microtask.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const config = request.routeOptions.config;
    const isPublic = config.public === true || request.is404;
    if (!token) {
      done(isPublic ? undefined : new HttpError(401, COMMON_MESSAGES.unauthorized));
      return;
    }
    app.auth.callerFromToken(token).then((caller) => {
      request.user = caller?.user ?? null;
      request.session = caller ? { sessionId: caller.sessionId, twoFactor: caller.twoFactor } : null;
      if (caller?.renewed) void reply.header(SESSION_TOKEN_HEADER, caller.renewed);
      if (isPublic) done();
      else if (!caller) done(new HttpError(401, COMMON_MESSAGES.unauthorized));
      else if (!(rolesOf(config) as Role[]).includes(caller.user.role)) done(new HttpError(403, AUTH_MESSAGES.forbidden));
      else if (caller.twoFactorRequired && !caller.twoFactor && config.twoFactorSetup !== true) {
        done(new HttpError(403, caller.user.role === 'coach' ? AUTH_MESSAGES.twoFactorRequiredCoaches : AUTH_MESSAGES.twoFactorRequired));
      } else done();
    }, done);
  });
}
