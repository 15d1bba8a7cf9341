import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentPasswordSchema,
  DemoCredentialsSchema,
  LoginAnswerSchema,
  LoginResultSchema,
  LoginSchema,
  ProfileSchema,
  RecoveryCodesSchema,
  SecuritySettingsInputSchema,
  SecuritySettingsSchema,
  SessionIdParamSchema,
  SessionSchema,
  TwoFactorEnableSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  UpdateProfileSchema,
} from '@academy/contract/auth';
import { okSchema } from '@academy/contract/common';
import { isLoopbackRequest } from './loopback.ts';

/** Every signed-in role manages its own account (profile, password, sessions, second factor). */
const STAFF = ['admin', 'editor', 'coach'] as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      // 401: wrong email or password; 403: a deactivated account; 429: too many failed attempts (the throttle is the service's, not a route limit).
      config: { public: true, errors: [401, 403, 429] },
      schema: {
        tags,
        summary:
          'Sign in with email and password; answers a bearer token, or a challenge for the two-factor step (attempts are limited per address and account together).',
        operationId: 'login',
        body: LoginSchema,
        response: { 200: okSchema(LoginAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.login(request, request.body.email, request.body.password) }),
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: { public: true, errors: [401, 429] },
      schema: {
        tags,
        summary: 'Second sign-in step: the challenge and a code from the authenticator app (or a recovery code, good once).',
        operationId: 'loginTwoFactor',
        body: TwoFactorLoginSchema,
        response: { 200: okSchema(LoginResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.loginTwoFactor(request, request.body.challenge, request.body.code) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: { tags, summary: 'Sign out: the token (and its session) stops working at once.', operationId: 'logout', response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await app.auth.logout(request, request.session!.sessionId);
      return { success: true as const, data: null };
    },
  );

  app.get(
    '/auth/sessions',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'The browsers signed in to the caller’s account.',
        operationId: 'listSessions',
        response: { 200: okSchema(z.array(SessionSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.listSessions(request.user!.id, request.session!.sessionId) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Sign out one of the caller’s sessions.',
        operationId: 'deleteSession',
        params: SessionIdParamSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await app.auth.logout(request, request.params.id);
      return { success: true as const, data: null };
    },
  );

  app.post(
    '/auth/sessions/sign-out-everywhere',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Sign out every session of the caller, this one included: every token issued before stops working.',
        operationId: 'signOutEverywhere',
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await app.auth.signOutEverywhere(request);
      return { success: true as const, data: null };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: { tags, summary: 'Read the signed-in user (administrator or editor).', operationId: 'getProfile', response: { 200: okSchema(ProfileSchema) } },
    },
    async (request) => ({ success: true as const, data: { user: request.user! } }),
  );

  app.put(
    '/auth/profile',
    {
      config: { roles: [...STAFF], errors: [409, 429], twoFactorSetup: true },
      schema: {
        tags,
        summary:
          'Change the signed-in user’s own name, email or password (the current password is required, and checked under the sign-in limits). A new password ends every other session and answers a new token for this one.',
        operationId: 'updateProfile',
        body: UpdateProfileSchema,
        response: { 200: okSchema(ProfileSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.updateProfile(request, request.body) }),
  );

  app.get(
    '/auth/two-factor',
    {
      config: { roles: [...STAFF], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Whether the caller signs in with a second factor, and whether the academy requires one.',
        operationId: 'getTwoFactor',
        response: { 200: okSchema(TwoFactorStatusSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.twoFactorStatus(request.user!.id) }),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      config: { roles: [...STAFF], errors: [409, 429], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Start two-factor enrolment (current password required): a new TOTP secret, its otpauth:// URI and QR code.',
        operationId: 'setupTwoFactor',
        body: CurrentPasswordSchema,
        response: { 200: okSchema(TwoFactorSetupSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await app.auth.beginTwoFactor(request, request.body.current_password) };
    },
  );

  app.post(
    '/auth/two-factor/enable',
    {
      config: { roles: [...STAFF], errors: [401, 409, 429], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Confirm enrolment with a code from the app; answers ten recovery codes, shown this once (stored hashed).',
        operationId: 'enableTwoFactor',
        body: TwoFactorEnableSchema,
        response: { 200: okSchema(RecoveryCodesSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const codes = await app.auth.enableTwoFactor(request, request.body.code);
      return { success: true as const, data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/auth/two-factor/disable',
    {
      config: { roles: [...STAFF], errors: [409, 429], twoFactorSetup: true },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (current password required).',
        operationId: 'disableTwoFactor',
        body: CurrentPasswordSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await app.auth.disableTwoFactor(request, request.body.current_password);
      return { success: true as const, data: null };
    },
  );

  app.get(
    '/auth/security',
    {
      schema: {
        tags,
        summary: 'The academy’s sign-in rules (administrators).',
        operationId: 'getSecuritySettings',
        response: { 200: okSchema(SecuritySettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: await app.auth.securitySettings() }),
  );

  app.put(
    '/auth/security',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          'Require two-factor sign-in of administrators (only an administrator who has it may turn this on) and of coaches; a rule not named stays as it is.',
        operationId: 'updateSecuritySettings',
        body: SecuritySettingsInputSchema,
        response: { 200: okSchema(SecuritySettingsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await app.auth.updateSecuritySettings(request, request.body) }),
  );

  // The sample credentials exist only in the embedded demo (decision 022): elsewhere the route is not there at all.
  if (app.auth.embeddedDemo) {
    app.get(
      '/auth/demo',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Embedded demo only: the sample administrator for the sign-in page, answered to a browser on this machine (or to anyone with PUBLIC_DEMO=true) while its password is unchanged.',
          operationId: 'getDemoCredentials',
          response: { 200: okSchema(DemoCredentialsSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const shown = app.config.publicDemo || isLoopbackRequest(request, app.config.trustProxy);
        return { success: true as const, data: shown ? await app.auth.demoCredentials() : { active: false } };
      },
    );
  }
};
