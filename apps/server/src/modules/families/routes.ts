import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@academy/contract/common';
import {
  ErasureCodeSentSchema,
  FamilyEmailSchema,
  FamilyErasureInputSchema,
  FamilyErasureSchema,
  FamilyExportSchema,
  FamilyLinkEndedSchema,
} from '@academy/contract/family-data';
import { EmailChangeLinkSchema, FAMILY_EMAIL_PAGE } from '@academy/contract/family-email';
import { SecondGuardianInputSchema, SecondGuardianResultSchema, SecondGuardianSchema } from '@academy/contract/family-guardian';
import { HttpError } from '../../lib/http-error.ts';
import { familyLinkRoute } from '../../lib/family-link-route.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createEmailChanges } from './email-changes.ts';
import { createSecondGuardian } from './guardians.ts';
import { createFamilyDataService } from './service.ts';

const TokenParamSchema = z.object({ token: z.string().max(200).meta({ description: "The family's status link token (from the mails)" }) });

/**
 * A family's data: the administrator's export and erasure by the parent's email, and the family's
 * own "Download our data" and "Withdraw and delete our data" behind its status link.
 */
export const familyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = moduleDeps(app);
  const service = createFamilyDataService(deps, app.statusLinks);
  const emailChanges = createEmailChanges(app.config.publicUrl, app.statusLinks);
  const secondGuardian = createSecondGuardian(deps, app.statusLinks, emailChanges);
  const found = <T>(value: T | null): T => {
    if (value === null) throw new HttpError(404, FAMILY_EMAIL_PAGE.invalid);
    return value;
  };
  const ChangeTokenParamSchema = z.object({ token: z.string().max(200).meta({ description: 'The token of an email change link (from the mail)' }) });
  const tags = ['families'];

  // The parent's email is in the body of both (a URL would put it in the access log).
  app.post(
    '/families/export',
    {
      schema: {
        tags,
        summary:
          "Every record tied to a parent's email (registrations, consents, status history, trial invitations, mails, contact messages, newsletter subscription) as one JSON document.",
        operationId: 'exportFamily',
        body: FamilyEmailSchema,
        response: { 200: okSchema(FamilyExportSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.export(request, { email: request.body.email }, 'admin') };
    },
  );

  app.delete(
    '/families',
    {
      schema: {
        tags,
        summary: "Erase every record tied to a parent's email, and its mail not sent yet; the audit trail keeps the fact with a hash of the email.",
        operationId: 'eraseFamily',
        body: FamilyEmailSchema,
        response: { 200: okSchema(FamilyErasureSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.erase(request, { email: request.body.email }) }),
  );

  app.get(
    '/public/status/:token/data',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's own data as one JSON document (the same as the administrator's export, for the family of this link only).",
        operationId: 'exportOwnFamilyData',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyExportSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.export(request, await service.familyOfLink(request.params.token), 'family') }),
  );

  // The family's second guardian (docs/decisions/063): its address counts once confirmed from its mailbox.
  app.get(
    '/public/status/:token/guardian',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "The family's second guardian (name, email, phone) or null, and one waiting for its address to be confirmed.",
        operationId: 'getSecondGuardian',
        params: TokenParamSchema,
        response: { 200: okSchema(SecondGuardianSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await secondGuardian.get(request.params.token) }),
  );

  app.put(
    '/public/status/:token/guardian',
    {
      ...familyLinkRoute(app, [400, 404]),
      schema: {
        tags,
        summary:
          "Adds or changes the family's second guardian, checked as the registration form checks its parent. Name and phone change at once; a new address gets a confirmation link and counts once it is followed (400 for the first guardian's own address).",
        operationId: 'saveSecondGuardian',
        params: TokenParamSchema,
        body: SecondGuardianInputSchema,
        response: { 200: okSchema(SecondGuardianResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await secondGuardian.save(request, request.params.token, request.body) }),
  );

  app.delete(
    '/public/status/:token/guardian',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: "Removes the family's second guardian, and one waiting for confirmation.",
        operationId: 'removeSecondGuardian',
        params: TokenParamSchema,
        response: { 200: okSchema(SecondGuardianSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await secondGuardian.remove(request, request.params.token) }),
  );

  // The family ends its own link (docs/decisions/062), for when someone else may have it.
  app.post(
    '/public/status/:token/end',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "Ends this link and every status link and calendar address of the family's children: each token mailed so far answers 404; the next mail carries a new link. Nothing else changes.",
        operationId: 'endFamilyLinks',
        params: TokenParamSchema,
        response: { 200: okSchema(FamilyLinkEndedSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.endLinks(request, request.params.token) }),
  );

  // The erasure asks for a code mailed to the first guardian (docs/decisions/059): the link alone is not enough.
  app.post(
    '/public/status/:token/data/erasure-code',
    {
      ...familyLinkRoute(app, [404, 429]),
      schema: {
        tags,
        summary:
          "Mails the family's first guardian a one-time code (6 digits, valid 15 minutes, 5 tries, the newest only) that the erasure of the family's data asks for; at most 3 an hour per family.",
        operationId: 'sendFamilyErasureCode',
        params: TokenParamSchema,
        response: { 200: okSchema(ErasureCodeSentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.sendErasureCode(request, request.params.token) }),
  );

  app.delete(
    '/public/status/:token/data',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "Withdraw and delete the family's data: every record of the family of this link, with the code mailed by POST …/data/erasure-code (400 without it, or with a wrong, used or expired one).",
        operationId: 'eraseOwnFamilyData',
        params: TokenParamSchema,
        body: FamilyErasureInputSchema,
        response: { 200: okSchema(FamilyErasureSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.eraseOwn(request, request.params.token, request.body.code) }),
  );

  // An email change's link (docs/decisions/054): the GET only says what it does (a mail scanner
  // opening it changes nothing); the POST does it.
  app.get(
    '/public/family-email/:token',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary: 'What an email change link does: confirm a new address, or undo a confirmed change; and whether it still can.',
        operationId: 'getEmailChangeLink',
        params: ChangeTokenParamSchema,
        response: { 200: okSchema(EmailChangeLinkSchema) },
      },
    },
    async (request) => ({ success: true as const, data: found(await emailChanges.view(deps.db, request.params.token)) }),
  );

  app.post(
    '/public/family-email/:token',
    {
      ...familyLinkRoute(app),
      schema: {
        tags,
        summary:
          "Follows an email change link: the new address takes the family's mail (mail still queued for the old one is dropped, and the old one is told), or the old address is restored and the status links renewed.",
        operationId: 'followEmailChangeLink',
        params: ChangeTokenParamSchema,
        response: { 200: okSchema(EmailChangeLinkSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(await deps.change(request, (c) => emailChanges.follow(c, request.params.token))),
    }),
  );
};
