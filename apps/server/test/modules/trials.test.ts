import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import type { ParsedMail } from 'mailparser';
import { FAMILY_PAGE, TRIAL_DURATION_MINUTES, TRIAL_MESSAGES, TRIAL_REMINDER_BEFORE_MS, type TrialInput } from '@academy/contract/trial';
import { openDatabase } from '../../src/db/client.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { trialInvitations } from '../../src/db/schema/trials.ts';
import { bearer, createTestApp, eventually, freshData, login, useMailTestApp } from '../helpers.ts';

const { t, smtp, auth } = useMailTestApp();

const HOUR = 60 * 60 * 1000;
/** Whole minutes, as an administrator picks them (calendar files carry seconds, not milliseconds). */
const inHours = (h: number) => new Date(Math.floor((Date.now() + h * HOUR) / 60_000) * 60_000).toISOString();
let sessionCount = 0;
const sessionInput = (over: Partial<TrialInput> = {}): TrialInput => ({
  starts_at: inHours(72 + sessionCount++),
  location: 'Kampala Main Pitch',
  min_age: 10,
  max_age: 14,
  capacity: 10,
  notes: 'Meet at the clubhouse.',
  ...over,
});

let childCount = 0;
async function child(over: Partial<typeof registrations.$inferInsert> = {}) {
  childCount++;
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Parent ${childCount}`,
      parent_email: `parent${childCount}@example.com`,
      contact_phone: '+256 700 000 001',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: `Sam Kato${childCount}`,
      player_age: 12,
      years_playing: '2',
      current_school: 'Secretschool Qqq',
      uniform_size: 'Medium',
      health_conditions: 'Secrethealth asthma',
      source: 'public',
      ...over,
    })
    .returning();
  return row!;
}

async function createSession(over: Partial<TrialInput> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/trials', headers: auth, payload: sessionInput(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; starts_at: string; capacity: number };
}

const invite = (registrationId: number, trialId: number, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/registrations/${registrationId}/invite`,
    headers: auth,
    payload: { trial_id: trialId, ...(note ? { note } : {}) },
  });

