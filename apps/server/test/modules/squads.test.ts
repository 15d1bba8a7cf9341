import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { FAMILY_STATUS } from '@academy/contract/registration';
import { SQUAD_MESSAGES, type PublicSquad, type SquadInput } from '@academy/contract/squad';
import { jobs } from '../../src/db/schema/jobs.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { registrationStatusHistory } from '../../src/db/schema/registration-status-history.ts';
import { squadPlaces } from '../../src/db/schema/squads.ts';
import { moduleDeps } from '../../src/lib/module-deps.ts';
import { createSquadService } from '../../src/modules/squads/service.ts';
import { createCoachAccess } from '../../src/modules/access/coach-access.ts';
import { bearer, createUserWithRole, eraseOwnData, eventually, useMailTestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/** Squads, offers and the waiting list (docs/decisions/031), through the API, with a real SMTP server. */
let webDist: string;
// A web build whose server renderer lists the squads' players: /team's HTML shows the rosters.
const { t, smtp, auth } = useMailTestApp(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-squads-'));
  await webBuildWithRenderer(webDist);
  return { webDist };
});
afterAll(() => fsp.rm(webDist, { recursive: true, force: true }));
beforeEach(() => smtp.accept());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
let squadCount = 0;
const squadInput = (over: Partial<SquadInput> = {}): SquadInput => ({
  name: `U12 ${++squadCount}`,
  season: '2026/27',
  min_age: 11,
  max_age: 12,
  capacity: 2,
  ...over,
});
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createSquad(over: Partial<SquadInput> = {}) {
  const res = await api('POST', '/api/squads', squadInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; capacity: number };
}

let childCount = 0;
async function child(over: Partial<typeof registrations.$inferInsert> = {}) {
  childCount++;
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: `Parent ${childCount}`,
      parent_email: `squad-parent${childCount}@example.com`,
      contact_phone: '+256 700 000 002',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: `Amara Okello${childCount}`,
      player_age: 12,
      years_playing: '2',
      current_school: 'Secretschool Zzz',
      uniform_size: 'Medium',
      health_conditions: 'None',
      source: 'public',
      ...over,
    })
    .returning();
  return row!;
}

const offer = (registrationId: number, squadId: number, respondBy = inDays(7)) =>
  api('POST', `/api/registrations/${registrationId}/offer`, { squad_id: squadId, respond_by: respondBy });
