import type { FastifyReply, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '@academy/contract/common';

/**
 * The honeypot of a public form, as a route's preHandler (after validation, so a bot still meets
 * the form's rules). A filled honeypot is answered 201 with `fake(fields)` — a plausible record with
 * id 0 — and the handler never runs, so nothing is stored (docs/decisions/004). Otherwise the field
 * is removed from the body: services never see it, and strict answer schemas never meet it.
 */
export function honeypot<F extends object>(fake: (fields: F) => unknown) {
  type Body = F & { [HONEYPOT_FIELD]?: string };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { [HONEYPOT_FIELD]: trap, ...fields } = request.body as Body;
    if (trap) {
      request.log.info({ url: request.url }, 'honeypot filled: answered without storing');
      return reply.code(201).send({ success: true, data: fake(fields as F) });
    }
    delete (request.body as Body)[HONEYPOT_FIELD];
  };
}
