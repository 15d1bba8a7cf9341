import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { USER_MESSAGES, type UserAccount } from '@academy/contract/users';
import type { AuditEntry } from '@academy/contract/audit';
import { users } from '../../src/db/schema/users.ts';
import { loadAppSecret } from '../../src/lib/app-secret.ts';
import { createSetPasswordLinks } from '../../src/modules/users/set-password-links.ts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

let smtp: TestMailServer;
let t: TestApp;
let admin: Record<string, string>;
const PUBLIC_URL = 'https://academy.example';

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50, rateLimitForms: 100, publicUrl: PUBLIC_URL });
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const newEmail = (tag: string) => `${tag}-${++n}@academy.test`;

const addUser = async (payload: Record<string, unknown>, headers = admin) => t.app.inject({ method: 'POST', url: '/api/users', headers, payload });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const put = (id: number, payload: Record<string, unknown>, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });
const list = async () => (await t.app.inject({ url: '/api/users', headers: admin })).json().data as UserAccount[];
const seededAdminId = async () => (await list()).find((u) => u.email === ADMIN.email)!.id;

async function addWithPassword(role: 'admin' | 'editor', password = 'a-good-password') {
  const email = newEmail(role);
  const res = await addUser({ name: `New ${role}`, email, role, password_mode: 'password', password });
  expect(res.statusCode).toBe(201);
  const account = res.json().data as UserAccount;
  const signedIn = await signIn(email, password);
  expect(signedIn.statusCode).toBe(200);
  return { account, email, password, headers: bearer(signedIn.json().data.token as string) };
}

