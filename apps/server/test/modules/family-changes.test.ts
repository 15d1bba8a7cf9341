import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ical from 'node-ical';
import type { ParsedMail } from 'mailparser';
import { FAMILY_DETAILS, type FamilyDetails } from '@academy/contract/family-details';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { REGISTRATION_MESSAGES, type RegistrationHistoryEntry } from '@academy/contract/registration';
import { FAMILY_PAGE, FAMILY_TRIAL_CHANGE, type FamilyStatus, type TrialInput } from '@academy/contract/trial';
import { jobs } from '../../src/db/schema/jobs.ts';
import { formatWhen } from '../../src/lib/academy-zone.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { trialInvitations, trialSessions } from '../../src/db/schema/trials.ts';
import { bearer, createTestApp, eventually, login, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

/**
 * The family's own changes on its status page: moving or declining a confirmed trial until it starts
 * (places counted under the session's lock), correcting contact details and health conditions (the
 * history, the audit trail, the notice to the old address), and the trial as a calendar file.
 */
let smtp: TestMailServer;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.accept());

const HOUR = 60 * 60 * 1000;
const inHours = (h: number) => new Date(Math.floor((Date.now() + h * HOUR) / 60_000) * 60_000).toISOString();
let sessions = 0;
async function session(over: Partial<TrialInput> = {}) {
  const payload: TrialInput = {
    starts_at: inHours(72 + sessions++),
    location: `Pitch ${sessions}, 1 Stadium Road, Accra`,
    min_age: 10,
    max_age: 14,
    capacity: 10,
    ...over,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/trials', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; starts_at: string; location: string };
}

let children = 0;
async function child(age = 12) {
  children++;
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Parent ${children}`,
      parent_email: `family${children}@example.com`,
      contact_phone: '+233 20 555 0101',
      residence: 'Accra',
      contact_permission: 'yes',
      player_name: `Ama Mensah${children}`,
      player_age: age,
      years_playing: '2',
      current_school: 'Riverside',
      uniform_size: 'Medium',
      health_conditions: 'Secrethealth peanut allergy',
      source: 'public',
    })
    .returning();
  return row!;
}

const tokenFor = async (id: number) => {
  const url = await t.app.statusLinks.urlFor(t.app.db, id);
  return url.slice(url.lastIndexOf('/') + 1);
};
const respond = (token: string, answer: string, trialId?: number) =>
  t.app.inject({ method: 'POST', url: `/api/public/status/${token}/respond`, payload: { answer, ...(trialId ? { trial_id: trialId } : {}) } });
const status = async (token: string) => (await t.app.inject({ url: `/api/public/status/${token}` })).json().data as FamilyStatus;
const history = async (id: number) =>
  (await t.app.inject({ url: `/api/registrations/${id}/history`, headers: auth })).json().data as RegistrationHistoryEntry[];
const auditOf = async (id: number) =>
  (await t.app.inject({ url: `/api/audit?record_type=registration&record_id=${id}&limit=100`, headers: auth })).json().data as {
    action: string;
    actor: string;
    summary: string;
  }[];
const openInvitations = (id: number) =>
  t.app.db
    .select()
    .from(trialInvitations)
    .where(and(eq(trialInvitations.registration_id, id), inArray(trialInvitations.state, ['invited', 'confirmed'])));
const mailTo = (to: string, subject: RegExp): Promise<ParsedMail> =>
  eventually(() => smtp.messages.findLast((m) => JSON.stringify(m.to ?? '').includes(to) && subject.test(m.subject ?? '')) ?? false, {
    what: `a mail to ${to}`,
  });

/** A child invited to `trialId` whose family confirmed: its token. */
async function confirmed(trialId: number, age = 12) {
  const c = await child(age);
  const invited = await t.app.inject({ method: 'POST', url: `/api/registrations/${c.id}/invite`, headers: auth, payload: { trial_id: trialId } });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await tokenFor(c.id);
  expect((await respond(token, 'confirm')).statusCode).toBe(200);
  return { child: c, token };
}

describe('a confirmed trial, changed or declined by the family', () => {
  it('offers "change" with the sessions that fit (age, room, ahead) and "decline" once confirmed', async () => {
    const from = await session();
    const fits = await session();
    const tooOld = await session({ min_age: 15, max_age: 18 });
    const full = await session({ capacity: 1 });
    await confirmed(full.id);
    const { token } = await confirmed(from.id);
    const page = await status(token);
    expect(page.answers).toEqual(expect.arrayContaining(['decline', 'change_trial', 'withdraw']));
    expect(page.answers).not.toContain('confirm');
    const ids = page.trial!.choices.map((c) => c.id);
    expect(ids).toContain(fits.id);
    expect(ids).not.toContain(from.id);
    expect(ids).not.toContain(tooOld.id);
    expect(ids).not.toContain(full.id);
    expect(page.trial!.choices.find((c) => c.id === fits.id)).toMatchObject({ location: fits.location, places_left: 10 });
  });

  it('offers an open session even when more than a page of earlier sessions for the age are full', async () => {
    // An age no other test uses, so only these sessions fit the child.
    const only = { min_age: 20, max_age: 20 };
    const from = await session(only);
    const fullIds = (
      await t.app.db
        .insert(trialSessions)
        .values(Array.from({ length: 21 }, (_, i) => ({ starts_at: new Date(inHours(24 + i)), location: `Full pitch ${i}`, ...only, capacity: 1 })))
        .returning({ id: trialSessions.id })
    ).map((r) => r.id);
    const taker = await child(20);
    await t.app.db.insert(trialInvitations).values(fullIds.map((trial_id) => ({ trial_id, registration_id: taker.id, state: 'confirmed' as const })));
    const open = await session({ ...only, starts_at: inHours(60) });
    const { token } = await confirmed(from.id, 20);
    expect((await status(token)).trial!.choices.map((c) => c.id)).toEqual([open.id]);
  });

  it('moves the trial: old place freed, new one confirmed with its reminder, history, audit (family) and a mail with the new calendar file', async () => {
    const from = await session();
    const to = await session({ location: 'Riverside Ground, 4 Ring Road, Accra' });
    const { child: c, token } = await confirmed(from.id);
    const before = (await t.app.inject({ url: `/api/trials/${to.id}`, headers: auth })).json().data;

    const res = await respond(token, 'change_trial', to.id);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as FamilyStatus;
    expect(page).toMatchObject({ status: 'trial_confirmed', trial: { location: to.location, state: 'confirmed', starts_at: to.starts_at } });

    const open = await openInvitations(c.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ trial_id: to.id, state: 'confirmed' });
    expect((await t.app.inject({ url: `/api/trials/${from.id}`, headers: auth })).json().data).toMatchObject({ confirmed: 0, places_left: 10 });
    expect((await t.app.inject({ url: `/api/trials/${to.id}`, headers: auth })).json().data).toMatchObject({
      confirmed: 1,
      places_left: before.places_left - 1,
    });
    const reminders = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'trial-reminder'), sql`${jobs.payload}->>'invitationId' = ${String(open[0]!.id)}`));
    expect(reminders).toHaveLength(1);

    const last = (await history(c.id)).at(-1)!;
    expect(last).toMatchObject({ actor: 'family', from_status: 'trial_confirmed', to_status: 'trial_confirmed' });
    expect(last.note).toBe(FAMILY_TRIAL_CHANGE.movedNote(formatWhen(new Date(from.starts_at)), formatWhen(new Date(to.starts_at))));
    expect(last.email).not.toBeNull();
    const audit = await auditOf(c.id);
    expect(audit.find((a) => a.action === 'trial.family_change')).toMatchObject({ actor: 'family' });

    const mail = await mailTo(c.parent_email, /^Trial session moved/);
    expect(mail.text).toContain(to.location);
    const ics = mail.attachments.find((a) => a.filename === 'trial-session.ics');
    const event = Object.values(ical.sync.parseICS(ics!.content.toString())).find((e) => e?.type === 'VEVENT') as ical.VEvent;
    expect(event.location).toBe(to.location);
    expect(new Date(event.start).toISOString()).toBe(to.starts_at);
  });

  it('"I can\'t come": invitation declined, place freed, back to contacted, reminder dropped, mailed and audited', async () => {
    const s = await session();
    const { child: c, token } = await confirmed(s.id);
    const [invitation] = await openInvitations(c.id);
    const res = await respond(token, 'decline');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'contacted', trial: null });
    expect(await openInvitations(c.id)).toHaveLength(0);
    const [row] = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.id, invitation!.id));
    expect(row!.state).toBe('declined');
    expect((await t.app.inject({ url: `/api/trials/${s.id}`, headers: auth })).json().data).toMatchObject({ confirmed: 0, declined: 1, places_left: 10 });
    const reminder = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'trial-reminder'), sql`${jobs.payload}->>'invitationId' = ${String(invitation!.id)}`));
    expect(reminder.every((j) => j.state !== 'queued')).toBe(true);
    expect((await history(c.id)).at(-1)).toMatchObject({ actor: 'family', from_status: 'trial_confirmed', to_status: 'contacted' });
    expect((await auditOf(c.id)).filter((a) => a.action === 'trial.family_change')).toHaveLength(1);
    const mail = await mailTo(c.parent_email, /^Trial session declined/);
    expect(mail.text).toContain('cannot come');
  });

  it('refuses a change or a decline once the session has started, with its own message, and changes nothing', async () => {
    const from = await session();
    const to = await session();
    const { child: c, token } = await confirmed(from.id);
    await t.app.db.execute(sql`update trial_sessions set starts_at = now() - interval '5 minutes' where id = ${from.id}`);
    for (const [answer, id] of [
      ['change_trial', to.id],
      ['decline', undefined],
    ] as const) {
      const res = await respond(token, answer, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(FAMILY_TRIAL_CHANGE.started);
    }
    expect((await status(token)).answers).not.toContain('change_trial');
    expect(await openInvitations(c.id)).toMatchObject([{ trial_id: from.id, state: 'confirmed' }]);
    expect((await history(c.id)).at(-1)).toMatchObject({ to_status: 'trial_confirmed', actor: 'family' });
  });

  it('refuses a session that is full, not for the age, cancelled or missing, and a change without a session', async () => {
    const from = await session();
    const full = await session({ capacity: 1 });
    await confirmed(full.id);
    const older = await session({ min_age: 15, max_age: 18 });
    const cancelled = await session();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trials/${cancelled.id}`, headers: auth })).statusCode).toBe(200);
    const { child: c, token } = await confirmed(from.id);
    for (const id of [full.id, older.id, cancelled.id, from.id, 999_999]) {
      const res = await respond(token, 'change_trial', id);
      expect(res.statusCode, `session ${id}`).toBe(409);
      expect(res.json().message).toBe(FAMILY_TRIAL_CHANGE.sessionGone);
    }
    expect((await respond(token, 'change_trial')).statusCode).toBe(400);
    expect(await openInvitations(c.id)).toMatchObject([{ trial_id: from.id, state: 'confirmed' }]);
  });

  it('never overbooks: two families taking the last place at once, and one family changing twice at once', async () => {
    const last = await session({ capacity: 2 });
    await confirmed(last.id);
    const a = await confirmed((await session()).id);
    const b = await confirmed((await session()).id);
    const answers = await Promise.all([respond(a.token, 'change_trial', last.id), respond(b.token, 'change_trial', last.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await t.app.inject({ url: `/api/trials/${last.id}`, headers: auth })).json().data;
    expect(detail).toMatchObject({ confirmed: 2, places_left: 0 });
    // The family refused keeps its own date.
    const refused = answers[0]!.statusCode === 409 ? a : b;
    expect(await openInvitations(refused.child.id)).toHaveLength(1);

    // One family, two changes at once: it ends with one open invitation, and every session's count is right.
    const [x, y] = [await session(), await session()];
    const c = await confirmed((await session()).id);
    const both = await Promise.all([respond(c.token, 'change_trial', x.id), respond(c.token, 'change_trial', y.id)]);
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
    const open = await openInvitations(c.child.id);
    expect(open).toHaveLength(1);
    const counts = await Promise.all(
      [x.id, y.id].map(async (id) => (await t.app.inject({ url: `/api/trials/${id}`, headers: auth })).json().data.confirmed as number),
    );
    expect(counts.reduce((n, m) => n + m, 0)).toBe(1);
  });

  it('an invited (not yet confirmed) trial is not moved: change_trial is refused', async () => {
    const from = await session();
    const to = await session();
    const c = await child();
    await t.app.inject({ method: 'POST', url: `/api/registrations/${c.id}/invite`, headers: auth, payload: { trial_id: from.id } });
    const token = await tokenFor(c.id);
    expect((await respond(token, 'change_trial', to.id)).json().message).toBe(FAMILY_PAGE.answerRefused);
    expect((await status(token)).trial!.choices).toEqual([]);
  });
});

