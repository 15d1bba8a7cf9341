import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter';
import { CONSENT_VERSION, PHOTO_CONSENT_VERSION, REGISTRATION_CSV_COLUMNS, REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { bearer, createTestApp, login, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/** The public forms and their admin screens. The demo seed's content: trial-day-seed.test.ts. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitForms: 15 });
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const parent = PARENT_FORM;

describe('registrations', () => {
  it('accepts a public registration with defaults', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: parent });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ health_conditions: 'N/A', contact_permission: 'yes', status: 'pending', source: 'public' });
  });

  it.each([
    [{ parent_name: '' }, REGISTRATION_MESSAGES.parentName],
    [{ parent_email: 'nope' }, REGISTRATION_MESSAGES.email],
    [{ player_age: 15 }, REGISTRATION_MESSAGES.age],
    [{ years_playing: '5' }, REGISTRATION_MESSAGES.yearsPlaying],
    [{ uniform_size: 'X-Large' }, REGISTRATION_MESSAGES.uniformSize],
    [{ current_school: ' ' }, REGISTRATION_MESSAGES.school],
  ])('applies the public rules: %o', async (change, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...parent, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ data_consent: undefined }, REGISTRATION_MESSAGES.dataConsent],
    [{ data_consent: false }, REGISTRATION_MESSAGES.dataConsent],
    [{ photo_consent: undefined }, REGISTRATION_MESSAGES.photoConsent],
    [{ photo_consent: 'maybe' }, REGISTRATION_MESSAGES.photoConsent],
  ])('asks for both consents on both forms: %o', async (change, message) => {
    for (const [url, headers] of [
      ['/api/registrations', {}],
      ['/api/admin/registrations', auth],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { ...parent, contact_permission: 'yes', health_conditions: 'None', ...change } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
  });

  it('stores each consent with its text version and time, and answers them', async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...parent, parent_email: 'consent@example.com', photo_consent: 'no' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      data_consent: true,
      data_consent_version: CONSENT_VERSION,
      photo_consent: 'no',
      photo_consent_version: PHOTO_CONSENT_VERSION,
    });
    for (const at of [created.data_consent_at, created.photo_consent_at]) expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    created.id = await registrationIdOf(t.app, created);
    const read = await t.app.inject({ url: `/api/registrations/${created.id}`, headers: auth });
    expect(read.json().data).toMatchObject({ data_consent: true, photo_consent: 'no', data_consent_at: created.data_consent_at });
    const list = await t.app.inject({ url: '/api/registrations?photo_consent=no&limit=100', headers: auth });
    expect((list.json().data as { photo_consent: string }[]).every((r) => r.photo_consent === 'no')).toBe(true);
    expect((list.json().data as { id: number }[]).map((r) => r.id)).toContain(created.id);
    await t.app.inject({ method: 'DELETE', url: `/api/registrations/${created.id}`, headers: auth });
  });

  it('applies the admin rules on the admin form, which needs a token', async () => {
    const admin = { ...parent, player_age: 20, years_playing: '8', uniform_size: 'X-Large', contact_permission: 'no', health_conditions: 'None' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/registrations', payload: admin });
    expect(anonymous.statusCode).toBe(401);
    const { health_conditions: _omitted, ...withoutHealth } = admin;
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/registrations', headers: auth, payload: withoutHealth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(REGISTRATION_MESSAGES.healthConditions);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/registrations', headers: auth, payload: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ player_age: 20, uniform_size: 'X-Large', source: 'admin' });
  });

  it('keeps the public rules on the public form, also with a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', headers: auth, payload: { ...parent, player_age: 20 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.age);
    const ok = await t.app.inject({ method: 'POST', url: '/api/registrations', headers: auth, payload: { ...parent, parent_email: 'signed.in@example.com' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.source).toBe('public');
    await t.app.inject({ method: 'DELETE', url: `/api/registrations/${await registrationIdOf(t.app, ok.json().data)}`, headers: auth });
  });

  it('pretends to accept a honeypot submission and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/registrations', headers: auth })).json().total;
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...parent, website: 'http://spam' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ player_name: parent.player_name, status: 'pending', source: 'public' });
    // The same shape as a stored registration's answer (decision 035): no id at all.
    expect(res.json().data).not.toHaveProperty('id');
    expect(res.json().data).not.toHaveProperty('website');
    expect((await t.app.inject({ url: '/api/registrations', headers: auth })).json().total).toBe(before);
  });

  it('lists, filters, reads, exports, counts, updates status and deletes', async () => {
    const list = (await t.app.inject({ url: '/api/registrations?q=kofi&limit=1', headers: auth })).json();
    expect(list).toMatchObject({ page: 1, limit: 1, total: 2 });
    const id = list.data[0].id;
    const st = await t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload: { status: 'accepted' } });
    expect(st.json().data.status).toBe('accepted');
    const badSt = await t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload: { status: 'maybe' } });
    expect(badSt.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/registrations?status=accepted', headers: auth })).json().total).toBe(1);
    const stats = (await t.app.inject({ url: '/api/registrations/stats', headers: auth })).json().data;
    expect(stats).toMatchObject({ total: 2, last_7_days: 2, by_status: { accepted: 1, pending: 1 } });
    const csv = await t.app.inject({ url: '/api/registrations/export.csv', headers: auth });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(REGISTRATION_CSV_COLUMNS.join(','));
    // Each row carries both consents with their text version (quoted; no field of these rows holds a comma or a quote).
    const rows = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Object.fromEntries(line.split(',').map((v, i) => [REGISTRATION_CSV_COLUMNS[i], v.replace(/^"|"$/g, '')])));
    expect(rows.length).toBe(2);
    for (const row of rows)
      expect(row).toMatchObject({
        photo_consent: expect.stringMatching(/^(yes|no)$/),
        photo_consent_version: PHOTO_CONSENT_VERSION,
        data_consent: 'true',
        data_consent_version: CONSENT_VERSION,
      });
    expect((await t.app.inject({ url: `/api/registrations/${id}`, headers: auth })).json().data.id).toBe(id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/registrations/${id}`, headers: auth })).statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/api/registrations/${id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(REGISTRATION_MESSAGES.notFound);
  });
});

describe('contact', () => {
  it('validates and stores messages; admin manages them', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: 'A', email: 'x', message: 'hi' } });
    expect(bad.json().message).toBe(CONTACT_MESSAGES.email);
    const noMsg = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullname: 'A', email: 'a@b.co', message: '' } });
    expect(noMsg.json().message).toBe(CONTACT_MESSAGES.message);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Peter', email: 'p@example.com', message: 'Hello', phone: '' },
    });
    expect(res.statusCode).toBe(201);
    const msg = res.json().data;
    expect(msg).toMatchObject({ phone: null, city: null, status: 'new' });
    expect((await t.app.inject({ url: '/api/contact', headers: auth })).json().total).toBe(1);
    expect((await t.app.inject({ method: 'PUT', url: `/api/contact/${msg.id}/status`, headers: auth, payload: { status: 'read' } })).json().data.status).toBe(
      'read',
    );
    expect((await t.app.inject({ url: `/api/contact/${msg.id}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/${msg.id}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/contact/${msg.id}`, headers: auth })).statusCode).toBe(404);
  });
});

describe('newsletter', () => {
  it('subscribes once per email, case-insensitively, with the same answer for an address already on the list', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'Fan@Example.com' } });
    expect(a.statusCode).toBe(201);
    expect(a.json().data.email).toBe('fan@example.com');
    const b = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'fan@example.com' } });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const c = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'bad' } });
    expect(c.json().message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
  });

  it('rate-limits the public forms', async () => {
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `n${i}@example.com` }, remoteAddress: '10.9.9.9' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