describe('users', () => {
  it('adds a user with a password, who signs in with the right role', async () => {
    const { account, email, password, headers } = await addWithPassword('editor');
    expect(account).toMatchObject({ email, role: 'editor', active: true, name: 'New editor' });
    expect(account).not.toHaveProperty('passwordHash');
    const signedIn = await signIn(email.toUpperCase(), password);
    expect(signedIn.json().data.user).toEqual({ id: account.id, name: 'New editor', email, role: 'editor' });
    expect((await t.app.inject({ url: '/api/albums', headers })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/registrations', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(403);
    expect((await list()).map((u) => u.email)).toContain(email);
  });

  it('checks the input: a short password, a missing role, a taken email', async () => {
    const short = await addUser({ name: 'X', email: newEmail('x'), role: 'editor', password_mode: 'password', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(USER_MESSAGES.passwordRequired);
    const noRole = await addUser({ name: 'X', email: newEmail('x'), password_mode: 'link' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().errors.role).toBe(USER_MESSAGES.roleRequired);
    const taken = await addUser({ name: 'X', email: ADMIN.email.toUpperCase(), role: 'editor', password_mode: 'link' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('mails a set-password link through the outbox; the link sets the password once', async () => {
    const before = smtp.messages.length;
    const email = newEmail('invited');
    const res = await addUser({ name: 'Invited Editor', email, role: 'editor', password_mode: 'link' });
    expect(res.statusCode).toBe(201);
    // Nobody can sign in before the link is used.
    expect((await signIn(email, '')).statusCode).toBe(400);
    await smtp.waitFor(before + 1);
    const mail = smtp.messages[before]!;
    expect([mail.to].flat().map((a) => a?.text)).toEqual([email]);
    const link = new RegExp(`${PUBLIC_URL}/set-password/([^\\s"<>]+)`).exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(mail.html).toContain(`/set-password/${link}`);

    const info = await t.app.inject({ url: `/api/set-password/${link}` });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({ email });
    expect(info.headers['cache-control']).toContain('no-store');
    const tooShort = await t.app.inject({ method: 'POST', url: `/api/set-password/${link}`, payload: { password: 'short' } });
    expect(tooShort.statusCode).toBe(400);
    const set = await t.app.inject({ method: 'POST', url: `/api/set-password/${link}`, payload: { password: 'chosen-by-me-1' } });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(email, 'chosen-by-me-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role).toBe('editor');

    // Single use: the link is dead now, for reading and for setting.
    const again = await t.app.inject({ method: 'POST', url: `/api/set-password/${link}`, payload: { password: 'someone-else-2' } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(USER_MESSAGES.linkInvalid);
    expect((await t.app.inject({ url: `/api/set-password/${link}` })).statusCode).toBe(404);
    expect((await signIn(email, 'someone-else-2')).statusCode).toBe(401);
    // A forged or truncated token is as unknown.
    for (const bad of [link!.slice(0, -2) + 'xx', 'nope', '1.9999999999999.' + 'a'.repeat(43)]) {
      expect((await t.app.inject({ url: `/api/set-password/${bad}` })).statusCode).toBe(404);
    }
  });

  it('refuses a set-password link after 48 hours', async () => {
    const email = newEmail('late');
    expect((await addUser({ name: 'Late', email, role: 'editor', password_mode: 'link' })).statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    const links = createSetPasswordLinks(loadAppSecret(t.config), PUBLIC_URL);
    const token = (at: number) => links.urlFor(row!, at).split('/set-password/')[1]!;
    const hour = 3600 * 1000;
    // Made 47 hours ago: still good; 49 hours ago: expired.
    expect((await t.app.inject({ url: `/api/set-password/${token(Date.now() - 47 * hour)}` })).statusCode).toBe(200);
    const expired = await t.app.inject({ method: 'POST', url: `/api/set-password/${token(Date.now() - 49 * hour)}`, payload: { password: 'too-late-123' } });
    expect(expired.statusCode).toBe(404);
    expect((await signIn(email, 'too-late-123')).statusCode).toBe(401);
  });

  it('changes a role, which ends the sessions issued before (the user signs in again with the new role)', async () => {
    const { account, email, password, headers } = await addWithPassword('editor');
    expect((await t.app.inject({ url: '/api/registrations', headers })).statusCode).toBe(403);
    const promoted = await put(account.id, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('admin');
    // Decision 022: a role change raises the session version.
    expect((await t.app.inject({ url: '/api/registrations', headers })).statusCode).toBe(401);
    const again = bearer((await signIn(email, password)).json().data.token as string);
    expect((await t.app.inject({ url: '/api/registrations', headers: again })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/profile', headers: again })).json().data.user.role).toBe('admin');
    expect((await put(account.id, { role: 'editor' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/registrations', headers: again })).statusCode).toBe(401);
    expect((await put(account.id, {})).statusCode).toBe(400);
    expect((await put(999_999, { role: 'admin' })).statusCode).toBe(404);
  });

  it('deactivates: the token is refused at once and sign-in is refused; reactivation lets them back', async () => {
    const { account, email, password, headers } = await addWithPassword('editor');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${account.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, active: false });
    expect((await t.app.inject({ url: '/api/auth/profile', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/albums', headers })).statusCode).toBe(401);
    const refused = await signIn(email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.inactive);
    // A wrong password is not told that the account exists.
    expect((await signIn(email, 'wrong-password')).json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    // Still listed (the activity log names it), as deactivated.
    expect((await list()).find((u) => u.id === account.id)?.active).toBe(false);
    expect((await put(account.id, { active: true })).statusCode).toBe(200);
    const back = await signIn(email, password);
    expect(back.statusCode).toBe(200);
    // The token from before the deactivation stays refused (decision 022); the new sign-in works.
    expect((await t.app.inject({ url: '/api/auth/profile', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(back.json().data.token as string) })).statusCode).toBe(200);
  });

  it('never removes, deactivates or demotes the last active administrator', async () => {
    // Make the seeded administrator the only active one.
    const otherAdmins = (await list()).filter((u) => u.role === 'admin' && u.email !== ADMIN.email && u.active);
    for (const u of otherAdmins) expect((await put(u.id, { active: false })).statusCode).toBe(200);
    const me = await seededAdminId();
    const auditTotal = async () => (await t.app.inject({ url: '/api/audit?record_type=user', headers: admin })).json().total as number;
    const entriesBefore = await auditTotal();
    for (const [name, res] of [
      ['demote', await put(me, { role: 'editor' })],
      ['deactivate', await put(me, { active: false })],
      ['delete', await t.app.inject({ method: 'DELETE', url: `/api/users/${me}`, headers: admin })],
    ] as const) {
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(USER_MESSAGES.lastAdmin);
    }
    expect((await t.app.inject({ url: '/api/users', headers: admin })).statusCode).toBe(200);
    // A refused change records nothing.
    expect(await auditTotal()).toBe(entriesBefore);
    // With a second administrator, the first may step down.
    const other = await addWithPassword('admin');
    expect((await put(me, { role: 'editor' }, other.headers)).statusCode).toBe(200);
    expect((await put(me, { role: 'admin' }, other.headers)).statusCode).toBe(200);
    // Those role changes ended the seeded administrator's sessions.
    admin = bearer(await login(t.app));
    expect((await put(other.account.id, { active: false })).statusCode).toBe(200);
  });

  it('leaves one administrator when two administrators demote each other at the same time', async () => {
    const me = await seededAdminId();
    for (let round = 0; round < 3; round++) {
      const other = await addWithPassword('admin');
      const [a, b] = await Promise.all([put(other.account.id, { role: 'editor' }, admin), put(me, { role: 'editor' }, other.headers)]);
      // One wins. The other is refused by the last-admin check (409), or, when the winner committed
      // before the loser's request was even authenticated, by the guard: its caller's sessions ended with the role change (401).
      const [won, lost] = [a, b].sort((x, y) => x.statusCode - y.statusCode);
      expect(won!.statusCode).toBe(200);
      const refusal = lost!.statusCode === 409 ? { status: 409, message: lost!.json().message } : { status: lost!.statusCode };
      expect([{ status: 409, message: USER_MESSAGES.lastAdmin }, { status: 401 }]).toContainEqual(refusal);
      const admins = (await t.app.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.active);
      expect(admins).toHaveLength(1);
      // Put things back: the seeded administrator stays the administrator for the other tests.
      // The survivor (either of them) makes the seeded one administrator again, which it may already be.
      const survivor = admins[0]!;
      expect((await put(me, { role: 'admin' }, survivor.id === me ? admin : other.headers)).statusCode).toBe(200);
      admin = bearer(await login(t.app));
      expect((await put(other.account.id, { role: 'editor', active: false })).statusCode).toBe(200);
    }
  });

  it('records every user change in the activity log, without names or emails', async () => {
    const res = await t.app.inject({ url: '/api/audit?record_type=user&limit=100', headers: admin });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as AuditEntry[];
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['user.create', 'user.update', 'user.deactivate']) expect(actions).toContain(action);
    expect(entries.some((e) => e.summary === 'Role: editor → admin')).toBe(true);
    expect(entries.some((e) => e.summary === 'Password set through a set-password link; every session signed out')).toBe(true);
    expect(entries.some((e) => e.action === 'user.create' && e.summary === 'Added an editor; set-password link mailed')).toBe(true);
    for (const e of entries) {
      expect(e.summary).not.toMatch(/@|New editor|Invited Editor|Late/);
      expect(e.record_type).toBe('user');
    }
    // Who acted is the administrator (by id), or the user themselves for a password set through a link.
    const me = await seededAdminId();
    expect(entries.filter((e) => e.action === 'user.create').every((e) => e.actor_id === me)).toBe(true);
    const viaLink = entries.find((e) => e.summary === 'Password set through a set-password link; every session signed out')!;
    expect(viaLink.actor_id).toBe(Number(viaLink.record_id));
  });
});
