import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, ForgotPasswordSchema, MessageSchema } from '@academy/contract/auth';
import { IdParamSchema, okSchema } from '@academy/contract/common';
import {
  SetPasswordInfoSchema,
  SetPasswordInputSchema,
  SetPasswordTokenParamSchema,
  UserAccountSchema,
  UserInputSchema,
  UserUpdateInputSchema,
} from '@academy/contract/users';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createUsersService } from './service.ts';

/**
 * Who may sign in (administrators only; undeclared routes are admin-only): list, add with a
 * password or a mailed set-password link, change a role, deactivate and reactivate. The last active
 * administrator cannot be demoted or deactivated (409). The set-password link's page is public.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(moduleDeps(app), app.auth);
  const tags = ['users'];

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'List every account (active and deactivated) with its role.',
        operationId: 'listUsers',
        response: { 200: okSchema(z.array(UserAccountSchema)) },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/users',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Add an account with an initial password, or mail its owner a set-password link (single use, 48 hours).',
        operationId: 'createUser',
        body: UserInputSchema,
        response: { 201: okSchema(UserAccountSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request, request.body) }),
  );

  app.put(
    '/users/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: "Change an account's role, or deactivate or reactivate it; never the last active administrator's (409).",
        operationId: 'updateUser',
        params: IdParamSchema,
        body: UserUpdateInputSchema,
        response: { 200: okSchema(UserAccountSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.update(request, request.params.id, request.body) }),
  );

  app.delete(
    '/users/:id',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: 'Deactivate an account (it is kept, so the activity log keeps naming who acted): it cannot sign in and its tokens stop working at once.',
        operationId: 'deactivateUser',
        params: IdParamSchema,
        response: { 200: okSchema(UserAccountSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.deactivate(request, request.params.id) }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password-reset link (one hour) to an active account; the answer is the same whether the address has an account or not.',
        operationId: 'forgotPassword',
        body: ForgotPasswordSchema,
        response: { 200: okSchema(MessageSchema) },
      },
    },
    async (request) => {
      await service.requestReset(request, request.body.email);
      return { success: true as const, data: { message: AUTH_MESSAGES.resetRequested } };
    },
  );

  app.get(
    '/set-password/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whose password a set-password link sets, while the link is valid (404 once used or expired).',
        operationId: 'getSetPasswordLink',
        params: SetPasswordTokenParamSchema,
        response: { 200: okSchema(SetPasswordInfoSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.linkInfo(request.params.token) };
    },
  );

  app.post(
    '/set-password/:token',
    {
      config: { public: true, rateLimit: { max: app.config.rateLimitForms, timeWindow: app.config.rateLimitWindowMs } },
      schema: {
        tags,
        summary: 'Set the password through a set-password link; the link stops working once it is used.',
        operationId: 'setPasswordWithLink',
        params: SetPasswordTokenParamSchema,
        body: SetPasswordInputSchema,
        response: { 200: okSchema(SetPasswordInfoSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.setPassword(request, request.params.token, request.body.password) }),
  );
};
