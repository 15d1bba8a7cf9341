import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const counts = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/counts', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { unread_messages: number; new_registrations: number };
};

describe('GET /api/admin/counts', () => {
  it('is for administrators only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/counts' });
    expect(res.statusCode).toBe(401);
  });

  it('counts unread messages and pending registrations, and follows reading and status changes', async () => {
    expect(await counts()).toEqual({ unread_messages: 0, new_registrations: 0 });

    const ids: number[] = [];
    for (const name of ['Ama', 'Kojo']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { fullname: name, email: `${name.toLowerCase()}@example.com`, message: 'When are trials?' },
      });
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json().data.id);
    }
    const registered = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: PARENT_FORM });
    expect(registered.statusCode).toBe(201);
    const registrationId = await registrationIdOf(t.app, registered.json().data);
    expect(await counts()).toEqual({ unread_messages: 2, new_registrations: 1 });

    const read = await t.app.inject({ method: 'PUT', url: `/api/contact/${ids[0]}/status`, headers: auth, payload: { status: 'read' } });
    expect(read.statusCode).toBe(200);
    expect(await counts()).toEqual({ unread_messages: 1, new_registrations: 1 });

    const contacted = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${registrationId}/status`,
      headers: auth,
      payload: { status: 'contacted', notify: false },
    });
    expect(contacted.statusCode).toBe(200);
    expect(await counts()).toEqual({ unread_messages: 1, new_registrations: 0 });

    // Marking a message new again counts it again.
    await t.app.inject({ method: 'PUT', url: `/api/contact/${ids[0]}/status`, headers: auth, payload: { status: 'new' } });
    expect((await counts()).unread_messages).toBe(2);
  });
});