/** The newest mail to `to` (waits for the runner to send it). */
const mailTo = (to: string, kind?: RegExp): Promise<ParsedMail> =>
  eventually(() => smtp.messages.findLast((m) => m.to && JSON.stringify(m.to).includes(to) && (!kind || kind.test(m.subject ?? ''))) ?? false, {
    what: `a mail to ${to}`,
  });

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const statusOf = async (id: number) => (await t.app.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const page = (token: string) => t.app.inject({ url: `/api/public/status/${token}` });
const respond = (token: string, answer: string) => t.app.inject({ method: 'POST', url: `/api/public/status/${token}/respond`, payload: { answer } });

beforeEach(() => {
  smtp.accept();
});

describe('trial sessions (admin)', () => {
  it('creates, reads, edits and lists sessions, upcoming first', async () => {
    const later = await createSession({ starts_at: inHours(500) });
    const sooner = await createSession({ starts_at: inHours(100), capacity: 12 });
    expect(sooner).toMatchObject({ capacity: 12, invited: 0, confirmed: 0, declined: 0, places_left: 12, cancelled_at: null, location: 'Kampala Main Pitch' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/trials/${later.id}`,
      headers: auth,
      payload: sessionInput({ starts_at: later.starts_at, location: 'Entebbe Field', capacity: 3 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: later.id, location: 'Entebbe Field', capacity: 3, places_left: 3 });

    const detail = await t.app.inject({ url: `/api/trials/${later.id}`, headers: auth });
    expect(detail.json().data).toMatchObject({ id: later.id, attendees: [] });

    const list = (await t.app.inject({ url: '/api/trials', headers: auth })).json().data as { id: number }[];
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
  });

  it('refuses a start in the past, a reversed age range and a bad capacity with the contract messages', async () => {
    const past = await t.app.inject({ method: 'POST', url: '/api/trials', headers: auth, payload: sessionInput({ starts_at: inHours(-1) }) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: TRIAL_MESSAGES.startsAtFuture, errors: { starts_at: TRIAL_MESSAGES.startsAtFuture } });
    const ages = await t.app.inject({ method: 'POST', url: '/api/trials', headers: auth, payload: sessionInput({ min_age: 14, max_age: 10 }) });
    expect(ages.statusCode).toBe(400);
    expect(ages.json().errors.max_age).toBe(TRIAL_MESSAGES.ageRange);
    const capacity = await t.app.inject({ method: 'POST', url: '/api/trials', headers: auth, payload: sessionInput({ capacity: 0 }) });
    expect(capacity.json().errors.capacity).toBe(TRIAL_MESSAGES.capacity);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/trials/999999', headers: auth, payload: sessionInput() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TRIAL_MESSAGES.notFound);
  });
});

describe('invitations', () => {
  it('invites a child: status trial_invited, a mail with an .ics a calendar reads and the status links to answer', async () => {
    const session = await createSession({ location: 'Nakivubo Stadium, Pitch 2' });
    const kid = await child();
    const res = await invite(kid.id, session.id, 'Bring a friend if you like.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: kid.id, status: 'trial_invited' });

    const mail = await mailTo(kid.parent_email, /Trial session invitation/);
    expect(mail.subject).toContain(kid.player_name);
    expect(mail.text).toContain('Nakivubo Stadium, Pitch 2');
    expect(mail.text).toContain('Bring a friend if you like.');
    expect(mail.text).toMatch(/UTC|GMT/);
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(ics!.content.toString('utf8'))).filter((c) => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const event = events[0] as ical.VEvent;
    expect(new Date(event.start).toISOString()).toBe(session.starts_at);
    expect(new Date(event.end!).getTime() - new Date(event.start).getTime()).toBe(TRIAL_DURATION_MINUTES * 60 * 1000);
    expect(event.location).toBe('Nakivubo Stadium, Pitch 2');

    const confirm = mail.text!.match(/Confirm the trial: (\S+)/)![1]!;
    const decline = mail.text!.match(/Decline: (\S+)/)![1]!;
    expect(confirm).toMatch(/\/status\/[A-Za-z0-9_-]{20,}\?answer=confirm$/);
    expect(decline).toBe(confirm.replace('answer=confirm', 'answer=decline'));
    const status = await page(tokenOf(confirm.split('?')[0]!));
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      status: 'trial_invited',
      answers: ['confirm', 'decline', 'withdraw'],
      trial: { location: 'Nakivubo Stadium, Pitch 2', state: 'invited' },
    });

    const detail = (await t.app.inject({ url: `/api/trials/${session.id}`, headers: auth })).json().data;
    expect(detail).toMatchObject({ invited: 1, confirmed: 0, places_left: session.capacity - 1 });
    expect(detail.attendees).toEqual([
      expect.objectContaining({ registration_id: kid.id, player_name: kid.player_name, parent_name: kid.parent_name, state: 'invited', responded_at: null }),
    ]);
  });

  it('refuses a session that does not fit the age, a full one, a cancelled one and a closed application with 409', async () => {
    const session = await createSession({ min_age: 10, max_age: 11, capacity: 1 });
    const tooOld = await child({ player_age: 13 });
    const age = await invite(tooOld.id, session.id);
    expect(age.statusCode).toBe(409);
    expect(age.json().message).toBe(TRIAL_MESSAGES.ageMismatch);

    const first = await child({ player_age: 10 });
    const second = await child({ player_age: 11 });
    expect((await invite(first.id, session.id)).statusCode).toBe(200);
    const full = await invite(second.id, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(TRIAL_MESSAGES.full);
    expect(await statusOf(second.id)).toBe('pending');
    // Inviting the same child again to its own session re-sends the invitation: its own place is not "taken".
    expect((await invite(first.id, session.id)).statusCode).toBe(200);

    const closed = await child({ status: 'withdrawn' });
    const other = await createSession();
    const refused = await invite(closed.id, other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRIAL_MESSAGES.cannotInvite);

    const unknown = await invite(first.id, 999999);
    expect(unknown.statusCode).toBe(404);
    expect((await invite(999999, other.id)).statusCode).toBe(404);
  });

  it('re-inviting moves the child: the old invitation is cancelled and its place freed', async () => {
    const a = await createSession({ capacity: 2 });
    const b = await createSession({ capacity: 2 });
    const kid = await child();
    expect((await invite(kid.id, a.id)).statusCode).toBe(200);
    const moved = await invite(kid.id, b.id);
    expect(moved.statusCode).toBe(200);
    const rows = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.registration_id, kid.id));
    expect(Object.fromEntries(rows.map((r) => [r.trial_id, r.state]))).toEqual({ [a.id]: 'cancelled', [b.id]: 'invited' });
    expect((await t.app.inject({ url: `/api/trials/${a.id}`, headers: auth })).json().data).toMatchObject({ invited: 0, places_left: 2 });
    expect((await t.app.inject({ url: `/api/trials/${b.id}`, headers: auth })).json().data).toMatchObject({ invited: 1, places_left: 1 });
  });

  it('gives the place back when an administrator moves an invited child elsewhere, but keeps an accepted child on record', async () => {
    const session = await createSession({ capacity: 2 });
    const moved = await child();
    const kept = await child();
    expect((await invite(moved.id, session.id)).statusCode).toBe(200);
    expect((await invite(kept.id, session.id)).statusCode).toBe(200);
    const put = (id: number, status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload: { status, notify: false } });
    expect((await put(moved.id, 'waitlisted')).statusCode).toBe(200);
    expect((await put(kept.id, 'accepted')).statusCode).toBe(200);
    const rows = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.trial_id, session.id));
    expect(Object.fromEntries(rows.map((r) => [r.registration_id, r.state]))).toEqual({ [moved.id]: 'cancelled', [kept.id]: 'invited' });
    expect((await t.app.inject({ url: `/api/trials/${session.id}`, headers: auth })).json().data).toMatchObject({ invited: 1, places_left: 1 });
  });

  it('exports the attendance list as a formula-safe CSV', async () => {
    const session = await createSession();
    const kid = await child({ player_name: '=HYPERLINK("http://evil")', parent_name: 'Ann "Nan" Okello' });
    expect((await invite(kid.id, session.id)).statusCode).toBe(200);
    const res = await t.app.inject({ url: `/api/trials/${session.id}/attendance.csv`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`trial-${session.id}-attendance.csv`);
    expect(res.body.split('\r\n')).toEqual([
      'child,age,parent,phone,state',
      `"'=HYPERLINK(""http://evil"")","12","Ann ""Nan"" Okello","'+256 700 000 001","invited"`,
      '',
    ]);
  });
});

describe('public trial dates', () => {
  it('lists upcoming, not cancelled sessions with their public fields only, and follows invitations', async () => {
    const session = await createSession({ starts_at: inHours(30), capacity: 4, location: 'Public Pitch' });
    const before = await t.app.inject({ url: '/api/public/trials' });
    expect(before.statusCode).toBe(200);
    const entry = (before.json().data as Record<string, unknown>[]).find((s) => s.location === 'Public Pitch');
    expect(entry).toEqual({ starts_at: session.starts_at, location: 'Public Pitch', min_age: 10, max_age: 14, places_left: 4 });
    for (const s of before.json().data as Record<string, unknown>[])
      expect(Object.keys(s).sort()).toEqual(['location', 'max_age', 'min_age', 'places_left', 'starts_at']);

    // The invitation (an admin write under /api/registrations) empties the public cache.
    const kid = await child({ player_name: 'Publicleak Zzz' });
    expect((await invite(kid.id, session.id)).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/public/trials' });
    expect(after.body).not.toContain('Publicleak');
    expect((after.json().data as { location: string; places_left: number }[]).find((s) => s.location === 'Public Pitch')!.places_left).toBe(3);
  });
});

describe("the family's status page", () => {
  async function invitedChild(over: Partial<TrialInput> = {}) {
    const session = await createSession(over);
    const kid = await child();
    expect((await invite(kid.id, session.id)).statusCode).toBe(200);
    const token = tokenOf(await t.app.statusLinks.urlFor(t.app.db, kid.id));
    return { session, kid, token };
  }

  it('answers 404 with the invalid-link text and no data for a wrong token', async () => {
    const { token } = await invitedChild();
    for (const wrong of ['nope', `${token.slice(0, -2)}xx`, 'A'.repeat(43)]) {
      const res = await page(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: FAMILY_PAGE.invalidLink });
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = await respond(wrong, 'withdraw');
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(FAMILY_PAGE.invalidLink);
    }
  });

  it('shows the first name only, never the parent, school or health, and is never cached', async () => {
    const { kid, token } = await invitedChild();
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.first_name).toBe('Sam');
    expect(data).toMatchObject({ title: 'Invited to a trial session', trial: { what_to_bring: expect.any(String) } });
    for (const secret of [kid.player_name, kid.parent_name, kid.parent_email, kid.current_school, kid.health_conditions, kid.contact_phone])
      expect(res.body).not.toContain(secret);
    // Same answer twice: it comes from the database each time, not from the public cache.
    await t.app.db.update(registrations).set({ player_name: 'Renamed Child' }).where(eq(registrations.id, kid.id));
    expect((await page(token)).json().data.first_name).toBe('Renamed');
  });

  it('offers only withdraw before an invitation, and refuses a trial answer with 409', async () => {
    const kid = await child();
    const token = tokenOf(await t.app.statusLinks.urlFor(t.app.db, kid.id));
    expect((await page(token)).json().data).toMatchObject({ status: 'pending', trial: null, answers: ['withdraw'] });
    const refused = await respond(token, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FAMILY_PAGE.answerRefused);
    expect(await statusOf(kid.id)).toBe('pending');
  });

  it('confirm: invitation confirmed, status trial_confirmed, the reminder scheduled a day before; a second confirm is refused', async () => {
    const { session, kid, token } = await invitedChild();
    const res = await respond(token, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({ status: 'trial_confirmed', trial: { state: 'confirmed' }, answers: ['decline', 'change_trial', 'withdraw'] });
    expect(await statusOf(kid.id)).toBe('trial_confirmed');
    const [invitation] = await t.app.db
      .select()
      .from(trialInvitations)
      .where(and(eq(trialInvitations.registration_id, kid.id), eq(trialInvitations.trial_id, session.id)));
    expect(invitation).toMatchObject({ state: 'confirmed', responded_at: expect.any(Date) });
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `trial-reminder:${invitation!.id}`));
    expect(job).toMatchObject({ kind: 'trial-reminder', state: 'queued', payload: { invitationId: invitation!.id } });
    expect(job!.run_at.getTime()).toBe(new Date(session.starts_at).getTime() - TRIAL_REMINDER_BEFORE_MS);
    expect((await t.app.inject({ url: `/api/trials/${session.id}`, headers: auth })).json().data).toMatchObject({ invited: 0, confirmed: 1 });

    const again = await respond(token, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FAMILY_PAGE.answerRefused);
  });

  it('decline: invitation declined, status back to contacted, the place freed', async () => {
    const { session, kid, token } = await invitedChild({ capacity: 1 });
    const res = await respond(token, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'contacted', trial: null, answers: ['withdraw'] });
    expect(await statusOf(kid.id)).toBe('contacted');
    expect((await t.app.inject({ url: `/api/trials/${session.id}`, headers: auth })).json().data).toMatchObject({ invited: 0, declined: 1, places_left: 1 });
    expect((await respond(token, 'decline')).statusCode).toBe(409);
  });

  it('withdraw: status withdrawn, the open invitation cancelled with its reminder; nothing more can be answered', async () => {
    const { kid, token } = await invitedChild();
    expect((await respond(token, 'confirm')).statusCode).toBe(200);
    const res = await respond(token, 'withdraw');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'withdrawn', trial: null, answers: [] });
    expect(await statusOf(kid.id)).toBe('withdrawn');
    const [invitation] = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.registration_id, kid.id));
    expect(invitation!.state).toBe('cancelled');
    expect(
      await t.app.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `trial-reminder:${invitation!.id}`)),
    ).toEqual([]);
    expect((await respond(token, 'withdraw')).statusCode).toBe(409);
  });

  it('refuses an unknown answer with 400', async () => {
    const { token } = await invitedChild();
    expect((await respond(token, 'accept')).statusCode).toBe(400);
  });
});

describe("the status page's HTML", () => {
  it('is served for no search engine and no cache', async () => {
    const webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
    await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const web = await createTestApp({ webDist });
    try {
      const status = await web.app.inject('/status/some-token-from-a-mail');
      expect(status.statusCode).toBe(200);
      expect(status.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(status.headers['cache-control']).toBe('no-store');
      const other = await web.app.inject('/register');
      expect(other.headers['x-robots-tag']).toBeUndefined();
      expect(other.headers['cache-control']).toBe('no-cache');
    } finally {
      await web.close();
      await fsp.rm(webDist, { recursive: true, force: true });
    }
  });
});

describe('reminders', () => {
  it('sends a reminder that fell due while nobody ran it, and none for a declined invitation', async () => {
    const session = await createSession({ location: 'Reminder Ground' });
    const kid = await child();
    expect((await invite(kid.id, session.id)).statusCode).toBe(200);
    const token = tokenOf(await t.app.statusLinks.urlFor(t.app.db, kid.id));
    expect((await respond(token, 'confirm')).statusCode).toBe(200);
    const [invitation] = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.registration_id, kid.id));
    // The job was due an hour ago (the server was down): the runner's next pass sends it.
    await t.app.db
      .update(jobs)
      .set({ run_at: new Date(Date.now() - HOUR) })
      .where(eq(jobs.key, `trial-reminder:${invitation!.id}`));
    await t.app.background.drain();
    const mail = await mailTo(kid.parent_email, /^Reminder/);
    expect(mail.text).toContain('Reminder Ground');
    expect(mail.text).toContain(`/status/${token}`);
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `trial-reminder:${invitation!.id}`));
    expect(job!.state).toBe('done');

    // A reminder whose invitation is no longer confirmed does nothing.
    const other = await child();
    expect((await invite(other.id, session.id)).statusCode).toBe(200);
    const [open] = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.registration_id, other.id));
    await t.app.db
      .insert(jobs)
      .values({ kind: 'trial-reminder', key: `trial-reminder:${open!.id}`, run_at: new Date(Date.now() - HOUR), payload: { invitationId: open!.id } });
    // The job ran and the runner drained the mail it could have queued.
    await t.app.background.drain();
    const [ran] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `trial-reminder:${open!.id}`));
    expect(ran!.state).toBe('done');
    expect(
      await t.app.db
        .select()
        .from(emails)
        .where(and(eq(emails.to, other.parent_email), eq(emails.state, 'queued'))),
    ).toEqual([]);
    expect(smtp.messages.filter((m) => /^Reminder/.test(m.subject ?? '') && JSON.stringify(m.to).includes(other.parent_email))).toEqual([]);
  });
});

describe('reminders across a restart', () => {
  it('sends, when the server starts again, a reminder that fell due while it was stopped', async () => {
    const data = await freshData('academy-trial-restart-');
    const shared = { dataDir: data.dataDir, inMemoryDb: false, databaseUrl: data.databaseUrl };
    try {
      // First run, without a mail server: a family confirms a session that starts in a day and a minute.
      const first = await createTestApp(shared);
      const admin = bearer(await login(first.app));
      const startsAt = new Date(Date.now() + TRIAL_REMINDER_BEFORE_MS + 60_000).toISOString();
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/trials',
        headers: admin,
        payload: sessionInput({ starts_at: startsAt, location: 'Restart Ground' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const [kid] = await first.app.db
        .insert(registrations)
        .values({
          parent_name: 'Restart Parent',
          parent_email: 'restart.parent@example.com',
          contact_phone: '1',
          residence: 'x',
          contact_permission: 'yes',
          player_name: 'Rex Stone',
          player_age: 12,
          years_playing: '2',
          current_school: 's',
          uniform_size: 'Small',
          health_conditions: 'N/A',
        })
        .returning();
      expect(
        (await first.app.inject({ method: 'POST', url: `/api/registrations/${kid!.id}/invite`, headers: admin, payload: { trial_id: created.json().data.id } }))
          .statusCode,
      ).toBe(200);
      const token = tokenOf(await first.app.statusLinks.urlFor(first.app.db, kid!.id));
      expect((await first.app.inject({ method: 'POST', url: `/api/public/status/${token}/respond`, payload: { answer: 'confirm' } })).statusCode).toBe(200);
      await first.close();

      // Stopped while the reminder falls due (its time moved to a minute ago, on the stopped server's
      // database); the next start sends it (with the invitation kept in the outbox).
      const stopped = await openDatabase(shared);
      const moved = await stopped.db
        .update(jobs)
        .set({ run_at: new Date(Date.now() - 60_000) })
        .where(and(eq(jobs.kind, 'trial-reminder'), eq(jobs.state, 'queued')))
        .returning();
      await stopped.close();
      expect(moved).toHaveLength(1);
      const second = await createTestApp({ ...shared, smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
      try {
        const reminder = await mailTo('restart.parent@example.com', /^Reminder/);
        expect(reminder.text).toContain('Restart Ground');
        expect(await mailTo('restart.parent@example.com', /Trial session invitation/)).toBeDefined();
      } finally {
        await second.close();
      }
    } finally {
      await data.remove();
    }
  });
});

describe('cancelling a session', () => {
  it('mails the invited and confirmed families, sends their children back to contacted and drops the reminders', async () => {
    const session = await createSession({ starts_at: inHours(200) });
    const invited = await child();
    const confirmed = await child();
    const declined = await child();
    for (const kid of [invited, confirmed, declined]) expect((await invite(kid.id, session.id)).statusCode).toBe(200);
    const tokenOfKid = async (id: number) => tokenOf(await t.app.statusLinks.urlFor(t.app.db, id));
    expect((await respond(await tokenOfKid(confirmed.id), 'confirm')).statusCode).toBe(200);
    expect((await respond(await tokenOfKid(declined.id), 'decline')).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/trials/${session.id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: session.id, cancelled_at: expect.any(String), invited: 0, confirmed: 0, places_left: session.capacity });

    for (const kid of [invited, confirmed]) {
      const mail = await mailTo(kid.parent_email, /^Trial session cancelled/);
      expect(mail.text).toContain(kid.player_name);
      expect(await statusOf(kid.id)).toBe('contacted');
    }
    expect(await statusOf(declined.id)).toBe('contacted');
    expect(smtp.messages.filter((m) => /^Trial session cancelled/.test(m.subject ?? '') && JSON.stringify(m.to).includes(declined.parent_email))).toEqual([]);
    const states = await t.app.db.select().from(trialInvitations).where(eq(trialInvitations.trial_id, session.id));
    expect(states.map((s) => s.state).sort()).toEqual(['cancelled', 'cancelled', 'declined']);
    const reminders = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'trial-reminder'));
    expect(reminders.filter((j) => states.some((s) => j.key === `trial-reminder:${s.id}`) && j.state !== 'done')).toEqual([]);

    // Not listed publicly, not invitable, not cancellable twice.
    expect((await t.app.inject({ url: '/api/public/trials' })).json().data.some((s: { starts_at: string }) => s.starts_at === session.starts_at)).toBe(false);
    const late = await invite((await child()).id, session.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TRIAL_MESSAGES.alreadyCancelled);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/trials/${session.id}`, headers: auth });
    expect(twice.statusCode).toBe(409);
    const listed = (await t.app.inject({ url: '/api/trials', headers: auth })).json().data.find((s: { id: number }) => s.id === session.id);
    expect(listed.cancelled_at).not.toBeNull();
  });
});
