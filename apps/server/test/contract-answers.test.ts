import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { okSchema } from '@academy/contract/common';
import { StaffRegistrationSchema } from '@academy/contract/registration';
import { bearer, createTestApp, fillPath, insertOneOfEach, login, routesOf, type TestApp } from './helpers.ts';

/**
 * Every answer matches the contract schema its route declares: no field the schema does not
 * declare, none it requires missing. The schemas are strict, and the serializer encodes answers
 * with them, so a repository that adds or drops a field turns the answer into a 500 here.
 */
let t: TestApp;
let adminToken: string;
type Answer = { route: string; body: unknown; schema: z.ZodType };
const answers: Answer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await insertOneOfEach(t.app);
  adminToken = await login(t.app);
  const reads = routesOf(t.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.endsWith('.csv'));
  for (const route of reads) {
    for (const headers of [{}, bearer(adminToken)]) {
      const res = await t.app.inject({ url: fillPath(route.url), headers });
      const schema = route.response?.[String(res.statusCode)] as z.ZodType | undefined;
      expect(res.statusCode, `${route.url}`).toBeLessThan(500);
      if (res.statusCode === 200 && schema) answers.push({ route: `${route.method} ${route.url}`, body: res.json(), schema });
    }
  }
});
afterAll(() => t.close());

/** The first record inside an answer (`data`, `data[0]`, `data.user`). */
function firstRecord(body: unknown): Record<string, unknown> | undefined {
  const data = (body as { data?: unknown }).data;
  const record = Array.isArray(data) ? data[0] : data;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : undefined;
}

describe('answers and their contract schemas', () => {
  it('every read answers exactly its declared schema', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const a of answers) expect(a.schema.safeParse(a.body).error, a.route).toBeUndefined();
  });

  it('a field the schema does not declare, or a required one missing, fails the check', () => {
    let checked = 0;
    for (const a of answers) {
      const record = firstRecord(a.body);
      if (!record || Object.keys(record).length === 0) continue;
      const extra = structuredClone(a.body) as { data: unknown };
      const target = firstRecord(extra)!;
      target.internal_note = 'not in the contract';
      expect(a.schema.safeParse(extra).success, `${a.route} accepts an undeclared field`).toBe(false);
      const missing = structuredClone(a.body) as { data: unknown };
      const key = Object.keys(record).find((k) => record[k] !== undefined)!;
      delete firstRecord(missing)![key];
      expect(a.schema.safeParse(missing).success, `${a.route} accepts a record without ${key}`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('the serializer refuses an answer with an undeclared or a missing field', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // What the staff read answers (StaffRegistration, with its duplicate link).
    const registration = firstRecord((await t.app.inject({ url: '/api/registrations/1', headers: bearer(adminToken) })).json())!;
    const { id: _id, ...withoutId } = registration;
    const schema = { response: { 200: okSchema(StaffRegistrationSchema) } };
    app.get('/exact', { schema }, async () => ({ success: true as const, data: registration as never }));
    app.get('/extra', { schema }, async () => ({ success: true as const, data: { ...registration, password_hash: 'x' } as never }));
    app.get('/missing', { schema }, async () => ({ success: true as const, data: withoutId as never }));
    expect((await app.inject('/exact')).statusCode).toBe(200);
    expect((await app.inject('/extra')).statusCode).toBe(500);
    expect((await app.inject('/missing')).statusCode).toBe(500);
    await app.close();
  });
});
