import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttempts: 3 });
});
afterAll(() => t.close());

describe('auth', () => {
  it('logs in and reads the profile', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.json()).toEqual({ success: true, data: { user } });
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.fillAllFields);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: 'nope-nope' }, remoteAddress: '10.0.0.1' });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@x.test', password: 'nope-nope' },
      remoteAddress: '10.0.0.2',
    });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
    expect(a.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('throttles repeated failures per account and address with 429 and Retry-After', async () => {
    const payload = { email: 'victim@x.test', password: 'wrong-password' };
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.1.0.1' });
      expect(r.statusCode).toBe(401);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.1.0.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('updates the profile only with the current password', async () => {
    const token = await login(t.app);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Coach', email: ADMIN.email, current_password: 'bad' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Coach', email: ADMIN.email, current_password: ADMIN.password, new_password: 'short' },
    });
    expect(short.json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Head Coach', email: ADMIN.email, current_password: ADMIN.password, new_password: 'another-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.name).toBe('Head Coach');
    await login(t.app, { email: ADMIN.email, password: 'another-password-1' });
  });

  it('has no demo route at all when ADMIN_EMAIL is set', async () => {
    const res = await t.app.inject('/api/auth/demo');
    expect(res.statusCode).toBe(404);
  });
});

describe('demo administrator', () => {
  let d: TestApp;
  beforeAll(async () => {
    // The embedded demo: PGlite, no ADMIN_EMAIL (also in the PostgreSQL stage).
    d = await createTestApp({ adminEmail: undefined, adminPassword: undefined }, {}, { embedded: true });
  });
  afterAll(() => d.close());

  it('exposes the demo credentials until the password changes', async () => {
    const demo = (await d.app.inject('/api/auth/demo')).json().data;
    expect(demo.active).toBe(true);
    const token = await login(d.app, { email: demo.email, password: demo.key });
    const res = await d.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Me', email: demo.email, current_password: demo.key, new_password: 'my-own-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await d.app.inject('/api/auth/demo')).json()).toEqual({ success: true, data: { active: false } });
  });
});