const statusOf = async (id: number) => (await t.app.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const tokenOf = async (id: number) => {
  const url = await t.app.statusLinks.urlFor(t.app.db, id);
  return url.slice(url.lastIndexOf('/') + 1);
};
const respond = async (id: number, answer: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/status/${await tokenOf(id)}/respond`, payload: { answer } });
const mailsTo = (to: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(to));
const offerMailTo = (to: string): Promise<ParsedMail> =>
  eventually(() => mailsTo(to).find((m) => /^A place in/.test(m.subject ?? '')) ?? false, { what: `an offer mail to ${to}` });
const historyOf = async (id: number) =>
  t.app.db.select().from(registrationStatusHistory).where(eq(registrationStatusHistory.registration_id, id)).orderBy(registrationStatusHistory.id);
const placesOf = async (squadId: number, list: 'roster' | 'waitlist' | 'offers') => {
  const res = await api('GET', `/api/squads/${squadId}/${list}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { registration_id: number; position: number | null; respond_by: string | null; first_name: string }[];
};

describe('squads', () => {
  it('validates a squad: required fields, season form, age order, capacity, a unique name per season', async () => {
    const empty = await api('POST', '/api/squads', {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(SQUAD_MESSAGES.nameRequired);
    const season = await api('POST', '/api/squads', squadInput({ season: '2026' }));
    expect(season.statusCode).toBe(400);
    expect(season.body).toContain(SQUAD_MESSAGES.season);
    const ages = await api('POST', '/api/squads', squadInput({ min_age: 13, max_age: 11 }));
    expect(ages.statusCode).toBe(400);
    expect(ages.body).toContain(SQUAD_MESSAGES.ageRange);
    expect((await api('POST', '/api/squads', squadInput({ capacity: 0 }))).statusCode).toBe(400);

    await createSquad({ name: 'U13', season: '2026/27' });
    const twice = await api('POST', '/api/squads', squadInput({ name: 'u13', season: '2026/27' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SQUAD_MESSAGES.nameTaken);
    // The same name in another season is another squad.
    await createSquad({ name: 'U13', season: '2027/28' });
  });

  it('takes coaches that are coach or administrator accounts only, and lists a squad with its fill', async () => {
    const coach = await createUserWithRole(t.app, 'coach', { name: 'Coach Grace' });
    const editor = await createUserWithRole(t.app, 'editor');
    const squad = await createSquad();
    const refused = await api('PUT', `/api/squads/${squad.id}`, { ...squadInput({ name: `Renamed ${squad.id}` }), coach_ids: [editor.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(SQUAD_MESSAGES.coachesInvalid);
    const saved = await api('PUT', `/api/squads/${squad.id}`, { ...squadInput({ name: `Renamed ${squad.id}` }), coach_ids: [coach.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.coaches).toEqual([{ id: coach.id, name: 'Coach Grace' }]);
    const a = await child();
    expect((await offer(a.id, squad.id)).statusCode).toBe(200);
    const listed = ((await api('GET', '/api/squads')).json().data as { id: number; offered: number; places_left: number }[]).find((s) => s.id === squad.id)!;
    expect(listed).toMatchObject({ offered: 1, places_left: 1 });
  });

  it('refuses a capacity below the places taken and deleting a squad with children', async () => {
    const squad = await createSquad({ capacity: 3 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    const below = await api('PUT', `/api/squads/${squad.id}`, squadInput({ name: `Keep ${squad.id}`, capacity: 1 }));
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(SQUAD_MESSAGES.capacityBelowPlaces(2));
    expect((await api('PUT', `/api/squads/${squad.id}`, squadInput({ name: `Keep ${squad.id}`, capacity: 2 }))).statusCode).toBe(200);
    const remove = await api('DELETE', `/api/squads/${squad.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(SQUAD_MESSAGES.hasMembers);
    const empty = await createSquad();
    expect((await api('DELETE', `/api/squads/${empty.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/squads/${empty.id}`)).statusCode).toBe(404);
  });
});

describe('offers and the waiting list', () => {
  it('offers a place with a mail, then waitlists in order once the squad is full', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b, c] = [await child(), await child(), await child()];
    const first = await offer(a.id, squad.id);
    expect(first.json().data).toEqual({ outcome: 'offered', squad_id: squad.id, position: null });
    expect(await statusOf(a.id)).toBe('offer_made');
    const mail = await offerMailTo(a.parent_email);
    expect(mail.text).toContain('?answer=accept_offer');
    expect(mail.text).toContain('?answer=decline_offer');
    expect((await offer(b.id, squad.id)).json().data).toEqual({ outcome: 'waitlisted', squad_id: squad.id, position: 1 });
    expect((await offer(c.id, squad.id)).json().data).toEqual({ outcome: 'waitlisted', squad_id: squad.id, position: 2 });
    expect(await statusOf(c.id)).toBe('waitlisted');
    expect((await placesOf(squad.id, 'waitlist')).map((p) => [p.registration_id, p.position])).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    // A child outside the squad's ages, and a past deadline, are refused.
    const young = await child({ player_age: 9 });
    expect((await offer(young.id, squad.id)).statusCode).toBe(409);
    expect((await offer(young.id, squad.id, new Date(Date.now() - 1000).toISOString())).statusCode).toBe(400);
  });

  it('accepting puts the child on the roster; the family page shows the squad and its coaches', async () => {
    const coach = await createUserWithRole(t.app, 'coach', { name: 'Coach Peter' });
    const squad = await createSquad();
    await api('PUT', `/api/squads/${squad.id}`, { ...squadInput({ name: `Roster ${squad.id}` }), coach_ids: [coach.id] });
    const a = await child();
    await offer(a.id, squad.id);
    const page = (await t.app.inject({ url: `/api/public/status/${await tokenOf(a.id)}` })).json().data;
    expect(page.offer).toMatchObject({ squad: `Roster ${squad.id}`, season: '2026/27' });
    expect(page.answers).toEqual(expect.arrayContaining(['accept_offer', 'decline_offer']));
    const accepted = await respond(a.id, 'accept_offer');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', title: FAMILY_STATUS.accepted.title, offer: null });
    expect(accepted.json().data.squad).toEqual({ name: `Roster ${squad.id}`, season: '2026/27', coaches: ['Coach Peter'], waitlist_position: null });
    expect((await placesOf(squad.id, 'roster')).map((p) => p.registration_id)).toEqual([a.id]);
    // Answered once: the same answer again is refused.
    expect((await respond(a.id, 'accept_offer')).statusCode).toBe(409);
    const history = await historyOf(a.id);
    expect(history.at(-1)).toMatchObject({ from_status: 'offer_made', to_status: 'accepted', actor: 'family' });
  });

  it('a decline offers the place to the next child waiting, with one mail and one history entry', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b, c] = [await child(), await child(), await child()];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    await offer(c.id, squad.id);
    expect((await respond(a.id, 'decline_offer')).json().data.status).toBe('offer_declined');
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered' });
    const mail = await offerMailTo(b.parent_email);
    expect(mail.text).toContain('a place has opened');
    await t.app.background.drain();
    expect(mailsTo(b.parent_email).filter((m) => /^A place in/.test(m.subject ?? ''))).toHaveLength(1);
    expect((await historyOf(b.id)).filter((h) => h.to_status === 'offer_made')).toHaveLength(1);
    expect(await statusOf(c.id)).toBe('waitlisted');
    expect((await placesOf(squad.id, 'waitlist')).map((p) => [p.registration_id, p.position])).toEqual([[c.id, 1]]);
    const offers = await placesOf(squad.id, 'offers');
    expect(offers.map((p) => p.registration_id)).toEqual([b.id]);
    expect(new Date(offers[0]!.respond_by!).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('an expired deadline offers the place to the next child; the expired family is told', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id, inDays(2));
    await offer(b.id, squad.id);
    await t.app.db.execute(sql`update squad_places set respond_by = now() - interval '1 second' where registration_id = ${a.id}`);
    await t.app.db.execute(sql`update jobs set run_at = now() - interval '1 second' where kind = 'offer-expiry' and state = 'queued'`);
    t.app.background.wake();
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered after the expiry' });
    expect(await statusOf(a.id)).toBe('offer_expired');
    await eventually(() => mailsTo(a.parent_email).find((m) => (m.subject ?? '').includes(FAMILY_STATUS.offer_expired.title)) ?? false);
    await offerMailTo(b.parent_email);
  });

  it('an offered child accepted by hand joins the roster; one rejected by hand frees the place', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    expect((await api('PUT', `/api/registrations/${a.id}/status`, { status: 'accepted', notify: false })).statusCode).toBe(200);
    expect((await placesOf(squad.id, 'roster')).map((p) => p.registration_id)).toEqual([a.id]);
    expect(await statusOf(b.id)).toBe('waitlisted');
    expect((await api('PUT', `/api/registrations/${a.id}/status`, { status: 'rejected', notify: false })).statusCode).toBe(200);
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered after the rejection' });
    expect(await placesOf(squad.id, 'roster')).toEqual([]);
  });

  it('a withdrawal frees the place too', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    expect((await respond(a.id, 'withdraw')).json().data.status).toBe('withdrawn');
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered after the withdrawal' });
  });

  it('shows a coach only the squads assigned to them, each child in the coach projection', async () => {
    const coach = await createUserWithRole(t.app, 'coach');
    const [mine, other] = [await createSquad(), await createSquad()];
    await api('PUT', `/api/squads/${mine.id}`, { ...squadInput({ name: `Mine ${mine.id}` }), coach_ids: [coach.id] });
    const a = await child();
    await offer(a.id, mine.id);
    await respond(a.id, 'accept_offer');
    const asCoach = bearer(coach.token);
    expect(((await api('GET', '/api/squads', undefined, asCoach)).json().data as { id: number }[]).map((s) => s.id)).toEqual([mine.id]);
    expect((await api('GET', `/api/squads/${other.id}/roster`, undefined, asCoach)).statusCode).toBe(403);
    const roster = (await api('GET', `/api/squads/${mine.id}/roster`, undefined, asCoach)).json().data;
    expect(Object.keys(roster[0]).sort()).toEqual(
      [
        'registration_id',
        'first_name',
        'last_name',
        'age',
        'health_conditions',
        'photo_consent',
        'parent_phone',
        'state',
        'respond_by',
        'position',
        'since',
      ].sort(),
    );
    expect(JSON.stringify(roster)).not.toContain('Secretschool');
    expect((await api('POST', `/api/registrations/${a.id}/offer`, { squad_id: mine.id, respond_by: inDays(3) }, asCoach)).statusCode).toBe(403);
    // The one assignment helper the trials and squads modules share: a child on a coach's squad is theirs to see, not another coach's.
    const access = createCoachAccess(t.app.db);
    const stranger = await createUserWithRole(t.app, 'coach');
    expect(await access.maySeeRegistration({ id: coach.id, role: 'coach' }, a.id)).toBe(true);
    expect(await access.maySeeRegistration({ id: stranger.id, role: 'coach' }, a.id)).toBe(false);
    expect(await access.assignedIds({ id: coach.id, role: 'coach' }, 'squad')).toEqual([mine.id]);
  });

  it('lists the rosters publicly as first name and initial, and nothing private', async () => {
    const squad = await createSquad({ name: 'Public U12' });
    const a = await child({ player_name: 'Amara Otieno', photo_consent: 'yes' });
    await offer(a.id, squad.id);
    await respond(a.id, 'accept_offer');
    const res = await t.app.inject({ url: '/api/public/squads' });
    const listed = (res.json().data as PublicSquad[]).find((s) => s.name === 'Public U12')!;
    expect(listed.players).toEqual([{ name: 'Amara O.' }]);
    expect(listed.others).toBe(0);
    expect(res.body).not.toContain('Otieno');
    expect(res.body).not.toContain('Secretschool');
  });

  it('names a child on /team and /api/public/squads only once the family says yes to the website, and counts it until then (decision 060)', async () => {
    const squad = await createSquad({ name: 'Consent U12' });
    const named = await child({ player_name: 'Kato Saidyes', photo_consent: 'yes' });
    // Photos with a name said yes, the website no: the website part is the rule, as on the results.
    const unnamed = await child({ player_name: 'Wanjiru Saidno', photo_consent: 'no', photo_name_consent: 'yes', photo_social_consent: 'yes' });
    for (const c of [named, unnamed]) {
      await offer(c.id, squad.id);
      expect((await respond(c.id, 'accept_offer')).statusCode).toBe(200);
    }
    const rosterOf = async () => ((await t.app.inject({ url: '/api/public/squads' })).json().data as PublicSquad[]).find((s) => s.name === 'Consent U12')!;
    const before = await teamPage();
    expect(await rosterOf()).toMatchObject({ players: [{ name: 'Kato S.' }], others: 1 });
    expect(before.body).toContain('<li class="player">Kato S.</li>');
    // Nowhere on the page: not its HTML, not its embedded page data, not even the first name or initial.
    for (const text of ['Wanjiru', 'Saidno', 'Wanjiru S.']) {
      expect(before.body).not.toContain(text);
      expect((await t.app.inject({ url: '/api/public/squads' })).body).not.toContain(text);
    }

    // The family says yes on its status page: named at once (the public cache is emptied, the ETag moves).
    const yes = await t.app.inject({
      method: 'PUT',
      url: `/api/public/status/${await tokenOf(unnamed.id)}/photo-consent`,
      payload: { website: 'yes', name_with_photo: 'yes', social_media: 'yes' },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const after = await teamPage();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('<li class="player">Wanjiru S.</li>');
    expect(await rosterOf()).toMatchObject({ players: [{ name: 'Kato S.' }, { name: 'Wanjiru S.' }], others: 0 });

    // And withdrawn again: gone again.
    const no = await t.app.inject({
      method: 'PUT',
      url: `/api/public/status/${await tokenOf(unnamed.id)}/photo-consent`,
      payload: { website: 'no', name_with_photo: 'yes', social_media: 'yes' },
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await teamPage()).body).not.toContain('Wanjiru');
    expect(await rosterOf()).toMatchObject({ players: [{ name: 'Kato S.' }], others: 1 });
  });
});

const offerEntries = async (id: number) => (await historyOf(id)).filter((h) => h.to_status === 'offer_made').length;
const offerMailsTo = (to: string) => mailsTo(to).filter((m) => /^A place in/.test(m.subject ?? '')).length;
/** Places of the squad counting against its capacity (offers and the roster). */
const placesTaken = async (squadId: number) =>
  (
    await t.app.db
      .select()
      .from(squadPlaces)
      .where(and(eq(squadPlaces.squad_id, squadId), inArray(squadPlaces.state, ['offered', 'enrolled'])))
  ).length;
const teamPage = () => t.app.inject('/team');

describe('squad and offer edge cases', () => {
  it("an administrator's offer of the last place and the fill job at the same moment never overfill; each child is offered once", async () => {
    const fills = createSquadService(moduleDeps(t.app), t.app.statusLinks);
    // Several squads at once, so the requests and the fills really overlap (PostgreSQL runs them on separate connections).
    const rounds = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const squad = await createSquad({ capacity: 1 });
        const [a, waiting, other] = [await child(), await child(), await child()];
        await offer(a.id, squad.id);
        expect((await offer(waiting.id, squad.id)).json().data.outcome).toBe('waitlisted');
        return { squad, a, waiting, other };
      }),
    );
    // Each place freed by a decline (which queues the fill job), then, together: the fill run by hand, an
    // administrator's offer of the place to another child, and the administrator's offer to the child waiting.
    await Promise.all(rounds.map((r) => respond(r.a.id, 'decline_offer')));
    const answers = await Promise.all(
      rounds.flatMap((r) => [
        fills.fill(r.squad.id).then(() => 200),
        offer(r.other.id, r.squad.id).then((x) => x.statusCode),
        offer(r.waiting.id, r.squad.id).then((x) => x.statusCode),
      ]),
    );
    expect(answers.every((code) => code === 200 || code === 409)).toBe(true);
    await t.app.background.drain();
    for (const { squad, waiting, other } of rounds) {
      expect(await placesTaken(squad.id)).toBe(1);
      // The one place is offered to exactly one of the two children; the other waits (or was refused).
      const statuses = [await statusOf(waiting.id), await statusOf(other.id)].sort();
      expect(statuses).toEqual(['offer_made', 'waitlisted']);
      expect(await offerEntries(waiting.id)).toBeLessThanOrEqual(1);
      expect(await offerEntries(other.id)).toBeLessThanOrEqual(1);
      expect((await offerEntries(waiting.id)) + (await offerEntries(other.id))).toBe(1);
    }
    for (const { waiting, other } of rounds) {
      await eventually(() => offerMailsTo(waiting.parent_email) + offerMailsTo(other.parent_email) === 1, { what: 'one offer mail per squad' });
    }
    await t.app.background.drain();
    for (const { waiting, other } of rounds) expect(offerMailsTo(waiting.parent_email) + offerMailsTo(other.parent_email)).toBe(1);
  });

  it('erasing a family whose child holds a place frees it: the next child is offered once, and the child leaves the roster and the team page', async () => {
    const squad = await createSquad({ capacity: 1 });
    const gone = await child({ player_name: 'Zuberi Erasedchild', parent_email: 'erase-me@example.com', photo_consent: 'yes' });
    const next = await child();
    await offer(gone.id, squad.id);
    await respond(gone.id, 'accept_offer');
    await offer(next.id, squad.id);
    const before = await teamPage();
    expect(before.body).toContain('<li class="player">Zuberi E.</li>');

    const erased = await t.app.inject({ method: 'DELETE', url: '/api/families', payload: { email: gone.parent_email }, headers: auth });
    expect(erased.statusCode, erased.body).toBe(200);
    await eventually(async () => (await statusOf(next.id)) === 'offer_made', { what: 'the next child offered after the erasure' });
    await offerMailTo(next.parent_email);
    await t.app.background.drain();
    expect(await offerEntries(next.id)).toBe(1);
    expect(offerMailsTo(next.parent_email)).toBe(1);
    expect(await placesOf(squad.id, 'roster')).toEqual([]);
    const after = await teamPage();
    expect(after.body).not.toContain('Zuberi');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.stringify((await t.app.inject({ url: '/api/public/squads' })).json())).not.toContain('Zuberi');
  });

  it('erasing a family with an open offer frees the place and drops its deadline job', async () => {
    const squad = await createSquad({ capacity: 1 });
    const gone = await child({ parent_email: 'erase-offer@example.com' });
    const next = await child();
    await offer(gone.id, squad.id);
    await offer(next.id, squad.id);
    const [place] = await t.app.db.select().from(squadPlaces).where(eq(squadPlaces.registration_id, gone.id));
    const res = await eraseOwnData(t.app, await tokenOf(gone.id), smtp);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => (await statusOf(next.id)) === 'offer_made', { what: 'the next child offered after the erasure' });
    await t.app.background.drain();
    expect(await offerEntries(next.id)).toBe(1);
    const expiry = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'offer-expiry'), sql`(${jobs.payload}->>'placeId')::int = ${place!.id}`));
    expect(expiry.filter((j) => j.state === 'queued')).toEqual([]);
  });

  it('a waitlisted child accepted by hand is refused while its squad is full, and enrolled in it when there is room', async () => {
    const squad = await createSquad({ capacity: 1, name: 'Waiting U12' });
    // b's family said yes to the website, so the team page names it once it is on the roster (decision 060).
    const [a, b] = [await child(), await child({ photo_consent: 'yes' })];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    const refused = await api('PUT', `/api/registrations/${b.id}/status`, { status: 'accepted', notify: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SQUAD_MESSAGES.waitlistedAcceptFull('Waiting U12 (2026/27)'));
    expect(await statusOf(b.id)).toBe('waitlisted');
    expect((await placesOf(squad.id, 'waitlist')).map((p) => p.registration_id)).toEqual([b.id]);

    // Room made without a fill job (a capacity raised in the database), so the status change is what places the child.
    await t.app.db.execute(sql`update squads set capacity = 2 where id = ${squad.id}`);
    const before = await teamPage();
    const accepted = await api('PUT', `/api/registrations/${b.id}/status`, { status: 'accepted', notify: false });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await placesOf(squad.id, 'roster')).map((p) => p.registration_id)).toEqual([b.id]);
    expect(await placesOf(squad.id, 'waitlist')).toEqual([]);
    const after = await teamPage();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(`<li class="player">${b.player_name.split(' ')[0]} O.</li>`);
  });

  it('a withdrawal of an enrolled child frees its place and offers it on', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id);
    await respond(a.id, 'accept_offer');
    await offer(b.id, squad.id);
    expect((await api('PUT', `/api/registrations/${a.id}/status`, { status: 'withdrawn', notify: false })).statusCode).toBe(200);
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered after the withdrawal' });
    expect(await placesOf(squad.id, 'roster')).toEqual([]);
    await t.app.background.drain();
    expect(await offerEntries(b.id)).toBe(1);
  });

  it("the team page's HTML and ETag change when a roster changes, and stay when a status change touches no roster", async () => {
    const squad = await createSquad();
    const [a, b] = [await child({ player_name: 'Ifeoma Rosterchange', photo_consent: 'yes' }), await child()];
    const first = await teamPage();
    expect((await teamPage()).headers.etag).toBe(first.headers.etag);
    // No roster touched: a status change of a child without a place, and an offer (offers are not on the roster).
    expect((await api('PUT', `/api/registrations/${b.id}/status`, { status: 'contacted', notify: false, staff_note: 'Called' })).statusCode).toBe(200);
    await offer(a.id, squad.id);
    const kept = await teamPage();
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.body).toBe(first.body);
    // Accepted by hand: on the roster, so on the page.
    expect((await api('PUT', `/api/registrations/${a.id}/status`, { status: 'accepted', notify: false })).statusCode).toBe(200);
    const joined = await teamPage();
    expect(joined.headers.etag).not.toBe(first.headers.etag);
    expect(joined.body).toContain('<li class="player">Ifeoma R.</li>');
    // Rejected by hand: off the roster, off the page.
    expect((await api('PUT', `/api/registrations/${a.id}/status`, { status: 'rejected', notify: false })).statusCode).toBe(200);
    const left = await teamPage();
    expect(left.headers.etag).not.toBe(joined.headers.etag);
    expect(left.body).not.toContain('Ifeoma');
  });

  it('a deleted enrollment frees its place too', async () => {
    const squad = await createSquad({ capacity: 1 });
    const [a, b] = [await child(), await child()];
    await offer(a.id, squad.id);
    await offer(b.id, squad.id);
    expect((await api('DELETE', `/api/registrations/${a.id}`)).statusCode).toBe(200);
    await eventually(async () => (await statusOf(b.id)) === 'offer_made', { what: 'the next child offered after the deletion' });
  });
});
