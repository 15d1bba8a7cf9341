import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@academy/contract/common';
import {
  ADMIN_UNIFORM_SIZES,
  ADMIN_YEARS_PLAYING,
  CONTACT_PERMISSIONS,
  PHOTO_CONSENTS,
  PUBLIC_UNIFORM_SIZES,
  PUBLIC_YEARS_PLAYING,
  PublicRegistrationSchema,
  AdminRegistrationSchema,
} from '@academy/contract/registration';
import { JERSEY_MAX, JERSEY_MIN, TEAM_ROLES } from '@academy/contract/team';
import { errorStatusesOf } from '../src/plugins/openapi.ts';
import { createTestApp, routesOf, type TestApp } from './helpers.ts';

/**
 * The OpenAPI document a generated client is built from (/api/docs/json): valid OpenAPI, and for
 * every operation a summary, an operationId, the right security, every error answer, and
 * multipart forms that say which parts are required and what they accept.
 */
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  format?: string;
  minimum?: number;
  maximum?: number;
  description?: string;
  $ref?: string;
};
type Operation = {
  summary?: string;
  operationId?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let t: TestApp;
let doc: Document;
const operations: { method: string; path: string; op: Operation }[] = [];
const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) operations.push({ method, path, op });
});
afterAll(() => t.close());

const op = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  expect(found, `${method} ${path}`).toBeDefined();
  return found!;
};
const multipartOf = (o: Operation) => o.requestBody?.content['multipart/form-data']?.schema;

