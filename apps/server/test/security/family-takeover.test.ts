import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyExport } from '@academy/contract/family-data';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { emails } from '../../src/db/schema/emails.ts';
import { familyGuardians } from '../../src/db/schema/families.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { squads } from '../../src/db/schema/squads.ts';
import { bearer, createTestApp, enrollInSquad, eraseOwnData, login, PARENT_FORM, registrationIdOf, type TestApp } from '../helpers.ts';

/**
 * A family's data is reached by that family alone (docs/decisions/054): a stranger with a status
 * link of their own, using only the public routes, cannot reach another family by typing its email.
 * Before the family record, `PUT …/details` moved the link to the victim's email at once and the
 * export, erasure and calendar feed found "the family" by that email.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const statusToken = async (id: number) => tokenOf(await t.app.statusLinks.urlFor(t.app.db, id));

async function register(fields: Partial<typeof PARENT_FORM>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return registrationIdOf(t.app, res.json().data);
}

/** The last link of a kind mailed to an address (read from the outbox: the mailbox's copy). */
async function linkMailed(to: string, kind: 'email_confirmation' | 'contact_changed'): Promise<string> {
  const [row] = await t.app.db
    .select({ text: emails.text })
    .from(emails)
    .where(and(eq(sql`lower(${emails.to})`, to.toLowerCase()), eq(emails.kind, kind)))
    .orderBy(sql`${emails.id} desc`)
    .limit(1);
  const match = row?.text.match(/\/family\/email\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no ${kind} link mailed to ${to}`);
  return match[1]!;
}

let n = 0;
/** A victim family: two siblings (one in a squad with a training in its calendar), a contact message and a newsletter subscription. */
async function victimFamily() {
  n += 1;
  const email = `victim${n}@example.com`;
  const [squad] = await t.app.db
    .insert(squads)
    .values({ name: `Victim Squad ${n}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 10 })
    .returning();
  const { row } = await enrollInSquad(t.app, auth, squad!.id, { parent_email: email, player_name: `Abena${n} Victimchild` });
  const start = Date.now() + 86_400_000;
  const training = await t.app.inject({
    method: 'POST',
    url: `/api/squads/${squad!.id}/events`,
    headers: auth,
    payload: {
      kind: 'training',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 3_600_000).toISOString(),
      venue: { name: `Victim Pitch ${n}`, address: 'Plot 9' },
    },
  });
  expect(training.statusCode, training.body).toBe(201);
  const sibling = await register({
    parent_email: email,
    player_name: `Kwame${n} Victimsibling`,
    contact_phone: '+233 20 999 0001',
    current_school: 'Victim School',
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { fullname: 'Victim', email, phone: '+233 20 999 0001', message: `Victim message ${n}` },
  });
  await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  return {
    email,
    ids: [row.id, sibling],
    needles: [`Abena${n}`, `Kwame${n}`, 'Victim School', `Victim message ${n}`, `Victim Pitch ${n}`, '+233 20 999 0001'],
  };
}

const countOf = async (q: ReturnType<typeof sql>) => Number(((await t.app.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('the family takeover through the public routes alone', () => {
  it("a stranger's link moved to a victim's email reads, erases and subscribes to nothing of the victim's family", async () => {
    const victim = await victimFamily();
    // The stranger's own child, own link (mailed to the stranger's own address).
    const mine = await register({ parent_email: 'stranger@example.com', player_name: 'Stranger Child' });
    const token = await statusToken(mine);
    const details = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data;

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/public/status/${token}/details`,
      payload: { ...details, parent_email: victim.email.toUpperCase() },
    });
    expect(put.statusCode, put.body).toBe(200);
    // The email is not changed: it waits for the victim's mailbox, which got only the academy's fixed words and a link.
    expect(put.json().data).toMatchObject({ parent_email: 'stranger@example.com', pending_email: victim.email.toUpperCase(), changed: ['parent_email'] });
    const [stored] = await t.app.db
      .select({ parent_email: registrations.parent_email, family_id: registrations.family_id })
      .from(registrations)
      .where(eq(registrations.id, mine));
    expect(stored!.parent_email).toBe('stranger@example.com');
    const [victimFamilyId] = await t.app.db.select({ id: registrations.family_id }).from(registrations).where(eq(registrations.id, victim.ids[0]!));
    expect(stored!.family_id).not.toBe(victimFamilyId!.id);
    const [confirmation] = await t.app.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'email_confirmation'), eq(emails.subject_id, mine)));
    expect(confirmation!.subject).toBe(FAMILY_MAIL_TEXTS.emailConfirmation({ confirmUrl: '' }).subject);
    expect(confirmation!.text).not.toMatch(/Stranger/);

    // The export through the stranger's link: nothing of the victim's family.
    const exported = await t.app.inject({ url: `/api/public/status/${token}/data` });
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = exported.json().data as FamilyExport;
    expect(doc.registrations.map((r) => r.id)).toEqual([mine]);
    for (const needle of victim.needles) expect(JSON.stringify(doc), needle).not.toContain(needle);
    expect(doc.contact_messages).toEqual([]);
    expect(doc.newsletter_subscriptions).toEqual([]);

    // The calendar feed of the stranger's link: none of the victim's squad events or children.
    const feedUrl = await t.app.statusLinks.feedUrlFor(t.app.db, mine);
    const feed = await t.app.inject({ url: new URL(feedUrl!).pathname });
    expect(feed.statusCode).toBe(200);
    for (const needle of victim.needles) expect(feed.body, needle).not.toContain(needle);

    // The erasure through the stranger's link: the victim's family is all still there.
    // Without the code mailed to the stranger's own first guardian, nothing is erased at all.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/public/status/${token}/data`, payload: {} })).statusCode).toBe(400);
    const erased = await eraseOwnData(t.app, token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({ registrations: 1, contact_messages: 0, newsletter_subscriptions: 0 });
    expect(await countOf(sql`select count(*)::int as n from registrations where lower(parent_email) = ${victim.email}`)).toBe(2);
    expect(await countOf(sql`select count(*)::int as n from contact_messages where lower(email) = ${victim.email}`)).toBe(1);
    expect(await countOf(sql`select count(*)::int as n from newsletter_subscribers where lower(email) = ${victim.email}`)).toBe(1);
    // The victim's own link still opens the victim's own page.
    expect((await t.app.inject({ url: `/api/public/status/${await statusToken(victim.ids[1]!)}/details` })).statusCode).toBe(200);
  });

  it('a confirmation link followed after the family is gone changes nothing', async () => {
    const victim = await victimFamily();
    const mine = await register({ parent_email: 'stranger2@example.com', player_name: 'Stranger Two' });
    const token = await statusToken(mine);
    const details = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data;
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/public/status/${token}/details`, payload: { ...details, parent_email: victim.email } })).statusCode,
    ).toBe(200);
    const link = await linkMailed(victim.email, 'email_confirmation');
    expect((await eraseOwnData(t.app, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/public/family-email/${link}` })).statusCode).toBe(404);
  });
});

