import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ROLES } from '@academy/contract/auth-constants';
import { ApiErrorSchema } from '@academy/contract/common';

/** Error answers a route can give beyond those its declaration implies (see errorStatusesOf). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `message` is the first problem, `errors` has the first message of each invalid field.',
  401: 'No token, or an invalid or expired one.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such record (an id that is not a positive integer is unknown too).',
  409: 'Conflicts with an existing record.',
  413: 'The body or an uploaded file is too large.',
  415: 'Unsupported content type, or an uploaded file whose bytes are not an accepted type.',
  429: 'Too many requests; wait as long as the `Retry-After` header says.',
  503: 'The database is unavailable; try again shortly.',
};

type Documented = { schema?: Record<string, unknown>; url: string; route: RouteOptions; openapiObject: Partial<Record<string, unknown>> };

/**
 * Which error answers a route gives, read from its declaration so the document cannot forget one:
 * validated input → 400, private → 401, not for every role → 403, an id in the path → 404, a body → 413 and 415, a rate
 * limit → 429, and every API route can meet a database outage → 503. `config.errors` adds the rest.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config'>): ErrorStatus[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown; errors?: ErrorStatus[]; roles?: string[] };
  const statuses = new Set<ErrorStatus>(config.errors ?? []);
  if (schema.body || schema.querystring) statuses.add(400);
  if (!config.public) statuses.add(401);
  // A signed-in user whose role the route does not allow (undeclared: administrators only).
  if (!config.public && !ROLES.every((role) => config.roles?.includes(role))) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (schema.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (config.rateLimit) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort();
}

function documentRoute(input: Documented) {
  const { route, url } = input;
  // Only the JSON API is an API: uploaded files, the web app and the docs UI are not operations.
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return { schema: { hide: true }, url };
  const schema = { ...(input.schema ?? {}) };
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const status of errorStatusesOf(route)) {
    response[status] ??= { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: ApiErrorSchema } } };
  }
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  return jsonSchemaTransform({ ...input, schema: { ...schema, response, ...(isPublic ? { security: [] } : {}) } } as Parameters<typeof jsonSchemaTransform>[0]);
}

/** The components, without the input twins of output-only records that no operation refers to. */
function documentComponents(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (schemas) {
    const used = JSON.stringify(document.paths ?? {}) + JSON.stringify(schemas);
    for (const name of Object.keys(schemas)) if (name.endsWith('Input') && !used.includes(`#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

/** The OpenAPI document at /api/docs/json (UI at /api/docs), generated from the routes' own zod schemas. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Future Stars Football Academy API',
        version: '1.0.0',
        description:
          'Every answer is `{ success: true, data }` (lists add `page`, `limit`, `total`) or `{ success: false, message, errors? }`. Routes need an administrator bearer token unless they say `security: []`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute as never,
    transformObject: documentComponents as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