describe('OpenAPI document', () => {
  it('is valid OpenAPI', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route and nothing else', () => {
    const documented = new Set(operations.map((o) => routeOf(o.method, o.path)));
    const api = routesOf(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(api.length).toBeGreaterThan(40);
    for (const r of api) expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
    for (const key of documented) expect(key, key).toMatch(/^\w+ \/api\//);
  });

  it('gives every operation a summary and a unique operationId', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const o of operations) {
      expect(o.op.summary, `${o.method} ${o.path}`).toMatch(/\w+/);
      expect(o.op.operationId, `${o.method} ${o.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which operation a duplicate path aliases', () => {
    const aliases: [string, string][] = [
      ['get /api/news', 'get /api/posts'],
      ['get /api/news/{id}', 'get /api/posts/{id}'],
      ['post /api/news', 'post /api/posts'],
      ['get /api/gallery', 'get /api/albums'],
      ['post /api/photos/albums/{id}/photos', 'post /api/albums/{id}/photos'],
    ];
    for (const [alias, original] of aliases) {
      const [am, ap] = alias.split(' ') as [string, string];
      const [om, opath] = original.split(' ') as [string, string];
      expect(op(am, ap).description ?? '', alias).toContain(`Alias of ${op(om, opath).operationId}`);
    }
  });

  it('marks public operations with `security: []` and leaves the bearer requirement on private ones', () => {
    const publicRoutes = new Set(
      routesOf(t.app)
        .filter((r) => r.public)
        .map((r) => `${r.method} ${r.url}`),
    );
    let publicCount = 0;
    for (const o of operations) {
      if (publicRoutes.has(routeOf(o.method, o.path))) {
        publicCount++;
        expect(o.op.security, `${o.method} ${o.path}`).toEqual([]);
      } else expect(o.op.security, `${o.method} ${o.path}`).toBeUndefined();
    }
    expect(publicCount).toBeGreaterThan(10);
    expect(op('post', '/api/registrations').security).toEqual([]);
    expect(op('post', '/api/admin/registrations').security).toBeUndefined();
  });

  it('documents every error answer with the error envelope', () => {
    const envelope = doc.components.schemas.ApiError!;
    expect(envelope.required).toEqual(expect.arrayContaining(['success', 'message']));
    expect(Object.keys(envelope.properties ?? {})).toEqual(expect.arrayContaining(['success', 'message', 'errors']));
    const routes = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r]));
    for (const o of operations) {
      const where = `${o.method} ${o.path}`;
      const statuses = Object.keys(o.op.responses).map(Number);
      for (const status of statuses.filter((s) => s >= 400)) {
        expect(o.op.responses[status]!.content?.['application/json']?.schema.$ref, `${where} ${status}`).toBe('#/components/schemas/ApiError');
        expect(o.op.responses[status]!.description, `${where} ${status}`).toMatch(/\w/);
      }
      expect(statuses, where).toContain(503);
      // What each kind of operation can answer: private ones 401, those naming a record 404, those with a body 400, 413 and 415.
      const implied = [
        ...(routes.get(routeOf(o.method, o.path))?.public ? [] : [401]),
        ...(o.path.includes('{id}') ? [404] : []),
        ...(o.op.requestBody ? [400, 413, 415] : []),
      ];
      expect(statuses, where).toEqual(expect.arrayContaining(implied));
    }
    // Those the declaration cannot imply.
    expect(Object.keys(op('post', '/api/auth/login').responses)).toEqual(expect.arrayContaining(['400', '401', '429']));
    expect(Object.keys(op('post', '/api/newsletter').responses)).toContain('429');
    // Every address gets the same answer (no one learns who is subscribed): no 409.
    expect(Object.keys(op('post', '/api/newsletter').responses)).not.toContain('409');
    expect(Object.keys(op('post', '/api/posts/{id}/newsletter').responses)).toEqual(expect.arrayContaining(['404', '409']));
    expect(Object.keys(op('put', '/api/auth/profile').responses)).toContain('409');
    expect(Object.keys(op('post', '/api/registrations').responses)).toContain('429');
    expect(Object.keys(op('post', '/api/contact').responses)).toContain('429');
  });

  it('derives error answers from the route declaration', () => {
    expect(errorStatusesOf({ config: { public: true } })).toEqual([503]);
    expect(errorStatusesOf({ config: {}, schema: { params: {}, body: {} } })).toEqual([400, 401, 403, 404, 413, 415, 503]);
    // Every role may call it: no role is refused.
    expect(errorStatusesOf({ config: { roles: ['admin', 'editor', 'coach'] }, schema: { params: {} } })).toEqual([401, 404, 503]);
    // Editors may, coaches may not: a coach is refused.
    expect(errorStatusesOf({ config: { roles: ['admin', 'editor'] }, schema: { params: {} } })).toEqual([401, 403, 404, 503]);
    expect(errorStatusesOf({ config: { public: true, rateLimit: {}, errors: [409] }, schema: { body: {} } })).toEqual([400, 409, 413, 415, 429, 503]);
  });

  it('lists the required parts and limits of every multipart form', () => {
    const multipart = operations.filter((o) => multipartOf(o.op));
    expect(multipart.length).toBeGreaterThanOrEqual(10);
    for (const o of multipart) expect(multipartOf(o.op)!.required?.length, `${o.method} ${o.path}`).toBeGreaterThan(0);

    const newMember = multipartOf(op('post', '/api/team'))!;
    expect(newMember.required).toEqual(expect.arrayContaining(['name', 'role', 'image']));
    expect(newMember.properties!.role!.enum).toEqual([...TEAM_ROLES]);
    expect(newMember.properties!.jersey_number).toMatchObject({ type: 'integer', minimum: JERSEY_MIN, maximum: JERSEY_MAX });
    expect(newMember.properties!.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(newMember.properties!.image!.description).toMatch(new RegExp(`image/jpeg.*image/png.*image/webp.*under ${IMAGE_MAX_BYTES / 1024 / 1024} MB`, 'i'));
    expect(multipartOf(op('put', '/api/team/{id}'))!.required).not.toContain('image');

    const photos = multipartOf(op('post', '/api/albums/{id}/photos'))!;
    expect(photos.required).toContain('photos');
    expect(photos.properties!.photos).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });

    const post = multipartOf(op('post', '/api/posts'))!;
    expect(post.required).toEqual(expect.arrayContaining(['title', 'content']));
    expect(post.properties!.published!.enum).toEqual(['true', 'false']);

    expect(multipartOf(op('post', '/api/media'))!.required).toContain('title');
    expect(multipartOf(op('post', '/api/albums'))!.required).toContain('name');
  });

  it('documents every field of both registration forms with its options', () => {
    const bodyOf = (path: string) => op('post', path).requestBody!.content['application/json']!.schema;
    const cases = [
      ['/api/registrations', PublicRegistrationSchema, PUBLIC_YEARS_PLAYING, PUBLIC_UNIFORM_SIZES, 10, 14],
      ['/api/admin/registrations', AdminRegistrationSchema, ADMIN_YEARS_PLAYING, ADMIN_UNIFORM_SIZES, 5, 24],
    ] as const;
    for (const [path, schema, years, sizes, minAge, maxAge] of cases) {
      const body = bodyOf(path);
      // The form's fields are the contract schema's keys: a field added there must be documented too.
      const fields = Object.keys(schema.shape);
      expect(fields, path).toContain('player_name');
      for (const field of fields) expect(body.properties, `${path} ${field}`).toHaveProperty(field);
      expect(body.properties!.years_playing!.enum, path).toEqual([...years]);
      expect(body.properties!.uniform_size!.enum, path).toEqual([...sizes]);
      expect(body.properties!.contact_permission!.enum, path).toEqual([...CONTACT_PERMISSIONS]);
      expect(body.properties!.player_age, path).toMatchObject({ minimum: minAge, maximum: maxAge });
      expect(body.required, path).toEqual(
        expect.arrayContaining(['parent_name', 'parent_email', 'player_name', 'player_age', 'years_playing', 'uniform_size']),
      );
    }
    for (const path of ['/api/registrations', '/api/admin/registrations']) {
      const body = bodyOf(path);
      expect(body.required, path).toEqual(expect.arrayContaining(['data_consent', 'photo_consent']));
      expect(body.properties!.photo_consent!.enum, path).toEqual([...PHOTO_CONSENTS]);
    }
    expect(bodyOf('/api/admin/registrations').required).toContain('health_conditions');
    expect(bodyOf('/api/registrations').required ?? []).not.toContain('health_conditions');
  });

  it('documents the CSV export as text/csv', () => {
    const csv = op('get', '/api/registrations/export.csv');
    expect(Object.keys(csv.responses['200']!.content ?? {})).toEqual(['text/csv']);
  });

  it('answers with the contract record schemas, by reference', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'Registration',
        'StaffRegistration',
        'Post',
        'PostSummary',
        'MediaItem',
        'TeamMember',
        'Album',
        'Photo',
        'ContactMessage',
        'User',
        'ApiError',
      ]),
    );
    const data = op('get', '/api/registrations/{id}').responses['200']!.content!['application/json']!.schema.properties!.data!;
    // Staff read a registration with its duplicate (decision 032); the forms answer the plain record.
    expect(data.$ref).toBe('#/components/schemas/StaffRegistration');
    const created = op('post', '/api/registrations').responses['201']!.content!['application/json']!.schema.properties!.data!;
    expect(created.$ref).toBe('#/components/schemas/PublicRegistrationAnswer');
  });
});