describe('an email change confirmed from the new mailbox', () => {
  it('takes effect only once the new address follows its link; the old address is told, its queued mail dropped, and it can undo', async () => {
    const first = await register({ parent_email: 'old.home@example.com', player_name: 'Efua Change' });
    const second = await register({ parent_email: 'old.home@example.com', player_name: 'Yaw Change' });
    const token = await statusToken(first);
    const details = (await t.app.inject({ url: `/api/public/status/${token}/details` })).json().data;
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/public/status/${token}/details`, payload: { ...details, parent_email: 'new.home@example.com' } }))
        .statusCode,
    ).toBe(200);
    const confirm = await linkMailed('new.home@example.com', 'email_confirmation');

    // A GET (a mail scanner opening the link) says what it does and changes nothing.
    const viewed = await t.app.inject({ url: `/api/public/family-email/${confirm}` });
    expect(viewed.json().data).toEqual({ action: 'confirm', state: 'open', email: 'new.home@example.com' });
    expect((await t.app.db.select().from(registrations).where(eq(registrations.id, first)))[0]!.parent_email).toBe('old.home@example.com');

    // A mail queued for the old address about the family, not sent yet.
    const [queued] = await t.app.db
      .insert(emails)
      .values({
        to: 'old.home@example.com',
        subject: 'Queued',
        text: 'queued',
        html: 'queued',
        kind: 'status_changed',
        subject_type: 'registration',
        subject_id: second,
        next_attempt_at: new Date(Date.now() + 3_600_000),
      })
      .returning();

    const followed = await t.app.inject({ method: 'POST', url: `/api/public/family-email/${confirm}` });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().data).toEqual({ action: 'confirm', state: 'done', email: 'new.home@example.com' });
    // Both children's mail goes to the new address; the guardian has it; the queued mail is not sent to the old one.
    const rows = await t.app.db
      .select({ parent_email: registrations.parent_email, family_id: registrations.family_id })
      .from(registrations)
      .where(sql`${registrations.id} in (${first}, ${second})`);
    expect(rows.map((r) => r.parent_email)).toEqual(['new.home@example.com', 'new.home@example.com']);
    const [guardian] = await t.app.db.select().from(familyGuardians).where(eq(familyGuardians.family_id, rows[0]!.family_id));
    expect(guardian!.email).toBe('new.home@example.com');
    expect(await t.app.db.select().from(emails).where(eq(emails.id, queued!.id))).toEqual([]);
    // Followed twice: done already.
    expect((await t.app.inject({ method: 'POST', url: `/api/public/family-email/${confirm}` })).json().data.state).toBe('done');

    // The old address was told, with an undo link; undoing restores it and renews the status links.
    const undo = await linkMailed('old.home@example.com', 'contact_changed');
    expect((await t.app.inject({ url: `/api/public/family-email/${undo}` })).json().data).toEqual({
      action: 'undo',
      state: 'open',
      email: 'old.home@example.com',
    });
    const undone = await t.app.inject({ method: 'POST', url: `/api/public/family-email/${undo}` });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = await t.app.db
      .select({ parent_email: registrations.parent_email })
      .from(registrations)
      .where(sql`${registrations.id} in (${first}, ${second})`);
    expect(after.map((r) => r.parent_email)).toEqual(['old.home@example.com', 'old.home@example.com']);
    expect((await t.app.inject({ url: `/api/public/status/${token}/details` })).statusCode).toBe(404);
    expect(
      await countOf(
        sql`select count(*)::int as n from emails where kind = 'status_link' and "to" = 'old.home@example.com' and subject_id in (${first}, ${second})`,
      ),
    ).toBe(2);
    // A wrong token is a 404.
    expect((await t.app.inject({ url: `/api/public/family-email/${'z'.repeat(43)}` })).statusCode).toBe(404);
  });
});
