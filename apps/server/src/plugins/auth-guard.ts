import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError } from '../lib/http-error.ts';

/**
 * Private by default: every route needs the administrator's token unless it declares
 * `config: { public: true }`. Public routes still learn who is calling, so that e.g. a
 * public read of posts sent with a token shows drafts too.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const isPublic = request.routeOptions.config.public === true || request.is404;
    if (!token) {
      if (isPublic) return;
      throw new HttpError(401, COMMON_MESSAGES.unauthorized);
    }
    request.user = await app.auth.userFromToken(token);
    if (!request.user && !isPublic) throw new HttpError(401, COMMON_MESSAGES.unauthorized);
  });
}
