import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError } from './http-error.ts';

/** Deeper than any body of this API (docs/decisions/023): ours are objects of fields, a list at most. */
export const JSON_NESTING_MAX = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the characters,
 * skipping strings, before JSON.parse sees it. A megabyte of "[[[[…" kept JSON.parse (and then
 * the schema's error walk) on the event loop for a fifth of a second.
 */
export function jsonTooDeep(text: string, max = JSON_NESTING_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), after the depth check. */
export function registerJsonDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(new HttpError(400, COMMON_MESSAGES.invalidInput), undefined);
      return;
    }
    parse(request, text, done);
  });
}
