import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PAGE, PRIVACY_RETENTION_DAYS } from '@academy/contract/privacy-constants';
import { loadConfig } from '../../src/config.ts';
import { teamMembers } from '../../src/db/schema/team-members.ts';
import { bearer, createTestApp, createUserWithRole, fillPath, login, PARENT_FORM, routesOf, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * What the public pages show of minors: with the seeded team, no public answer, page
 * HTML, feed or sitemap carries a child's full name (unless the academy turns full names on) or the
 * photo of a child without photo consent; the administrator keeps the full records.
 */
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist, seed: true });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

async function everythingPublic(): Promise<string> {
  const bodies: string[] = [];
  for (const route of routesOf(t.app).filter((r) => r.public && r.method === 'GET')) {
    for (const id of [1, 2, 3, 10, 14]) bodies.push((await t.app.inject(`${fillPath(route.url, id)}?limit=100`)).body);
  }
  for (const url of ['/', '/team', '/about', '/news', '/gallery', '/rss.xml', '/sitemap.xml']) bodies.push((await t.app.inject(url)).body);
  return bodies.join('\n');
}

describe('minors on public pages', () => {
  it('shows children by first name and last initial, and no photo without consent; the admin sees everything', async () => {
    const members = await t.app.db.select().from(teamMembers);
    const minors = members.filter((m) => m.is_minor);
    const withoutConsent = minors.filter((m) => !m.photo_consent && m.image);
    expect(minors.length).toBeGreaterThan(3);
    expect(withoutConsent.length).toBeGreaterThan(0);
    expect(members.some((m) => !m.is_minor)).toBe(true);

    const all = await everythingPublic();
    for (const m of minors) {
      expect(all, m.name).not.toContain(m.name);
      const [first, ...rest] = m.name.split(' ');
      expect(all).toContain(`${first} ${rest.at(-1)![0]}.`);
    }
    for (const m of withoutConsent) expect(all).not.toContain(m.image!);
    // Adults keep their names; consented children their photos.
    for (const m of members.filter((x) => !x.is_minor)) expect(all).toContain(m.name);
    for (const m of minors.filter((x) => x.photo_consent && x.image)) expect(all).toContain(m.image!);

    const admin = await t.app.inject({ url: '/api/team?limit=100', headers: auth });
    for (const m of minors) expect(admin.body).toContain(m.name);
    for (const m of withoutConsent) expect(admin.body).toContain(m.image!);
  });

  it('names children in full once the academy turns it on, and short again when off', async () => {
    const facts = (await t.app.inject('/api/academy')).json().data;
    const on = await t.app.inject({ method: 'PUT', url: '/api/academy', headers: auth, payload: { ...facts, show_player_full_names: true } });
    expect(on.statusCode, on.body).toBe(200);
    const minors = (await t.app.db.select().from(teamMembers)).filter((m) => m.is_minor);
    const team = (await t.app.inject('/api/team?limit=100')).body + (await t.app.inject('/team')).body;
    for (const m of minors) expect(team).toContain(m.name);
    await t.app.inject({ method: 'PUT', url: '/api/academy', headers: auth, payload: { ...facts, show_player_full_names: false } });
    expect((await t.app.inject('/api/team?limit=100')).body).not.toContain(minors[0]!.name);
  });

  it('a new player is a minor without photo consent unless the form says otherwise', async () => {
    const { multipart, image } = await import('../helpers.ts');
    const form = multipart({ name: 'Tariq Bello', role: 'defender' }, [{ field: 'image', filename: 'p.jpg', content: await image(), type: 'image/jpeg' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/team', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ is_minor: true, photo_consent: false });
    const shown = (await t.app.inject(`/api/team/${res.json().data.id}`)).json().data;
    expect(shown).toMatchObject({ name: 'Tariq B.', image: null, image_url: null });
    const coachForm = multipart({ name: 'Grace Coach', role: 'head_coach' }, [
      { field: 'image', filename: 'p.jpg', content: await image(), type: 'image/jpeg' },
    ]);
    const coach = await t.app.inject({ method: 'POST', url: '/api/team', payload: coachForm.payload, headers: { ...coachForm.headers, ...auth } });
    expect(coach.json().data).toMatchObject({ is_minor: false });
  });

  it('lists who must not appear in photos: open applications that said no and team members without consent, by first name, initial and age only, for editors too', async () => {
    const register = async (player_name: string, photo_consent: 'yes' | 'no') => {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, player_name, player_age: 11, photo_consent } });
      expect(res.statusCode, res.body).toBe(201);
      return registrationIdOf(t.app, res.json().data);
    };
    await register('Zainab Quartey', 'no');
    await register('Yusuf Quartermaine', 'yes');
    const rejected = await register('Xavier Quist', 'no');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${rejected}/status`,
      headers: auth,
      payload: { status: 'rejected', notify: false },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const withoutConsent = (await t.app.db.select().from(teamMembers)).filter((m) => !m.photo_consent);
    expect(withoutConsent.length).toBeGreaterThan(0);

    const editor = bearer((await createUserWithRole(t.app, 'editor')).token);
    for (const headers of [auth, editor]) {
      const res = await t.app.inject({ url: '/api/registrations/no-photo-consent', headers });
      expect(res.statusCode, res.body).toBe(200);
      const { children, team } = res.json().data as { children: Record<string, unknown>[]; team: { id: number; name: string }[] };
      expect(children).toContainEqual({ name: 'Zainab Q.', age: 11 });
      expect(res.body).not.toContain('Quartey');
      expect(res.body).not.toContain('Yusuf');
      expect(res.body).not.toContain('Xavier');
      for (const child of children) expect(Object.keys(child).sort()).toEqual(['age', 'name']);
      expect(team.map((m) => m.id).sort()).toEqual(withoutConsent.map((m) => m.id).sort());
    }
    expect((await t.app.inject({ url: '/api/registrations/no-photo-consent' })).statusCode).toBe(401);
  });

  it('the privacy page states the retention periods the server applies by default, and is in the sitemap', async () => {
    const { retention } = loadConfig({});
    expect(PRIVACY_RETENTION_DAYS).toEqual({ registrations: retention.registrationDays, messages: retention.messageDays, audit: retention.auditDays });
    const periods = PRIVACY_PAGE.sections.find((s) => s.heading === 'For how long')!.items.join(' ');
    for (const days of [retention.registrationDays, retention.messageDays, retention.auditDays]) expect(periods).toContain(`${days} days`);
    expect((await t.app.inject('/sitemap.xml')).body).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
  });
});
