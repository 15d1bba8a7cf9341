import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuditAction } from '@academy/contract/audit-constants';
import { REPORT_MESSAGES, type Report, type ReportInput } from '@academy/contract/report';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { squadCoaches, squadPlaces, squads } from '../../src/db/schema/squads.ts';
import { trialCoaches, trialEvaluations } from '../../src/db/schema/trial-day.ts';
import { trialInvitations, trialSessions } from '../../src/db/schema/trials.ts';
import { bearer, createTestApp, createUserWithRole, eventually, login, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

/** Progress reports (docs/decisions/034) through the API, with a real SMTP server. */
let smtp: TestMailServer;
let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let coachId: number;
let otherCoach: Record<string, string>;
let squadCoach: Record<string, string>;
let squadCoachId: number;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
  admin = bearer(await login(t.app));
  const c = await createUserWithRole(t.app, 'coach', { name: 'Coach Kato' });
  coach = bearer(c.token);
  coachId = c.id;
  otherCoach = bearer((await createUserWithRole(t.app, 'coach')).token);
  const s = await createUserWithRole(t.app, 'coach');
  squadCoach = bearer(s.token);
  squadCoachId = s.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.accept());

let n = 0;
async function child() {
  n++;
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Report Parent ${n}`,
      parent_email: `report-parent${n}@example.com`,
      contact_phone: '+256 700 000 003',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: `Brian Mukasa${n}`,
      player_age: 12,
      years_playing: '2',
      current_school: 'School',
      uniform_size: 'Medium',
      health_conditions: 'None',
      status: 'trial_confirmed',
    })
    .returning();
  return row!.id;
}

/** A past session with the child confirmed and scored by the test's coach, with a private note. */
async function evaluated(registrationId: number, scores: Record<string, number>) {
  const [session] = await t.app.db
    .insert(trialSessions)
    .values({ starts_at: new Date(Date.now() - 86_400_000), location: `Pitch ${n}`, min_age: 10, max_age: 14, capacity: 20 })
    .returning();
  await t.app.db.insert(trialInvitations).values({ trial_id: session!.id, registration_id: registrationId, state: 'confirmed' });
  await t.app.db.insert(trialCoaches).values({ trial_id: session!.id, user_id: coachId });
  await t.app.db.insert(trialEvaluations).values({ trial_id: session!.id, registration_id: registrationId, scores, note: 'Private: limps a little' });
  return session!.id;
}

/** The child enrolled in a squad coached by `squadCoach`. */
async function enrolled(registrationId: number) {
  const [squad] = await t.app.db
    .insert(squads)
    .values({ name: `U12 R${n}`, season: '2026/27', min_age: 11, max_age: 12, capacity: 5 })
    .returning();
  await t.app.db.insert(squadCoaches).values({ squad_id: squad!.id, user_id: squadCoachId });
  await t.app.db.update(registrations).set({ status: 'accepted' }).where(eq(registrations.id, registrationId));
  await t.app.db.insert(squadPlaces).values({ squad_id: squad!.id, registration_id: registrationId, state: 'enrolled' });
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  criteria: [
    { criterion: 'Technique', score: 4, comment: 'Clean first touch' },
    { criterion: 'Attitude', score: 5, comment: 'Always first to training' },
  ],
  summary: 'A great first term.',
  ...over,
});
const tokenOf = async (id: number) => {
  const url = await t.app.statusLinks.urlFor(t.app.db, id);
  return url.slice(url.lastIndexOf('/') + 1);
};
const familyPage = async (id: number) => (await t.app.inject({ url: `/api/public/status/${await tokenOf(id)}` })).json().data;
const auditOf = async (id: number, action: AuditAction) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.record_id, String(id))));

describe('progress reports', () => {
  it('a coach of the trial writes a report pre-filled from the evaluation; an administrator publishes it, the family is mailed and reads it', async () => {
    const id = await child();
    await evaluated(id, { Technique: 3, Speed: 4 });

    const template = await api('GET', `/api/registrations/${id}/reports/template`, coach);
    expect(template.statusCode, template.body).toBe(200);
    const tpl = template.json().data;
    expect(tpl.first_name).toBe(`Brian`);
    expect(tpl.prefilled_from.kind).toBe('trial');
    expect(tpl.criteria.find((c: { criterion: string }) => c.criterion === 'Technique')).toEqual({ criterion: 'Technique', score: 3, comment: '' });
    expect(tpl.criteria.find((c: { criterion: string }) => c.criterion === 'Attitude').score).toBeNull();
    // The coach's private note is not copied anywhere in the template.
    expect(template.body).not.toContain('limps');

    const created = await api('POST', `/api/registrations/${id}/reports`, coach, input());
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json().data as Report;
    expect(report).toMatchObject({ registration_id: id, state: 'draft', published_at: null, author: { id: coachId, name: 'Coach Kato' } });

    // A draft never reaches the family.
    expect((await familyPage(id)).reports).toEqual([]);

    const edited = await api('PUT', `/api/reports/${report.id}`, coach, input({ summary: 'A great first term, well done.' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.summary).toBe('A great first term, well done.');
    expect((await familyPage(id)).reports).toEqual([]);

    // Coaches do not publish.
    expect((await api('PUT', `/api/reports/${report.id}/publish`, coach)).statusCode).toBe(403);
    const published = await api('PUT', `/api/reports/${report.id}/publish`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.state).toBe('published');

    const mail = await eventually(() => smtp.messages.find((m) => JSON.stringify(m.to).includes(`report-parent${n}@example.com`)) ?? false, {
      what: 'the report mail',
    });
    expect(mail.subject).toBe(`A new progress report for Brian Mukasa${n}`);
    expect(mail.text).toContain(`/status/${await tokenOf(id)}`);
    expect(mail.text).not.toContain('Clean first touch');

    const page = await familyPage(id);
    expect(page.reports).toEqual([
      {
        id: report.id,
        published_at: published.json().data.published_at,
        criteria: input().criteria,
        summary: 'A great first term, well done.',
      },
    ]);

    // Published: no more edits, no second publication.
    const late = await api('PUT', `/api/reports/${report.id}`, admin, input({ summary: 'Changed' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REPORT_MESSAGES.published);
    expect((await api('PUT', `/api/reports/${report.id}/publish`, admin)).statusCode).toBe(409);

    // A second report starts from the first one's scores; it stays a draft, invisible to the family.
    const next = (await api('GET', `/api/registrations/${id}/reports/template`, coach)).json().data;
    expect(next.prefilled_from.kind).toBe('report');
    expect(next.criteria.find((c: { criterion: string }) => c.criterion === 'Attitude').score).toBe(5);
    const draft = await api('POST', `/api/registrations/${id}/reports`, admin, input({ summary: 'Second term draft' }));
    expect(draft.statusCode).toBe(201);
    expect((await familyPage(id)).reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
    const list = (await api('GET', `/api/registrations/${id}/reports`, coach)).json().data as Report[];
    expect(list.map((r) => [r.id, r.state])).toEqual([
      [draft.json().data.id, 'draft'],
      [report.id, 'published'],
    ]);

    for (const action of ['report.create', 'report.update', 'report.publish'] as const) expect(await auditOf(id, action), action).not.toHaveLength(0);
  });

  it('refuses coaches who do not coach the child, another coach editing, and criteria the academy does not have', async () => {
    const id = await child();
    await evaluated(id, { Technique: 2 });
    const report = (await api('POST', `/api/registrations/${id}/reports`, coach, input())).json().data as Report;

    for (const [method, url, body] of [
      ['GET', `/api/registrations/${id}/reports`],
      ['GET', `/api/registrations/${id}/reports/template`],
      ['POST', `/api/registrations/${id}/reports`, input()],
      ['GET', `/api/reports/${report.id}`],
      ['PUT', `/api/reports/${report.id}`, input()],
    ] as const) {
      // A coach of another squad (and of no session of this child) is refused, as is an unassigned coach.
      expect((await api(method, url, squadCoach, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method, url, otherCoach, body)).statusCode, `${method} ${url}`).toBe(403);
    }

    const unknown = await api('POST', `/api/registrations/${id}/reports`, coach, input({ criteria: [{ criterion: 'Juggling', score: 3, comment: '' }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(REPORT_MESSAGES.unknownCriterion('Juggling'));
    const badScore = await api('POST', `/api/registrations/${id}/reports`, coach, input({ criteria: [{ criterion: 'Technique', score: 6, comment: '' }] }));
    expect(badScore.statusCode).toBe(400);
    expect((await api('GET', `/api/registrations/${id}/reports`, admin)).json().data).toHaveLength(1);
  });

  it("a squad's coach writes about the children of its squad, and edits only its own reports", async () => {
    const id = await child();
    await enrolled(id);
    const mine = await api('POST', `/api/registrations/${id}/reports`, squadCoach, input());
    expect(mine.statusCode, mine.body).toBe(201);
    // The administrator's draft is not the squad coach's to edit.
    const adminDraft = (await api('POST', `/api/registrations/${id}/reports`, admin, input())).json().data as Report;
    expect((await api('PUT', `/api/reports/${adminDraft.id}`, squadCoach, input())).statusCode).toBe(403);
    expect((await api('PUT', `/api/reports/${mine.json().data.id}`, squadCoach, input({ summary: 'Edited' }))).statusCode).toBe(200);
    expect((await api('GET', `/api/registrations/${id}/reports`, coach)).statusCode).toBe(403);
    expect((await api('GET', '/api/reports/999999', admin)).statusCode).toBe(404);
  });
});
