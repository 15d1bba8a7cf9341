import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoCredentialsSchema, LoginResultSchema, LoginSchema, ProfileSchema, UpdateProfileSchema } from '@academy/contract/auth';
import { okSchema } from '@academy/contract/common';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      // 401: wrong email or password; 403: a deactivated account; 429: too many failed attempts (the throttle is the service's, not a route limit).
      config: { public: true, errors: [401, 403, 429] },
      schema: {
        tags,
        summary: 'Sign in with email and password; answers a bearer token (attempts are limited per address and account).',
        operationId: 'login',
        body: LoginSchema,
        response: { 200: okSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      let result;
      try {
        result = await app.auth.login(request.body.email, request.body.password, request.ip);
      } catch (err) {
        // The typed address is not kept: it may not be anyone's, and the summary holds no personal data.
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 401 || status === 403 || status === 429) {
          const summary = status === 429 ? 'Too many attempts: refused' : status === 403 ? 'Deactivated account: refused' : 'Wrong email or password';
          await app.audit.record(request, { action: 'auth.sign_in_failed', summary });
        }
        throw err;
      }
      await app.audit.record(request, { action: 'auth.sign_in', actor: { id: result.user.id, label: result.user.email }, record: { type: 'user', id: result.user.id } });
      return { success: true as const, data: result };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { roles: ['admin', 'editor'] },
      schema: { tags, summary: 'Read the signed-in user (administrator or editor).', operationId: 'getProfile', response: { 200: okSchema(ProfileSchema) } },
    },
    async (request) => ({ success: true as const, data: { user: request.user! } }),
  );

  app.put(
    '/auth/profile',
    {
      config: { roles: ['admin', 'editor'], errors: [409] },
      schema: {
        tags,
        summary: 'Change the signed-in user’s own name, email or password (the current password is required).',
        operationId: 'updateProfile',
        body: UpdateProfileSchema,
        response: { 200: okSchema(ProfileSchema) },
      },
    },
    async (request) => ({ success: true as const, data: { user: await app.auth.updateProfile(request.user!.id, request.body) } }),
  );

  app.get(
    '/auth/demo',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether the sign-in page may show the demo credentials (only while the demo password is unchanged).',
        operationId: 'getDemoCredentials',
        response: { 200: okSchema(DemoCredentialsSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await app.auth.demoCredentials() };
    },
  );
};