describe('the trial as a calendar file', () => {
  it("downloads the shown trial as .ics (the invitation mail's event), never cached; 404 without a trial or with a wrong link", async () => {
    const s = await session({ notes: 'Meet at gate B.' });
    const { child: c, token } = await confirmed(s.id);
    const res = await t.app.inject({ url: `/api/public/status/${token}/trial.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trial-session.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    const event = Object.values(ical.sync.parseICS(res.body)).find((e) => e?.type === 'VEVENT') as ical.VEvent;
    expect(event.location).toBe(s.location);
    expect(new Date(event.start).toISOString()).toBe(s.starts_at);
    expect(new Date(event.end as unknown as string).getTime() - new Date(event.start).getTime()).toBe(90 * 60_000);
    expect(String(event.summary)).toContain(c.player_name);
    expect(String(event.description)).toContain('Meet at gate B.');
    const [invitation] = await openInvitations(c.id);
    // The same uid as the invitation mail's attachment: a calendar updates the event it has.
    const invitationMail = await mailTo(c.parent_email, /invit/i);
    const mailed = Object.values(ical.sync.parseICS(invitationMail.attachments.find((a) => a.filename === 'trial-session.ics')!.content.toString())).find(
      (e) => e?.type === 'VEVENT',
    ) as ical.VEvent;
    expect(event.uid).toBe(mailed.uid);
    expect(event.uid).toContain(`trial-invitation-${invitation!.id}@`);
    expect(res.body).not.toContain('Secrethealth');

    const none = await tokenFor((await child()).id);
    expect((await t.app.inject({ url: `/api/public/status/${none}/trial.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/status/${'x'.repeat(43)}/trial.ics` })).json().message).toBe(FAMILY_PAGE.invalidLink);
  });
});

describe('contact details and health conditions, corrected by the family', () => {
  const put = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/public/status/${token}/details`, payload });

  it('reads the details, validates as the registration form, and records what changed (not the values) in history and audit', async () => {
    const c = await child();
    const token = await tokenFor(c.id);
    const details = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data as FamilyDetails;
    expect(details).toEqual({
      parent_email: c.parent_email,
      contact_phone: c.contact_phone,
      residence: c.residence,
      health_conditions: c.health_conditions,
      pending_email: null,
    });

    const bad = await put(token, { ...details, parent_email: 'not-an-email', contact_phone: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ parent_email: REGISTRATION_MESSAGES.email, contact_phone: REGISTRATION_MESSAGES.phone });

    const same = await put(token, details);
    expect(same.json().data.changed).toEqual([]);
    expect(await history(c.id)).toHaveLength(0);

    const res = await put(token, { ...details, contact_phone: '+233 24 000 1111', residence: 'Kumasi', health_conditions: 'Secrethealth asthma inhaler' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      contact_phone: '+233 24 000 1111',
      residence: 'Kumasi',
      changed: ['contact_phone', 'residence', 'health_conditions'],
    });
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.id, c.id));
    expect(row).toMatchObject({ contact_phone: '+233 24 000 1111', residence: 'Kumasi', health_conditions: 'Secrethealth asthma inhaler', status: 'pending' });

    const entry = (await history(c.id)).at(-1)!;
    expect(entry).toMatchObject({ actor: 'family', from_status: 'pending', to_status: 'pending', email: null });
    expect(entry.note).toBe('Contact details corrected by the family (phone, residence); health conditions updated.');
    const audit = (await auditOf(c.id)).find((a) => a.action === 'registration.family_update')!;
    expect(audit).toMatchObject({ actor: 'family', summary: 'Changed by the family: contact_phone, residence, health_conditions' });
    expect(JSON.stringify(audit)).not.toMatch(/Kumasi|Secrethealth|\+233/);

    // Empty health conditions are stored as the form stores them.
    const now = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data as FamilyDetails;
    expect((await put(token, { ...now, health_conditions: '' })).json().data.changed).toEqual(['health_conditions']);
    expect((await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data.health_conditions).toBe(
      (await t.app.db.select().from(registrations).where(eq(registrations.id, c.id)))[0]!.health_conditions,
    );
    expect((await history(c.id)).at(-1)!.note).toBe('Health conditions updated by the family.');
  });

  it('a new email (real SMTP): the new address gets only a link; once followed, later mails go there and the old address is told, without the new address', async () => {
    const s = await session();
    const c = await child();
    const token = await tokenFor(c.id);
    const details = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data as FamilyDetails;
    const res = await put(token, { ...details, parent_email: 'new.address@example.com' });
    expect(res.json().data).toMatchObject({ changed: ['parent_email'], parent_email: c.parent_email, pending_email: 'new.address@example.com' });
    expect((await history(c.id)).at(-1)!.note).toBe('Contact details corrected by the family (email).');

    const confirmation = await mailTo('new.address@example.com', /Confirm your email/);
    expect(confirmation.text).not.toContain(c.player_name);
    const link = confirmation.text!.match(/\/family\/email\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await t.app.inject({ method: 'POST', url: `/api/public/family-email/${link}` })).statusCode).toBe(200);

    const notice = await mailTo(c.parent_email, /contact email/);
    expect(notice.subject).toBe(FAMILY_MAIL_TEXTS.contactEmailChanged({ parentName: c.parent_name, playerName: c.player_name, undoUrl: '' }).subject);
    expect(notice.text).not.toContain('new.address@example.com');

    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${c.id}/invite`, headers: auth, payload: { trial_id: s.id } })).statusCode).toBe(200);
    const invitation = await mailTo('new.address@example.com', /invit/i);
    expect(invitation.text).toContain(c.player_name);
    expect(smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(c.parent_email) && /invit/i.test(m.subject ?? ''))).toHaveLength(0);
  });

  it('answers 404 for a wrong link, and the page texts name every field', async () => {
    expect((await put('y'.repeat(43), { parent_email: 'a@example.com', contact_phone: '1', residence: 'x' })).statusCode).toBe(404);
    expect(Object.keys(FAMILY_DETAILS.labels)).toEqual(['parent_email', 'contact_phone', 'residence', 'health_conditions']);
  });
});
