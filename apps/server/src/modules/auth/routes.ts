import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginSchema, UpdateProfileSchema } from '@academy/contract/auth';
import { okSchema } from '@academy/contract/common';
import { UserSchema } from '@academy/contract/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: okSchema(z.object({ token: z.string(), user: UserSchema })) } },
    },
    async (request) => ({ success: true as const, data: await app.auth.login(request.body.email, request.body.password, request.ip) }),
  );

  app.get('/auth/profile', { schema: { tags: ['auth'], response: { 200: okSchema(z.object({ user: UserSchema })) } } }, async (request) => ({
    success: true as const,
    data: { user: request.user! },
  }));

  app.put(
    '/auth/profile',
    { schema: { tags: ['auth'], body: UpdateProfileSchema, response: { 200: okSchema(z.object({ user: UserSchema })) } } },
    async (request) => ({ success: true as const, data: { user: await app.auth.updateProfile(request.user!.id, request.body) } }),
  );

  app.get(
    '/auth/demo',
    {
      config: { public: true },
      schema: { tags: ['auth'], response: { 200: okSchema(z.object({ active: z.boolean(), email: z.string().optional(), key: z.string().optional() })) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await app.auth.demoCredentials() };
    },
  );
};
